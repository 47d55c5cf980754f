import { clsx } from "clsx";
import { AlertDialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { useT } from "../../lib/i18n.ts";
import { buttonClasses } from "./button.tsx";
import { dialogContentClasses, dialogOverlayClasses } from "./dialog-classes.ts";

export interface ConfirmPanelProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes the dialog and does nothing ("Cancel" unless the action is one). */
  dismissLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
  /** Extra content between the description and the buttons (e.g. a reason field). */
  children?: ReactNode;
}

/** ConfirmDialog's dialog, in a chunk of its own: Radix's dialog loads with the first one opened. */
export function ConfirmDialogPanel({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  confirmLabel,
  dismissLabel,
  onConfirm,
  destructive = false,
  children,
}: ConfirmPanelProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened it: the focus goes back there when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content
          className={dialogContentClasses}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
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
