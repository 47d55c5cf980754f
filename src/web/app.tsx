import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense } from "react";
import { Router, useLocation } from "wouter";
import { AppErrorBoundary } from "./components/layout/app-error-boundary.tsx";
import { Footer } from "./components/layout/footer.tsx";
import { NavBar } from "./components/layout/nav-bar.tsx";
import { OfflineBanner } from "./components/layout/offline-banner.tsx";
import { AuthProvider } from "./features/auth/components/auth-provider.tsx";
import { LanguagePicker } from "./features/language/components/language-picker.tsx";
import { i18n, useT } from "./lib/i18n.ts";
import { pageLoaded } from "./lib/page-loaded.ts";
import { useAuth } from "./lib/use-auth.ts";
import { useHydrated } from "./lib/use-hydrated.ts";
import { useLiveEvents } from "./lib/use-live-events.ts";
import { AppRoutes } from "./router.tsx";

// Toasts follow an action, never the first paint: the toaster's chunk loads after the page, out of
// the first download (npm run size). Toasts raised before it arrives are kept and shown then.
const Toaster = lazy(() =>
  pageLoaded()
    .then(() => import("./components/ui/toaster.tsx"))
    .then((module) => ({ default: module.Toaster })),
);

// The bell loads after the page too: it is not part of what /home needs to show first.
const NotificationBell = lazy(() =>
  pageLoaded()
    .then(() => import("./features/notifications/components/notification-bell.tsx"))
    .then((module) => ({ default: module.NotificationBell })),
);

/** The top bar, with the bell and one live event stream while someone is signed in. */
function TopBar() {
  const { user } = useAuth();
  useLiveEvents(user !== null);
  // The bell is the browser's alone: a prerendered page draws its place, empty.
  const hydrated = useHydrated();
  const bell = user && hydrated && (
    <Suspense fallback={<span className="block size-10" />}>
      <NotificationBell />
    </Suspense>
  );
  return <NavBar language={<LanguagePicker variant="bar" />} bell={bell} />;
}

/** The pages, under their own error boundary: the nav and footer stay usable when a page fails. */
function Pages() {
  const [location] = useLocation();
  return (
    <AppErrorBoundary resetKey={location}>
      <AppRoutes />
    </AppErrorBoundary>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-card font-medium text-foreground shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2.5"
    >
      {t("app.skip_to_content")}
    </a>
  );
}

/** Where a page is drawn on the server (server-render.tsx); the browser reads its own location. */
export interface ServerLocation {
  path: string;
  search: string;
}

/**
 * The toaster, once the page is hydrated. A component of its own: hydration ending must not
 * re-render App, which would hand the page's Suspense boundary new children before its chunk is
 * in, and the server's page would give way to the spinner until it is.
 */
function HydratedToaster() {
  const hydrated = useHydrated();
  return (
    hydrated && (
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    )
  );
}

export function App({ client, at }: { client: QueryClient; at?: ServerLocation }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <Router ssrPath={at?.path} ssrSearch={at?.search}>
            <SkipLink />
            <div className="flex min-h-dvh flex-col">
              <TopBar />
              <main
                id="main"
                tabIndex={-1}
                className="mx-auto w-full max-w-6xl flex-1 px-4 pt-[calc(3.5rem+env(safe-area-inset-top)+1.5rem)] pb-10 outline-none sm:px-6 print:max-w-none print:p-0"
              >
                <OfflineBanner />
                <Pages />
              </main>
              <Footer />
            </div>
            <HydratedToaster />
          </Router>
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** The app as main.tsx renders or hydrates it, and as the server prerenders it. */
export function AppRoot(props: { client: QueryClient; at?: ServerLocation }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <App {...props} />
      </AppErrorBoundary>
    </StrictMode>
  );
}
