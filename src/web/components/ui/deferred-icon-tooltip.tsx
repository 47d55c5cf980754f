import { lazy, type ReactNode, Suspense } from "react";

// Radix's tooltip and the floating-ui that places it weigh about 20 KB gzip: on a control drawn
// on every first load (the bar), the tooltip comes after the page, in a chunk of its own.
const IconTooltip = lazy(() =>
  import("./tooltip.tsx").then((module) => ({ default: module.IconTooltip })),
);

/** IconTooltip for the app's frame: the bare control until the tooltip's code is in. */
export function DeferredIconTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <IconTooltip label={label}>{children}</IconTooltip>
    </Suspense>
  );
}
