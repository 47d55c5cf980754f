import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, Suspense, use, useEffect } from "react";
import { Redirect, Route, Switch } from "wouter";
import { PAGE_AREAS, type PageName } from "../domain/i18n/areas.ts";
import { PageSpinner } from "./components/ui/spinner.tsx";
import { RequireAuth } from "./features/auth/components/protected-route.tsx";
import { drawnForItsReader, readTheReader } from "./lib/first-reads.ts";
import { releaseTaps } from "./lib/held-taps.ts";
import { loadPageAreas } from "./lib/i18n.ts";
import { readable } from "./lib/readable-promise.ts";
import { markPageShown } from "./lib/use-hydrated.ts";
import { loadMemberParts } from "./pages/member-parts.tsx";

/** A page's code: its chunk and its catalog areas (PAGE_AREAS), fetched on the first call. */
type PageCode = (() => Promise<ComponentType>) & { page: string };

/**
 * One chunk per page: a page's code loads only when its route is visited (or, for a page drawn on
 * the server, before hydration), together with the catalog areas its texts live in beyond the
 * initial ones.
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  areas: PageName,
): PageCode {
  let loading: Promise<ComponentType> | undefined;
  const code = () => {
    if (!loading) {
      // Marked the way `use` reads a promise: a page whose code is in draws at once.
      loading = readable(
        Promise.all([load(), loadPageAreas(PAGE_AREAS[areas])]).then(([module]) => module[name]),
      );
    }
    return loading;
  };
  return Object.assign(code, { page: name });
}

/**
 * A route's page, once its code is in: the Suspense boundary below shows a spinner until then.
 * Each page is a new subtree: the page left is unmounted at once. Preact keeps the children of a
 * component that suspends, and runs their effects again when it shows them, so a page left for
 * one whose code was still loading lived on, and its redirects ran again, at the new address.
 */
function Page({ code }: { code: PageCode }) {
  return <LoadedPage key={code.page} code={code} />;
}

function LoadedPage({ code }: { code: PageCode }) {
  const Shown = use(code());
  return <Shown />;
}

const HomePage = page(() => import("./pages/home-page.tsx"), "HomePage", "home-page");
const AuthPage = page(() => import("./pages/auth-page.tsx"), "AuthPage", "auth-page");
const ResetPasswordPage = page(
  () => import("./pages/reset-password-page.tsx"),
  "ResetPasswordPage",
  "reset-password-page",
);
const GuidePage = page(() => import("./pages/guide-page.tsx"), "GuidePage", "guide-page");
const BusGuidePage = page(
  () => import("./pages/bus-guide-page.tsx"),
  "BusGuidePage",
  "bus-guide-page",
);
const CreateRidePage = page(
  () => import("./pages/create-ride-page.tsx"),
  "CreateRidePage",
  "create-ride-page",
);
const EditRidePage = page(
  () => import("./pages/edit-ride-page.tsx"),
  "EditRidePage",
  "edit-ride-page",
);
const JoinRidePage = page(
  () => import("./pages/join-ride-page.tsx"),
  "JoinRidePage",
  "join-ride-page",
);
const RideDetailPage = page(
  () => import("./pages/ride-detail-page.tsx"),
  "RideDetailPage",
  "ride-detail-page",
);
const ReceiptPage = page(() => import("./pages/receipt-page.tsx"), "ReceiptPage", "receipt-page");
const VendorPage = page(() => import("./pages/vendor-page.tsx"), "VendorPage", "vendor-page");
const PrivacyPage = page(() => import("./pages/privacy-page.tsx"), "PrivacyPage", "privacy-page");
const ProfilePage = page(() => import("./pages/profile-page.tsx"), "ProfilePage", "profile-page");
const NotificationsPage = page(
  () => import("./pages/notifications-page.tsx"),
  "NotificationsPage",
  "notifications-page",
);
const WelcomePage = page(() => import("./pages/welcome-page.tsx"), "WelcomePage", "welcome-page");
const NotFoundPage = page(
  () => import("./pages/not-found-page.tsx"),
  "NotFoundPage",
  "not-found-page",
);

/**
 * The code of the page the server drew at `path` (web-client.ts draws the home and a ride's
 * page): main.tsx hydrates once it is in, so React never holds the drawn page while waiting for
 * it, where an update above would make it swap the page for the spinner (decision 037).
 */
export const loadDrawnPage = (path: string): Promise<unknown> =>
  path.startsWith("/rides/")
    ? // Drawn for one of its own people (or a driver), it may hold their parts too.
      Promise.all([RideDetailPage(), drawnForItsReader() ? loadMemberParts() : null])
    : HomePage();

const members = (code: PageCode) => (
  <RequireAuth>
    <Page code={code} />
  </RequireAuth>
);

/**
 * Commits with the page, so its effect runs once a drawn page is hydrated: the taps held
 * meanwhile are done (held-taps.ts), and a page drawn for any rider reads its reader's own part
 * (first-reads.ts). It sits in the pages' Suspense boundary, which may hydrate after the rest.
 */
function PageHydrated() {
  const client = useQueryClient();
  useEffect(() => {
    // When the first page answers taps: the bench's "interactive" (bench/first-card.ts).
    performance.mark("page-hydrated");
    markPageShown();
    releaseTaps(true);
    readTheReader(client);
  }, [client]);
  return null;
}

/** The route table of spec section 2, in matching order. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/">
          <Redirect to="/home" replace />
        </Route>
        <Route path="/home">
          <Page code={HomePage} />
        </Route>
        <Route path="/auth">
          <Page code={AuthPage} />
        </Route>
        <Route path="/reset-password">
          <Page code={ResetPasswordPage} />
        </Route>
        <Route path="/guide">
          <Page code={GuidePage} />
        </Route>
        <Route path="/bus-guide">
          <Page code={BusGuidePage} />
        </Route>
        <Route path="/privacy">
          <Page code={PrivacyPage} />
        </Route>
        <Route path="/rides/create">{members(CreateRidePage)}</Route>
        <Route path="/rides/edit/:id">{members(EditRidePage)}</Route>
        <Route path="/rides/:id/join">{members(JoinRidePage)}</Route>
        <Route path="/rides/:id/receipt">{members(ReceiptPage)}</Route>
        <Route path="/rides/:id">
          <Page code={RideDetailPage} />
        </Route>
        <Route path="/vendor">{members(VendorPage)}</Route>
        <Route path="/profile">{members(ProfilePage)}</Route>
        <Route path="/notifications">{members(NotificationsPage)}</Route>
        <Route path="/welcome">{members(WelcomePage)}</Route>
        <Route>
          <Page code={NotFoundPage} />
        </Route>
      </Switch>
      <PageHydrated />
    </Suspense>
  );
}
