import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { PAGE_AREAS, type PageName } from "../domain/i18n/areas.ts";
import { PageSpinner } from "./components/ui/spinner.tsx";
import { RequireAuth } from "./features/auth/components/protected-route.tsx";
import { loadPageAreas } from "./lib/i18n.ts";

/**
 * One chunk per page: a page's code loads only when its route is visited, together with the
 * catalog areas its texts live in beyond the initial ones (PAGE_AREAS).
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  areas: PageName,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadPageAreas(PAGE_AREAS[areas])]);
    return { default: module[name] as ComponentType };
  });
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
const VendorPage = page(() => import("./pages/vendor-page.tsx"), "VendorPage", "vendor-page");
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
