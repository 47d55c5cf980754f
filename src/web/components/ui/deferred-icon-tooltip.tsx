import {
  cloneElement,
  lazy,
  type ReactElement,
  type Ref,
  Suspense,
  useCallback,
  useState,
} from "react";

// The tooltip and floating-ui, which places it, stay off the first load (decision 048): on a
// control drawn on every page (the bar), the tooltip comes after the page, in a chunk of its own.
const TooltipFor = lazy(() =>
  import("./tooltip-for.tsx").then((module) => ({ default: module.TooltipFor })),
);

type Control = ReactElement<{ ref?: Ref<HTMLElement> }>;

/**
 * IconTooltip for the app's frame: the control at once, its tooltip beside it once the code is in.
 * The control is never drawn again for the tooltip's sake. A drawn page's control wrapped in a
 * boundary waiting for that code was replaced twice in its first seconds (when the page's reads
 * changed anything above it, and when the code came): a finger down on the old control and up on
 * the new one tapped nothing, and the keyboard's focus went with the old one.
 */
export function DeferredIconTooltip({ label, children }: { label: string; children: Control }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const own = children.props.ref;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setAnchor(node);
      if (typeof own === "function") own(node);
      else if (own) own.current = node;
    },
    [own],
  );
  const control = cloneElement(children, { ref });
  return (
    <>
      {control}
      <Suspense fallback={null}>
        {anchor ? <TooltipFor anchor={anchor} label={label} /> : null}
      </Suspense>
    </>
  );
}
