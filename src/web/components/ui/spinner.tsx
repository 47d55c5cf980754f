import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className={clsx("inline-flex items-center", className)}>
      <LoaderCircle aria-hidden="true" className="size-6 text-primary motion-safe:animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a whole page or section that is loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="[&_svg]:size-8" label={label} />
    </div>
  );
}
