import { clsx } from "clsx";
import { CircleAlert } from "lucide-react";
import type { ComponentProps } from "react";

/** The red box for errors; announced to screen readers as it appears. */
export function ErrorAlert({ className, children, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="alert"
      className={clsx(
        "flex items-start gap-2 rounded-lg border border-destructive-soft-border bg-destructive-soft",
        "px-3 py-2.5 text-sm text-destructive-soft-foreground",
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
