/**
 * Resolves once the page and everything it started loading have loaded: at once when that has
 * happened already (main.tsx awaits the first catalogs, so the load event may be past).
 */
export const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
