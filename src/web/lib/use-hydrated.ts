import { useSyncExternalStore } from "react";

// A page the browser draws itself is shown from its first render; a drawn one once hydrated.
let pageShown =
  typeof document !== "undefined" && document.querySelector("[data-prerendered]") === null;
const listeners = new Set<() => void>();

/** The first page has committed (router.tsx): a drawn page is hydrated. */
export function markPageShown() {
  if (pageShown) return;
  pageShown = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * False on the server and, on a drawn page, until the page has hydrated; true after, and from the
 * first render when the browser draws the page itself. What only the browser can draw (the bell,
 * the toaster, the share sheet, tooltips) waits for it, so the first render matches the server's
 * HTML. It waits for the page, not the frame around it: the page's Suspense boundary may hydrate
 * in a pass after the frame's, and a lazy part that suspended before it could hold that pass up.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => pageShown,
    () => false,
  );
