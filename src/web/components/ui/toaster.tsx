import { useLingui } from "@lingui/react";
import { clsx } from "clsx";
import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { translateMessage } from "../../../domain/i18n/message.ts";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "../../lib/toast.ts";

/**
 * Renders the toasts of lib/toast.ts with Radix's behaviour (F8, swipe right, 5 s), at the bottom
 * on every screen so a toast never covers the top bar. Their texts may be message ids or
 * references: they show in the current language.
 */
export function Toaster() {
  const toasts = useToasts();
  const { i18n } = useLingui();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          type={variant === "destructive" ? "foreground" : "background"}
          className={clsx(
            "toast group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden",
            "rounded-xl border p-4 pr-10 shadow-lg",
            variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-card text-card-foreground",
          )}
        >
          <div className="grid gap-1">
            {title ? (
              <Toast.Title className="text-sm font-semibold">
                {translateMessage(i18n, title)}
              </Toast.Title>
            ) : null}
            {description ? (
              <Toast.Description className="text-sm opacity-90">
                {translateMessage(i18n, description)}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={i18n._("app.toast.close")}
            className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={["F8"]}
        className="fixed right-0 bottom-0 z-[100] flex max-h-dvh w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
