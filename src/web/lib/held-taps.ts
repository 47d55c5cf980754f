/**
 * Taps on a drawn page before React has hydrated the part tapped. Before `hydrateRoot` runs
 * nothing listens, and after it React drops a click on a part whose chunk has not arrived (it
 * cannot hydrate it without its code): from the moment the app's script runs until the page is
 * hydrated, a tap on a button is held here, and done once it is (router.tsx).
 */
let held: Set<HTMLElement> | undefined;

function hold(event: MouseEvent) {
  const button = (event.target as Element).closest<HTMLElement>("button,[role=tab]");
  if (!button || !held) return;
  // Neither the browser (a form sent as a GET to this page) nor React (a dropped click) acts now.
  event.preventDefault();
  event.stopPropagation();
  held.add(button);
}

export function holdTaps() {
  held = new Set();
  addEventListener("click", hold, true);
}

/**
 * Ends the holding: each held button still on the page is tapped once, in the order it was first
 * tapped, unless the app failed (`replay` false: its failure's own buttons take taps).
 */
export function releaseTaps(replay: boolean) {
  removeEventListener("click", hold, true);
  for (const button of held ?? []) if (replay && button.isConnected) button.click();
  held = undefined;
}
