import type { ReactNode } from "react";
import { formatMoney } from "../../../../domain/ride/price.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../lib/i18n.ts";
import { usePayments } from "../api/get-payments.ts";
import { useMarkPayment } from "../api/mark-payment.ts";

/**
 * The organizer's payments (decision 017): each other party with its amount, a paid toggle, and
 * the sum still outstanding. The organizer pays the driver and collects these shares.
 */
export function PaymentsPanel({ rideId }: { rideId: number }) {
  const t = useT();
  const payments = usePayments(rideId);
  const mark = useMarkPayment(rideId);
  let body: ReactNode;
  if (payments.isPending) body = <Spinner label={t("ride.payments.loading")} />;
  else if (payments.isError) {
    body = <QueryError query={payments} what="payments" />;
  } else if (payments.data.payments.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t("ride.payments.empty")}</p>;
  } else {
    const { outstanding, fixed } = payments.data;
    body = (
      <div className="space-y-3 text-sm">
        <ul className="divide-y divide-border rounded-lg border border-border">
          {payments.data.payments.map((party) => {
            const id = `paid-${party.passengerId}`;
            const pending = mark.isPending && mark.variables?.passengerId === party.passengerId;
            return (
              <li key={party.passengerId} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">
                    {party.name}
                    {party.passengerCount > 1 ? ` (${party.passengerCount})` : ""}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">{party.dropoffLocation}</p>
                </div>
                <span className="shrink-0 font-medium tabular-nums">
                  {formatMoney(party.amount)}
                </span>
                <div className="flex shrink-0 items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={pending ? mark.variables?.paid : party.paid}
                    disabled={pending}
                    onCheckedChange={(checked) =>
                      mark.mutate({ passengerId: party.passengerId, paid: checked === true })
                    }
                  />
                  <label htmlFor={id} className="text-xs">
                    <span className="sr-only">{party.name} </span>
                    {t("ride.payments.paid")}
                  </label>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="flex justify-between gap-3 font-semibold">
          <span>{t("ride.payments.outstanding")}</span>
          <span className="tabular-nums" aria-live="polite" data-testid="payments-outstanding">
            {formatMoney(outstanding)}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          {t(fixed ? "ride.payments.fixed" : "ride.payments.so_far")}
        </p>
      </div>
    );
  }
  return (
    <Card aria-labelledby="payments-title">
      <CardHeader>
        <CardTitle id="payments-title">{t("ride.payments.title")}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
