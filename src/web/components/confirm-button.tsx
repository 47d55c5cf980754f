import { type ReactNode, useState } from "react";
import { useT } from "../lib/i18n.ts";
import { Button } from "./ui/button.tsx";

/**
 * A button that asks first: pressed, it shows what will happen (`consequence`) with a button to
 * go ahead (`confirmLabel`) and one to cancel; only the second press acts.
 */
export function ConfirmButton({
  label,
  confirmLabel,
  consequence,
  onConfirm,
  pending = false,
  disabled = false,
  variant = "outline",
  describedBy,
}: {
  label: string;
  confirmLabel: string;
  consequence: ReactNode;
  onConfirm: () => void;
  pending?: boolean;
  /** Not ready to ask yet (a field it needs is empty). */
  disabled?: boolean;
  variant?: "outline" | "destructive" | "primary";
  describedBy?: string;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button
        size="sm"
        variant={variant}
        disabled={pending || disabled}
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
      >
        {pending ? t("app.working") : label}
      </Button>
    );
  }
  return (
    <fieldset aria-label={label} className="w-full space-y-2">
      <p className="text-sm">{consequence}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={variant === "outline" ? "destructive" : variant}
          autoFocus
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
          {t("app.cancel")}
        </Button>
      </div>
    </fieldset>
  );
}
