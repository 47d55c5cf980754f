import {
  cloneElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  type Ref,
  Suspense,
  useRef,
  useState,
} from "react";
import { assignRef } from "../../lib/assign-ref.ts";
import type { ConfirmPanelProps } from "./confirm-dialog-panel.tsx";
import { EscapeWhileLoading } from "./escape-while-loading.tsx";

// A ride's page draws a dozen of these closed; the dialog itself (Radix's dialog, focus trap and
// scroll lock, 12 KB brotli) loads with the first one opened, off the page's first load.
const ConfirmDialogPanel = lazy(() =>
  import("./confirm-dialog-panel.tsx").then((module) => ({ default: module.ConfirmDialogPanel })),
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
        <Suspense fallback={shown ? <EscapeWhileLoading onEscape={() => setOpen(false)} /> : null}>
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
