// A drawn page shows its buttons seconds before the app's script has run on a slow phone, and
// until the page is hydrated a tap on one would do nothing (issue 40: "My Rides", "Passengers"
// and "Share" lost). This script, inline at the top of a drawn page, holds such taps from the
// first paint; the app takes them over and does them once the page is hydrated
// (src/web/lib/held-taps.ts). So are taps on a chip or a checkbox (a radio or checkbox input, or
// its label): the browser would tick it, and the app, not yet listening, would never hear of it.
// Links need no holding: the browser follows them.
import { createHash } from "node:crypto";

/** Runs in the browser as it is written here, before anything of the page is on screen. */
export const TAP_HOLDER = `(() => {
  const taps = new Set();
  const choice = (control) => control && (control.type === "radio" || control.type === "checkbox");
  const hold = (event) => {
    const button = event.target.closest && event.target.closest("button,[role=tab],input,label");
    if (!button) return;
    if (button.tagName === "INPUT" && !choice(button)) return;
    if (button.tagName === "LABEL" && !choice(button.control)) return;
    event.preventDefault();
    event.stopPropagation();
    taps.add(button);
  };
  addEventListener("click", hold, true);
  window.heldTaps = { taps, stop: () => removeEventListener("click", hold, true) };
})();`;

/** The script's CSP source: it runs without allowing inline scripts in general. */
export const TAP_HOLDER_SOURCE = `'sha256-${createHash("sha256").update(TAP_HOLDER).digest("base64")}'`;
