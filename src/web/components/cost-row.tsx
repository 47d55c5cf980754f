import { clsx } from "clsx";
import type { ReactNode } from "react";
import { formatMoney, rideCostCents, stopFeeCents } from "../../domain/ride/price.ts";
import type { Ride } from "../../domain/ride/ride-schemas.ts";
import { useT } from "../lib/i18n.ts";

/**
 * One line of a cost table (a `dl` row): what it is on the left, the amount on the right. A
 * `total` line is bold on both sides; `live` announces changes to the amount.
 */
export function CostRow({
  label,
  total = false,
  live = false,
  className,
  children,
}: {
  label: ReactNode;
  total?: boolean;
  live?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("flex justify-between gap-3 px-3 py-2", className)}>
      <dt className={total ? "font-semibold" : "text-muted-foreground"}>{label}</dt>
      <dd
        className={clsx(
          "shrink-0 whitespace-nowrap tabular-nums",
          total ? "font-semibold" : "font-medium",
        )}
        aria-live={live ? "polite" : undefined}
      >
        {children}
      </dd>
    </div>
  );
}

/** The ride's Base Cost, Additional Stops and Total Cost: the rows every cost table starts with. */
export function RideCostRows({ ride }: { ride: Ride }) {
  const t = useT();
  const cost = rideCostCents(ride);
  return (
    <>
      <CostRow label={t("app.cost.base")}>{formatMoney(cost.base)}</CostRow>
      <CostRow
        label={
          <>
            {t("app.cost.stops")}
            <span className="block text-xs">
              {ride.additionalStops} × {formatMoney(stopFeeCents(ride))}
            </span>
          </>
        }
      >
        {formatMoney(cost.stops)}
      </CostRow>
      <CostRow label={t("app.cost.total")} total>
        {formatMoney(cost.total)}
      </CostRow>
    </>
  );
}
