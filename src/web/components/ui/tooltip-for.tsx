import { autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react-dom";
import { useEffect, useId, useState } from "react";
import { createPortal } from "react-dom";
import { TOOLTIP_DELAY_MS } from "../../../domain/shared/constants.ts";

/**
 * The tooltip of a control drawn without one (icon-tooltip.tsx): shown after a pointer's rest
 * (spec 9.17) or on the keyboard's focus, gone on a tap, on leaving or on Escape.
 */
export function TooltipFor({ anchor, label }: { anchor: HTMLElement; label: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { refs, floatingStyles } = useFloating({
    elements: { reference: anchor },
    open,
    placement: "top",
    middleware: [offset(4), flip(), shift({ padding: 4 })],
    whileElementsMounted: autoUpdate,
  });

  useEffect(() => {
    let rest: ReturnType<typeof setTimeout> | undefined;
    const show = () => setOpen(true);
    const hide = () => {
      clearTimeout(rest);
      setOpen(false);
    };
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      clearTimeout(rest);
      rest = setTimeout(show, TOOLTIP_DELAY_MS);
    };
    const onFocus = () => {
      if (anchor.matches(":focus-visible")) show();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    const listeners = [
      ["pointerenter", onPointerEnter],
      ["pointerleave", hide],
      ["pointerdown", hide],
      ["focus", onFocus],
      ["blur", hide],
      ["keydown", onKey],
    ] as const;
    for (const [type, listener] of listeners)
      anchor.addEventListener(type, listener as EventListener);
    return () => {
      clearTimeout(rest);
      for (const [type, listener] of listeners)
        anchor.removeEventListener(type, listener as EventListener);
    };
  }, [anchor]);

  useEffect(() => {
    if (!open) return;
    anchor.setAttribute("aria-describedby", id);
    return () => anchor.removeAttribute("aria-describedby");
  }, [anchor, id, open]);

  if (!open) return null;
  return createPortal(
    <div
      id={id}
      role="tooltip"
      ref={refs.setFloating}
      style={floatingStyles}
      className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow"
    >
      {label}
    </div>,
    document.body,
  );
}
