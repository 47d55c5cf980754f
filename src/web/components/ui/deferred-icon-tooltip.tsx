import { cloneElement, lazy, type ReactElement, type Ref, Suspense } from "react";
import { holdTapsFor } from "../../lib/held-taps.ts";

// Radix's tooltip and the floating-ui that places it weigh about 20 KB gzip: on a control drawn
// on every first load (the bar), the tooltip comes after the page, in a chunk of its own. A tap
// held on the control meanwhile waits for it (held-taps.ts).
const IconTooltip = lazy(() =>
  holdTapsFor(import("./tooltip.tsx").then((module) => ({ default: module.IconTooltip }))),
);

// The element that last had the focus, from before React started: a keyboard can reach a drawn
// page's control before the app's script has run.
let lastFocused = typeof document === "undefined" ? null : document.activeElement;
if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => {
    lastFocused = event.target as Element;
  });
}

/**
 * React draws the control anew when the tooltip's code arrives, and when the drawn page's control
 * is updated before it has hydrated. The focus goes with the old one, and a keyboard user would
 * start again from the top of the page: the one drawn in its place takes it back.
 */
function takeFocusBack(node: HTMLElement | null) {
  const lost = lastFocused;
  if (!node || !lost || lost === node || lost.isConnected) return;
  if (document.activeElement !== null && document.activeElement !== document.body) return;
  if (lost.tagName === node.tagName && lost.textContent === node.textContent) node.focus();
}

type Control = ReactElement<{ ref?: Ref<HTMLElement> }>;

/** IconTooltip for the app's frame: the bare control until the tooltip's code is in. */
export function DeferredIconTooltip({ label, children }: { label: string; children: Control }) {
  const own = children.props.ref;
  const control = cloneElement(children, {
    ref: (node: HTMLElement | null) => {
      takeFocusBack(node);
      if (typeof own === "function") own(node);
      else if (own) own.current = node;
    },
  });
  return (
    <Suspense fallback={control}>
      <IconTooltip label={label}>{control}</IconTooltip>
    </Suspense>
  );
}
