/**
 * Taps on a drawn page before it is hydrated: before `hydrateRoot` runs nothing listens.
 * From the first paint until the page is hydrated, a tap on a button or a chip is held by the
 * page's inline script (src/server/pages/tap-holder.ts), neither sent as a form nor dropped, and
 * done then (router.tsx). No part of a drawn page waits for code of its own to hydrate: the bar's
 * tooltip comes beside its button, not around it (icon-tooltip.tsx).
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

const holder = () => (typeof window === "undefined" ? undefined : window.heldTaps);

/**
 * Ends the holding: each held control still on the page is tapped once, in the order it was first
 * tapped. If the app failed (`replay` false), it taps nothing: its failure's own buttons take taps.
 */
export function releaseTaps(replay: boolean) {
  const held = holder();
  if (!held) return;
  window.heldTaps = undefined;
  held.stop();
  if (replay) for (const button of held.taps) stillThere(button)?.click();
}

/**
 * The control tapped, or the one drawn in its place since (a part is drawn again where the page
 * hydrated differs from the one drawn): the one element of its kind and role with its words.
 */
function stillThere(button: HTMLElement): HTMLElement | undefined {
  if (button.isConnected) return button;
  const same = [...document.querySelectorAll<HTMLElement>(button.tagName)].filter(
    (other) =>
      other.textContent === button.textContent &&
      other.getAttribute("role") === button.getAttribute("role"),
  );
  return same.length === 1 ? same[0] : undefined;
}
