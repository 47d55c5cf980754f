import { Download, ReceiptText } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "wouter";
import type { PartyPayment } from "../../../../domain/payment/payment-schemas.ts";
import { formatMoney } from "../../../../domain/ride/price.ts";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../lib/i18n.ts";
import { usePayments } from "../api/get-payments.ts";
import { useMarkPayment } from "../api/mark-payment.ts";

/** "12.50" as typed → 1250 cents; null when it is not an amount. */
function parseCents(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** What arrived from a party in total, in S$ as typed: recorded in cents. */
function PaidEntry({
  party,
  onRecord,
  pending,
}: {
  party: PartyPayment;
  onRecord: (paidCents: number) => void;
  pending: boolean;
}) {
  const t = useT();
  const [text, setText] = useState((party.paid / 100).toFixed(2));
  const cents = parseCents(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cents !== null) onRecord(cents);
  };
  const id = `paid-cents-${party.passengerId}`;
  return (
    <form className="flex items-center gap-2" onSubmit={submit}>
      <label htmlFor={id} className="text-xs text-muted-foreground">
        <span className="sr-only">{party.name} </span>
        {t("ride.payments.paid_cents")}
      </label>
      <Input
        id={id}
        inputMode="decimal"
        className="h-8 w-24 tabular-nums"
        value={text}
        aria-invalid={cents === null}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="sm" variant="outline" disabled={pending || cents === null}>
        {t("ride.payments.record")}
      </Button>
    </form>
  );
}

/**
 * The organizer's ledger (decisions 017, 028): each other party with its share, what arrived and
 * the balance (a refund when negative), a one-tap "paid in full", and the totals. The organizer
 * pays the driver and collects these shares.
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
    const { quote, collected, outstanding, refundsDue, final } = payments.data;
    const total = (label: string, cents: number, testId: string) => (
      <p className="flex justify-between gap-3">
        <span>{t(label)}</span>
        <span className="tabular-nums" aria-live="polite" data-testid={testId}>
          {formatMoney(cents)}
        </span>
      </p>
    );
    body = (
      <div className="space-y-3 text-sm">
        <ul className="divide-y divide-border rounded-lg border border-border">
          {payments.data.payments.map((party) => {
            const id = `paid-${party.passengerId}`;
            const pending = mark.isPending && mark.variables?.passengerId === party.passengerId;
            return (
              <li
                key={party.passengerId}
                className="space-y-2 px-3 py-2"
                data-testid={`ledger-${party.passengerId}`}
              >
                <div className="flex items-center gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">
                      {party.name}
                      {party.passengerCount > 1 ? ` (${party.passengerCount})` : ""}
                    </p>
                    <p className="truncate text-xs text-muted-foreground">
                      {party.dropoffLocation}
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p className="font-medium tabular-nums">{formatMoney(party.amount)}</p>
                    <p className="text-xs tabular-nums" data-testid="ledger-balance">
                      {party.balance > 0
                        ? t("ride.payments.owes", { amount: formatMoney(party.balance) })
                        : party.balance < 0
                          ? t("ride.payments.refund", { amount: formatMoney(-party.balance) })
                          : null}
                    </p>
                  </div>
                </div>
                {/* On its own line: beside the name it left a side column's names cut to "Haziq …". */}
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={party.paid > 0 && party.balance <= 0}
                    disabled={pending}
                    onCheckedChange={(checked) =>
                      mark.mutate({ passengerId: party.passengerId, paid: checked === true })
                    }
                  />
                  <label htmlFor={id} className="text-xs">
                    <span className="sr-only">{party.name} </span>
                    {t("ride.payments.in_full")}
                  </label>
                </div>
                <Link
                  href={`/rides/${rideId}/receipt?passengerId=${party.passengerId}`}
                  className="inline-flex items-center gap-1 text-xs text-primary underline-offset-2 hover:underline"
                >
                  <ReceiptText aria-hidden="true" className="size-3.5" />
                  {t("ride.receipt.party_link", { name: party.name })}
                </Link>
                <PaidEntry
                  key={party.paid}
                  party={party}
                  pending={pending}
                  onRecord={(paidCents) =>
                    mark.mutate({ passengerId: party.passengerId, paidCents })
                  }
                />
              </li>
            );
          })}
        </ul>
        {total("ride.payments.quote", quote, "payments-quote")}
        {total("ride.payments.collected", collected, "payments-collected")}
        <p className="flex justify-between gap-3 font-semibold">
          <span>{t("ride.payments.outstanding")}</span>
          <span className="tabular-nums" aria-live="polite" data-testid="payments-outstanding">
            {formatMoney(outstanding)}
          </span>
        </p>
        {refundsDue > 0 ? total("ride.payments.refunds_due", refundsDue, "payments-refunds") : null}
        <p className="text-xs text-muted-foreground">
          {t(final ? "ride.payments.fixed" : "ride.payments.so_far")}
        </p>
        <div className="flex flex-wrap gap-2">
          <a
            href={`/api/rides/${rideId}/payments.csv`}
            download
            className={buttonClasses("outline", "sm")}
          >
            <Download aria-hidden="true" />
            {t("ride.receipt.export")}
          </a>
          <Link href={`/rides/${rideId}/receipt`} className={buttonClasses("ghost", "sm")}>
            <ReceiptText aria-hidden="true" />
            {t("ride.receipt.link")}
          </Link>
        </div>
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
