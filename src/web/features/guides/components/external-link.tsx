import { clsx } from "clsx";
import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../../lib/i18n.ts";

/** A link to another site: opens in a new tab, says so to screen readers, no referrer or opener. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx(
        "inline-block min-h-6 rounded-sm py-0.5 font-medium text-primary underline underline-offset-4",
        "hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="ml-1 inline-block size-3.5 align-[-2px]" />
      <span className="sr-only"> {t("guide.new_tab")}</span>
    </a>
  );
}
