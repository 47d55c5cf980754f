import { IdCard, X } from "lucide-react";
import { useState } from "react";
import { IconTooltip } from "../../../components/ui/icon-tooltip.tsx";
import { useT } from "../../../lib/i18n.ts";

/**
 * The amber reminder to bring a passport (SG->FC rides); the rider can dismiss it. The dismiss
 * button goes with it, so `onDismiss` should move keyboard focus somewhere useful.
 */
export function PassportReminder({ onDismiss }: { onDismiss?: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <IdCard aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">{t("form.passport.title")}</p>
        <p>{t("form.passport.text")}</p>
      </div>
      <IconTooltip label={t("form.passport.dismiss")}>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            onDismiss?.();
          }}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-amber-900"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("form.passport.dismiss")}</span>
        </button>
      </IconTooltip>
    </div>
  );
}
