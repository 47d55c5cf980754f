import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { AppErrorBoundary, AppFailed } from "./components/layout/app-error-boundary.tsx";
import { seedFirstReads } from "./lib/first-reads.ts";
import { startI18n } from "./lib/i18n.ts";
import { pageLoaded } from "./lib/page-loaded.ts";
import { queryClient } from "./lib/query-client.ts";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

// The page arrived with its first API answers (the session, the rides or the ride): in the cache
// before the first render, so the first cards need no second round trip.
seedFirstReads(queryClient);

// A transition renders in slices of a few milliseconds, so the first render never blocks input
// for long; the static frame in index.html stays on screen until it commits. The language's
// first catalogs are preloaded beside this script (web-client.ts), so the wait is short; when
// they cannot be loaded, the app's failure shows (in English) instead of the frame forever.
const started = await startI18n().then(
  () => true,
  (error: unknown) => {
    console.error("The language's texts could not be loaded", error);
    return false;
  },
);
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      {started ? (
        <AppErrorBoundary>
          <App />
        </AppErrorBoundary>
      ) : (
        <AppFailed />
      )}
    </StrictMode>,
  );
});

// The service worker keeps the app shell for offline visits; development builds go without it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  void pageLoaded().then(() =>
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      console.warn("Service worker registration failed", error);
    }),
  );
}
