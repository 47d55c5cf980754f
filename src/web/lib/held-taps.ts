/**
 * Taps on a drawn page before React has hydrated the part tapped. Before `hydrateRoot` runs
 * nothing listens, and after it React drops a click on a part whose chunk has not arrived (it
 * cannot hydrate it without its code). From the first paint until the page is hydrated, a tap on
 * a button is held by the page's inline script (src/server/pages/tap-holder.ts), neither sent as
 * a form nor dropped, and done once the page is hydrated (router.tsx).
 */
interface TapHolder {
  taps: Set<HTMLElement>;
  stop(): void;
}

declare global {
  interface Window {
    heldTaps?: TapHolder;
  }
}

/**
 * Ends the holding: each held button still on the page is tapped once, in the order it was first
 * tapped, unless the app failed (`replay` false: its failure's own buttons take taps).
 */
export function releaseTaps(replay: boolean) {
  const holder = window.heldTaps;
  if (!holder) return;
  window.heldTaps = undefined;
  holder.stop();
  if (replay) for (const button of holder.taps) if (button.isConnected) button.click();
}
