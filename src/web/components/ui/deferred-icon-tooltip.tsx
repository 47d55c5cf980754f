import { lazy, type ReactNode, Suspense } from "react";
import { holdTapsFor } from "../../lib/held-taps.ts";

// Radix's tooltip and the floating-ui that places it weigh about 20 KB gzip: on a control drawn
// on every first load (the bar), the tooltip comes after the page, in a chunk of its own. A tap
// held on the control meanwhile waits for it (held-taps.ts).
const IconTooltip = lazy(() =>
  holdTapsFor(import("./tooltip.tsx").then((module) => ({ default: module.IconTooltip }))),
);

/** IconTooltip for the app's frame: the bare control until the tooltip's code is in. */
export function DeferredIconTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <IconTooltip label={label}>{children}</IconTooltip>
    </Suspense>
  );
}
