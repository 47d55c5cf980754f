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
 * HTML. It waits for the page, not the frame around it: React hydrates the page's Suspense
 * boundary in a pass after the frame's, and each of those lazy parts that suspended before it held
 * that pass's commit up to 300 ms (React throttles a Suspense reveal that soon after a fallback).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => pageShown,
    () => false,
  );
