import { options } from "preact";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { isLocale } from "../domain/i18n/locales.ts";
import { AppRoot } from "./app.tsx";
import { AppFailed } from "./components/layout/app-error-boundary.tsx";
import { seedFirstReads } from "./lib/first-reads.ts";
import { releaseTaps } from "./lib/held-taps.ts";
import { startI18n } from "./lib/i18n.ts";
import { pageLoaded } from "./lib/page-loaded.ts";
import { queryClient } from "./lib/query-client.ts";
import { loadDrawnPage } from "./router.tsx";
import "./styles.css";

// Effects run as soon as a render is done, not after the next frame, as React runs those of a
// tap before the next key: Radix's dialogs listen for Escape from one, and an Escape pressed
// right after the tap that opened one was lost (decision 059).
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

// The page arrived with its first API answers (the session, the rides or the ride): in the cache
// before the first render, so the first cards need no second round trip.
seedFirstReads(queryClient);

// A page the server drew (server-render.tsx) names the language it was drawn in: the app starts
// in it, so that hydration finds the same words. Its buttons do nothing until it is hydrated:
// a tap on one meanwhile is held (held-taps.ts) and done then (router.tsx).
const prerendered = container.dataset.prerendered;
const started = await startI18n(isLocale(prerendered) ? prerendered : undefined).then(
  () => true,
  (error: unknown) => {
    console.error("The language's texts could not be loaded", error);
    return false;
  },
);

if (!started) {
  // Without its texts the app cannot draw itself: its failure shows, in English.
  releaseTaps(false);
  createRoot(container).render(<AppFailed />);
} else if (prerendered) {
  // The app takes over the server's HTML once the page's own chunk is in (preloaded beside this
  // script). Hydrated without it, the page waited for its code, and any update above it before
  // then (a catalog arriving) threw the drawn page away for the spinner.
  await loadDrawnPage(location.pathname).catch((error: unknown) => {
    console.error("The page's code could not be loaded", error);
  });
  hydrateRoot(container, <AppRoot client={queryClient} />);
} else {
  // A transition renders in slices of a few milliseconds, so the first render never blocks input
  // for long; the static frame in index.html stays on screen until it commits. The language's
  // first catalogs are preloaded beside this script (web-client.ts), so the wait is short.
  startTransition(() => {
    createRoot(container).render(<AppRoot client={queryClient} />);
  });
}

// The service worker keeps the app shell for offline visits; development builds go without it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  void pageLoaded().then(() =>
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      console.warn("Service worker registration failed", error);
    }),
  );
}
