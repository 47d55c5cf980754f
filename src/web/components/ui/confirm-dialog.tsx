import {
  cloneElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  type Ref,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { assignRef } from "../../lib/assign-ref.ts";
import type { ConfirmPanelProps } from "./confirm-dialog-panel.tsx";

// A ride's page draws a dozen of these closed; the dialog itself (Radix's dialog, focus trap and
// scroll lock, 12 KB brotli) loads with the first one opened, off the page's first load.
let panelLoaded = false;
const ConfirmDialogPanel = lazy(() =>
  import("./confirm-dialog-panel.tsx").then((module) => {
    panelLoaded = true;
    return { default: module.ConfirmDialogPanel };
  }),
);

type Trigger = ReactElement<{
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}>;

/**
 * Asks before an action that cannot be undone: the title names the action, the description its
 * consequence. Cancel (or Escape) does nothing; the confirm button runs `onConfirm`.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  ...panel
}: ConfirmPanelProps & {
  /** The button that opens the dialog (rendered as is). */
  trigger: Trigger;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const shown = open ?? ownOpen;
  // Once opened it stays mounted, so that closing it hands the focus back.
  const [asked, setAsked] = useState(shown);
  if (shown && !asked) setAsked(true);
  const control = useRef<HTMLElement | null>(null);
  // An Escape pressed while the dialog's code is still on its way: nothing listens for it yet, and
  // the dialog would open once the code came.
  useEffect(() => {
    if (!shown || panelLoaded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !panelLoaded) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });
  const own = trigger.props.ref;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const button = cloneElement(trigger, {
    ref: (node: HTMLElement | null) => {
      control.current = node;
      assignRef(own, node);
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      if (!event.defaultPrevented) setOpen(true);
    },
    "aria-haspopup": "dialog",
    "aria-expanded": shown,
  } as Partial<Trigger["props"]>);
  return (
    <>
      {button}
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialogPanel
            {...panel}
            open={shown}
            onOpenChange={setOpen}
            returnFocusTo={control}
          />
        </Suspense>
      ) : null}
    </>
  );
}
