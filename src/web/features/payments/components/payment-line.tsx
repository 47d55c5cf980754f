import { CircleCheck, Copy, ReceiptText } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "wouter";
import { paynowProxyOf } from "../../../../domain/payment/paynow.ts";
import { formatMoney } from "../../../../domain/ride/price.ts";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { copyText } from "../../../lib/clipboard.ts";
import { useT } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { usePayment } from "../api/get-payment.ts";

const PaynowQr = lazy(() =>
  import("./paynow-qr.tsx").then((module) => ({ default: module.PaynowQr })),
);

async function copyNumber(number: string) {
  if (await copyText(number)) toast({ title: "ride.payment.number_copied" });
  else toast({ title: "ride.payment.copy_failed", description: number, variant: "destructive" });
}

/**
 * A passenger's own payment (decisions 017, 028): their party's share, what the organizer has
 * recorded as paid, the balance (or the refund they are owed), and, when the organizer takes
 * PayNow, the code for the balance.
 */
export function PaymentLine({ rideId }: { rideId: number }) {
  const t = useT();
  const payment = usePayment(rideId);
  let body: ReactNode;
  if (payment.isPending) body = <Spinner label={t("ride.payment.loading")} />;
  else if (payment.isError) {
    body = <QueryError query={payment} what="payment" />;
  } else {
    const line = payment.data;
    // The QR and the PayNow details ask for the balance only (decision 028).
    const amount = formatMoney(Math.max(line.balance, 0));
    const number = line.paynow ? paynowProxyOf(line.paynow.payload) : null;
    body = (
      <div className="space-y-4 text-sm">
        <p className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-muted-foreground">
            {t(line.final ? "ride.payment.share" : "ride.payment.share_so_far", {
              count: line.passengerCount,
            })}
          </span>
          <strong className="text-lg tabular-nums" data-testid="payment-amount">
            {formatMoney(line.amount)}
          </strong>
        </p>
        <p className="text-xs text-muted-foreground" data-testid="payment-finality">
          {t(line.final ? "ride.payment.final" : "ride.payment.estimate")}
        </p>
        {line.paid > 0 ? (
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-muted-foreground">{t("ride.payment.paid_so_far")}</span>
            <span className="tabular-nums" data-testid="payment-paid">
              {formatMoney(line.paid)}
            </span>
          </p>
        ) : null}
        {line.balance > 0 ? (
          <p className="flex flex-wrap items-baseline justify-between gap-2 font-medium">
            <span>{t("ride.payment.balance")}</span>
            <span className="tabular-nums" data-testid="payment-balance">
              {amount}
            </span>
          </p>
        ) : line.balance < 0 ? (
          <p className="font-medium text-primary" data-testid="payment-refund">
            {t("ride.payment.refund_due", { amount: formatMoney(-line.balance) })}
          </p>
        ) : (
          <p className="flex items-center gap-2 font-medium text-primary">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t("ride.payment.paid")}
          </p>
        )}
        {line.paid === 0 ? (
          <p className="text-muted-foreground">{t("ride.payment.unpaid")}</p>
        ) : null}
        {line.paynow && line.balance > 0 ? (
          <div className="space-y-3 rounded-lg border border-border p-3">
            <p className="font-medium">{t("ride.payment.pay_by_paynow", { amount })}</p>
            <div className="flex justify-center">
              <Suspense fallback={<Spinner label={t("ride.payment.drawing_code")} />}>
                <PaynowQr
                  payload={line.paynow.payload}
                  label={t("ride.payment.qr_label", {
                    amount,
                    name: line.paynow.recipientName,
                  })}
                />
              </Suspense>
            </div>
            <dl className="space-y-1">
              <div className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{t("ride.payment.recipient")}</dt>
                <dd className="font-medium">{line.paynow.recipientName}</dd>
              </div>
              {number ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">{t("ride.payment.paynow_to")}</dt>
                  <dd className="font-medium tabular-nums">{number}</dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{t("ride.payment.amount")}</dt>
                <dd className="font-medium tabular-nums">{amount}</dd>
              </div>
            </dl>
            {number ? (
              <Button variant="outline" className="w-full" onClick={() => copyNumber(number)}>
                <Copy aria-hidden="true" />
                {t("ride.payment.copy_number")}
              </Button>
            ) : null}
          </div>
        ) : null}
        <Link href={`/rides/${rideId}/receipt`} className={buttonClasses("outline", "sm")}>
          <ReceiptText aria-hidden="true" />
          {t("ride.receipt.link")}
        </Link>
      </div>
    );
  }
  return (
    <Card aria-labelledby="your-payment-title">
      <CardHeader>
        <CardTitle id="your-payment-title">{t("ride.payment.title")}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
