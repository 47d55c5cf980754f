import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * One line of a ride card's details (a `dl` row): an icon saying what it is, named for screen
 * readers, then the value. `multiline` values align to the icon's top instead of its middle.
 */
export function RideDetailRow({
  icon: Icon,
  label,
  multiline = false,
  valueClassName,
  children,
}: {
  icon: LucideIcon;
  label: string;
  multiline?: boolean;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("flex gap-2", multiline ? "items-start" : "items-center")}>
      <dt>
        <Icon
          aria-hidden="true"
          className={clsx("size-4 text-muted-foreground", multiline && "mt-0.5")}
        />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
