import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { Receipt } from "../../../../domain/payment/payment-schemas.ts";
import { formatMoney } from "../../../../domain/ride/price.ts";
import { directionTitle } from "../../../../domain/ride/ride.ts";
import { formatRideDate } from "../../../../domain/shared/dates.ts";
import { useLocale, useT } from "../../../lib/i18n.ts";

const LICENCE_LABELS = {
  cross_border_taxi: "ride.driver.licence_cross_border_taxi",
  licensed_charter: "ride.driver.licence_licensed_charter",
  other: "ride.driver.licence_other",
} as const;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-1 break-inside-avoid">
      <dt className="text-muted-foreground print:text-black/70">{label}</dt>
      <dd className="text-right font-medium tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1 border-t border-border pt-3 break-inside-avoid">
      <h2 className="text-sm font-semibold tracking-wide uppercase">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A party's receipt as paper (issue 38): one column that fits A4 and Letter, amounts as S$34.00
 * and times in Singapore, in the reader's language; "Provisional" until the ride leaves.
 */
export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const { i18n } = useLingui();
  const locale = useLocale();
  const { ride, operator } = receipt;
  const notGiven = t("ride.receipt.not_given");
  return (
    <article
      className="space-y-4 rounded-xl border border-border bg-card p-6 text-sm print:rounded-none print:border-0 print:p-0"
      data-testid="receipt"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            FC Rideshare
          </p>
          <h1 className="text-2xl font-bold tracking-tight">{t("ride.receipt.heading")}</h1>
        </div>
        <dl className="min-w-56">
          <Row label={t("ride.receipt.number")} testId="receipt-number">
            {receipt.number}
          </Row>
          <Row label={t("ride.receipt.issued")}>{formatRideDate(receipt.issuedAt, locale)}</Row>
        </dl>
      </div>
      <p
        className={
          receipt.final
            ? "rounded-md border border-border p-2"
            : "rounded-md border-2 border-amber-500 p-2 font-semibold"
        }
        data-testid="receipt-status"
      >
        {t(receipt.final ? "ride.receipt.final" : "ride.receipt.provisional")}
      </p>

      <Section title={t("ride.receipt.ride")}>
        <p className="font-medium">{directionTitle(i18n, ride.direction)}</p>
        <dl>
          <Row label={t("ride.receipt.departure")}>{formatRideDate(ride.date, locale)}</Row>
          <Row label={t("ride.receipt.pickups")}>{ride.pickups.join(" · ")}</Row>
          <Row label={t("ride.receipt.dropoffs")}>{ride.dropoffs.join(" · ")}</Row>
          <Row label={t("ride.receipt.checkpoint")}>
            {t("ride.receipt.checkpoint_name", { checkpoint: ride.checkpoint })}
          </Row>
        </dl>
      </Section>

      <Section title={t("ride.receipt.operator")}>
        {operator ? (
          <dl>
            <Row label={t("ride.receipt.company")}>{operator.companyName ?? notGiven}</Row>
            <Row label={t("ride.receipt.licence")}>
              {operator.licenceType
                ? `${t(LICENCE_LABELS[operator.licenceType])}${operator.licenceNumber ? `, ${operator.licenceNumber}` : ""}`
                : notGiven}
            </Row>
            <Row label={t("ride.receipt.registration")}>{operator.registration ?? notGiven}</Row>
            <Row label={t("ride.receipt.plate")}>{operator.plate ?? notGiven}</Row>
          </dl>
        ) : (
          <p>{t("ride.receipt.no_operator")}</p>
        )}
      </Section>

      <Section title={t("ride.receipt.amounts")}>
        <dl>
          <Row label={t("ride.receipt.quote")}>{formatMoney(receipt.quoteCents)}</Row>
          {receipt.stopFeeCents > 0 ? (
            <Row label={t("ride.receipt.stop_fees")}>{formatMoney(receipt.stopFeeCents)}</Row>
          ) : null}
          <Row
            label={t("ride.receipt.share", { count: receipt.passengerCount })}
            testId="receipt-share"
          >
            {formatMoney(receipt.shareCents)}
          </Row>
        </dl>
      </Section>

      <Section title={t("ride.receipt.payments")}>
        {receipt.payments.length === 0 ? (
          <p>{t("ride.receipt.no_payments")}</p>
        ) : (
          <dl>
            {receipt.payments.map((payment) => (
              <Row key={payment.recordedAt} label={formatRideDate(payment.recordedAt, locale)}>
                {payment.amountCents < 0
                  ? `−${formatMoney(-payment.amountCents)}`
                  : formatMoney(payment.amountCents)}
              </Row>
            ))}
          </dl>
        )}
        <dl className="border-t border-border pt-1">
          <Row label={t("ride.receipt.paid")} testId="receipt-paid">
            {formatMoney(receipt.paidCents)}
          </Row>
          <Row
            label={t(
              receipt.balanceCents > 0
                ? "ride.receipt.balance"
                : receipt.balanceCents < 0
                  ? "ride.receipt.refund"
                  : "ride.receipt.settled",
            )}
            testId="receipt-balance"
          >
            {formatMoney(Math.abs(receipt.balanceCents))}
          </Row>
        </dl>
      </Section>
    </article>
  );
}
