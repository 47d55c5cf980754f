import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import type { Area } from "../domain/i18n/areas.ts";
import { PageSpinner } from "./components/ui/spinner.tsx";
import { RequireAuth } from "./features/auth/components/protected-route.tsx";
import { loadPageAreas } from "./lib/i18n.ts";

/**
 * One chunk per page: a page's code loads only when its route is visited, together with the
 * catalog areas its texts live in (beyond the initial ones). A page that words a rule's refusal
 * as it renders (a vendor on the create page, a full ride) needs "error" before it renders.
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  areas: readonly Area[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadPageAreas(areas)]);
    return { default: module[name] as ComponentType };
  });
}

const HomePage = page(() => import("./pages/home-page.tsx"), "HomePage");
const AuthPage = page(() => import("./pages/auth-page.tsx"), "AuthPage", [
  "account",
  "form",
  "error",
]);
const ResetPasswordPage = page(
  () => import("./pages/reset-password-page.tsx"),
  "ResetPasswordPage",
  ["account", "form", "error"],
);
const GuidePage = page(() => import("./pages/guide-page.tsx"), "GuidePage", ["guide"]);
const BusGuidePage = page(() => import("./pages/bus-guide-page.tsx"), "BusGuidePage", ["guide"]);
const CreateRidePage = page(() => import("./pages/create-ride-page.tsx"), "CreateRidePage", [
  "form",
  "ride",
  "error",
]);
const EditRidePage = page(() => import("./pages/edit-ride-page.tsx"), "EditRidePage", [
  "form",
  "ride",
  "error",
]);
const JoinRidePage = page(() => import("./pages/join-ride-page.tsx"), "JoinRidePage", [
  "form",
  "ride",
  "error",
]);
// "account": the offer to turn on notifications (PushOffer) after joining or creating.
const RideDetailPage = page(() => import("./pages/ride-detail-page.tsx"), "RideDetailPage", [
  "ride",
  "form", // its join form and passport reminder
  "account",
  "error",
]);
const VendorPage = page(() => import("./pages/vendor-page.tsx"), "VendorPage", ["vendor", "error"]);
const ProfilePage = page(() => import("./pages/profile-page.tsx"), "ProfilePage", [
  "account",
  "form",
  "error",
]);
const NotificationsPage = page(
  () => import("./pages/notifications-page.tsx"),
  "NotificationsPage",
  ["account"],
);
const WelcomePage = page(() => import("./pages/welcome-page.tsx"), "WelcomePage", ["account"]);
const NotFoundPage = page(() => import("./pages/not-found-page.tsx"), "NotFoundPage");

const members = (children: ReactNode) => <RequireAuth>{children}</RequireAuth>;

/** The route table of spec section 2, in matching order. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/">
          <Redirect to="/home" replace />
        </Route>
        <Route path="/home" component={HomePage} />
        <Route path="/auth" component={AuthPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/guide" component={GuidePage} />
        <Route path="/bus-guide" component={BusGuidePage} />
        <Route path="/rides/create">{members(<CreateRidePage />)}</Route>
        <Route path="/rides/edit/:id">{members(<EditRidePage />)}</Route>
        <Route path="/rides/:id/join">{members(<JoinRidePage />)}</Route>
        <Route path="/rides/:id" component={RideDetailPage} />
        <Route path="/vendor">{members(<VendorPage />)}</Route>
        <Route path="/profile">{members(<ProfilePage />)}</Route>
        <Route path="/notifications">{members(<NotificationsPage />)}</Route>
        <Route path="/welcome">{members(<WelcomePage />)}</Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
