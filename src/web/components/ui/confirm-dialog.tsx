import { clsx } from "clsx";
import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n.ts";
import { buttonClasses } from "./button.tsx";

export const dialogOverlayClasses = "fixed inset-0 z-50 bg-black/60";

export const dialogContentClasses =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-md " +
  "-translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border " +
  "bg-card p-5 text-card-foreground shadow-xl focus:outline-none sm:p-6";

/**
 * Asks before an action that cannot be undone: the title names the action, the description its
 * consequence. Cancel (or Escape) does nothing; the confirm button runs `onConfirm`.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  dismissLabel,
  onConfirm,
  destructive = false,
  children,
  open,
  onOpenChange,
}: {
  /** The button that opens the dialog (rendered as is). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes the dialog and does nothing ("Cancel" unless the action is one). */
  dismissLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
  /** Extra content between the description and the buttons (e.g. a reason field). */
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <AlertDialog.Root
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content className={dialogContentClasses}>
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("outline")}>
              {dismissLabel ?? t("app.cancel")}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={clsx(buttonClasses(destructive ? "destructive" : "primary"))}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
