import { useSyncExternalStore } from "react";

let pageShown = false;
const listeners = new Set<() => void>();

/** The first page has committed: hydrated, when the server drew it (router.tsx). */
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
 * False on the server and until the first page has committed (a drawn page: hydrated), true
 * after: what only the browser can draw (the bell, the toaster, the share sheet, tooltips) waits
 * for it, so the first render matches the server's HTML. It waits for the page, not the frame
 * around it: React hydrates the page's Suspense boundary in a pass after the frame's, and each of
 * those lazy parts that suspended before it held that pass's commit up to 300 ms (React throttles
 * a Suspense reveal that soon after a fallback was shown).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => pageShown,
    () => false,
  );
