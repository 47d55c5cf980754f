import { clsx } from "clsx";
import type { ComponentProps } from "react";

export type BadgeVariant = "default" | "secondary" | "outline" | "success" | "warning" | "danger";

const variants: Record<BadgeVariant, string> = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-muted text-muted-foreground",
  outline: "border-border text-foreground",
  success: "border-transparent bg-accent text-accent-foreground",
  warning:
    "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
  danger: "border-destructive-soft-border bg-destructive-soft text-destructive-soft-foreground",
};

/** A small label: status, count or role. */
export function Badge({
  variant = "default",
  className,
  ...props
}: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        "[&_svg]:size-3.5 [&_svg]:shrink-0",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
