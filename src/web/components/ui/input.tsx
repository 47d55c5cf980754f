import { clsx } from "clsx";
import type { ComponentProps } from "react";

export const inputClasses =
  "block w-full min-h-11 rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground " +
  "shadow-xs placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-1 " +
  "focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 " +
  "read-only:bg-muted read-only:text-muted-foreground aria-invalid:border-destructive " +
  "aria-invalid:focus-visible:outline-destructive";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={clsx(inputClasses, className)} {...props} />;
}
