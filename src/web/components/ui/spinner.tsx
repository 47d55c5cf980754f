import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import { useT } from "../../lib/i18n.ts";

/** A loading indicator; `label` (translated) says what is loading, "Loading" by default. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <span role="status" className={clsx("inline-flex items-center", className)}>
      <LoaderCircle aria-hidden="true" className="size-6 text-primary motion-safe:animate-spin" />
      <span className="sr-only">{label ?? t("app.loading")}</span>
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
