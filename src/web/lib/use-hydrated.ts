import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while the browser hydrates a prerendered page, true after: what only
 * the browser can draw (the bell, the toaster, the share sheet) waits for it, so the first render
 * matches the server's HTML. A page the browser renders itself is hydrated from its first render.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
