/**
 * Taps on a drawn page before React has hydrated the part tapped. Before `hydrateRoot` runs
 * nothing listens, and after it React drops a click on a part whose chunk has not arrived (it
 * cannot hydrate it without its code). From the first paint until the page is hydrated, and the
 * parts that come after it are in, a tap on a button or a chip is held by the page's inline script
 * (src/server/pages/tap-holder.ts), neither sent as a form nor dropped, and done then (router.tsx).
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

/** The code of drawn parts that hydrate after the page (deferred chunks), asked meanwhile. */
const partsComing: Promise<unknown>[] = [];

/**
 * For a part of the app's frame whose code comes after the page (a lazy chunk, as the bar's
 * tooltip): while taps are held, they wait for `code` too, since a tap done on the part before it
 * has hydrated would be dropped.
 */
export function holdTapsFor<T>(code: Promise<T>): Promise<T> {
  if (holder()) partsComing.push(code);
  return code;
}

/**
 * Ends the holding once the parts asked for meanwhile are in: each held control still on the
 * page is tapped once, in the order it was first tapped. If the app failed (`replay` false), it
 * ends at once and taps nothing: its failure's own buttons take taps.
 */
export function releaseTaps(replay: boolean) {
  const held = holder();
  if (!held) return;
  window.heldTaps = undefined;
  if (!replay) {
    held.stop();
    return;
  }
  void Promise.allSettled(partsComing).then(() => {
    held.stop();
    for (const button of held.taps) stillThere(button)?.click();
  });
}

/**
 * The control tapped, or the one drawn in its place since (React draws a part again when its
 * deferred code arrives): the one element of its kind and role with its words.
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
