import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * One line of a cost table (a `dl` row): what it is on the left, the amount on the right. A
 * `total` line is bold on both sides; `live` announces changes to the amount.
 */
export function CostRow({
  label,
  total = false,
  live = false,
  className,
  valueClassName,
  children,
}: {
  label: ReactNode;
  total?: boolean;
  live?: boolean;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("flex justify-between gap-3 px-3 py-2", className)}>
      <dt className={total ? "font-semibold" : "text-muted-foreground"}>{label}</dt>
      <dd
        className={clsx(
          "shrink-0 whitespace-nowrap tabular-nums",
          total ? "font-semibold" : valueClassName,
        )}
        aria-live={live ? "polite" : undefined}
      >
        {children}
      </dd>
    </div>
  );
}
