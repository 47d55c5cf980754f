import {
  cloneElement,
  lazy,
  type ReactElement,
  type Ref,
  Suspense,
  useCallback,
  useState,
} from "react";
import { assignRef } from "../../lib/assign-ref.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

// The tooltip and floating-ui, which places it, stay off the first load (decision 048): on a
// control drawn on every page (the bar), the tooltip comes after the page, in a chunk of its own.
const TooltipFor = lazy(() =>
  import("./tooltip-for.tsx").then((module) => ({ default: module.TooltipFor })),
);

type Control = ReactElement<{ ref?: Ref<HTMLElement> }>;

/**
 * The name of an icon-only button, shown on hover and keyboard focus after the spec's delay (the
 * button keeps its own accessible name: the tooltip repeats it for sighted readers). The control
 * is drawn at once and the tooltip beside it once its code is in: the control is never drawn
 * again for it. Wrapped in a boundary waiting for that code, a drawn page's control was replaced
 * twice in its first seconds (when anything above it changed, and when the code came): a finger
 * down on the old control and up on the new one tapped nothing, and the focus went with the old.
 */
export function IconTooltip({ label, children }: { label: string; children: Control }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const own = children.props.ref;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setAnchor(node);
      assignRef(own, node);
    },
    [own],
  );
  const hydrated = useHydrated();
  const control = cloneElement(children, { ref });
  return (
    <>
      {control}
      <Suspense fallback={null}>
        {anchor && hydrated ? <TooltipFor anchor={anchor} label={label} /> : null}
      </Suspense>
    </>
  );
}
