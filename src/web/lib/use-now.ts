import { useHydrated } from "./use-hydrated.ts";

/** When the server drew this page (prerender.ts), on a drawn page. */
const drawnAt =
  typeof document === "undefined" ? undefined : document.getElementById("root")?.dataset.drawnAt;

/**
 * The time a render draws by (what is past, what is today). On a drawn page, until it is
 * hydrated, the server's time when it drew it: Preact hydrates over the server's markup without
 * correcting its attributes (decision 059), so the first render must draw what the server drew,
 * whatever the phone's clock says; the page is drawn again by the phone's clock right after.
 */
export function useNow(): Date {
  const hydrated = useHydrated();
  return !hydrated && drawnAt ? new Date(drawnAt) : new Date();
}
