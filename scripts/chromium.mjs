// Debian's Chromium, as every browser run here launches it: the tests, screenshots, rendered
// images and Lighthouse. The flags keep it from reaching out to Google's services (the machine
// has no network beyond its package registries) and let it run as root without a GPU.
export const CHROMIUM_PATH = "/usr/bin/chromium";
/**
 * Debian's build of Chromium's headless shell: the same Blink without the full browser's window
 * and GPU processes, which Playwright itself runs headless tests in. The browser tests use it
 * but where they need the full browser (decision 054).
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
