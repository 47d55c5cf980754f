// Debian's Chromium, as every browser run here launches it: the tests, screenshots, rendered
// images and Lighthouse. The flags keep it from reaching out to Google's services (the machine
// has no network beyond its package registries) and let it run as root without a GPU.
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
