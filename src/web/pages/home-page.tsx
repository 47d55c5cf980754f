import { Plus } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import {
  type HomeSearch,
  homeSearchQuery,
  parseHomeSearch,
} from "../../domain/ride/ride-search.ts";
import { decideCreateRide } from "../../domain/user/user.ts";
import { PageTitle } from "../components/layout/page-title.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { AlertOfferButton } from "../features/alerts/components/alert-offer-button.tsx";
import { usePassengers } from "../features/rides/api/get-passengers.ts";
import { useRide } from "../features/rides/api/get-ride.ts";
import { AllRidesTab } from "../features/rides/components/all-rides-tab.tsx";
import { LoginInviteCard } from "../features/rides/components/login-invite-card.tsx";
import { StatsCards } from "../features/rides/components/stats-cards.tsx";
import { useT } from "../lib/i18n.ts";
import { useAuth } from "../lib/use-auth.ts";

type Tab = "all" | "my";

// My Rides loads when its tab is opened: the home's first load carries only the search and list.
const MyRidesTab = lazy(() =>
  import("../features/rides/components/my-rides-tab.tsx").then((module) => ({
    default: module.MyRidesTab,
  })),
);

// The drop-off sequence panel (and its drag-and-drop code) loads only when a panel is shown.
const SequencePanel = lazy(() =>
  import("../features/sequence/components/sequence-panel.tsx").then((module) => ({
    default: module.SequencePanel,
  })),
);

/** One ride's drop-off order: the ride and its passengers read here, ordered by the panel. */
function RideSequence({ rideId }: { rideId: number }) {
  const { user } = useAuth();
  const ride = useRide(rideId);
  const passengers = usePassengers(rideId, user !== null);
  return <SequencePanel rideId={rideId} ride={ride.data} passengersQuery={passengers} />;
}

export function HomePage() {
  const t = useT();
  const { user, isLoading } = useAuth();
  const query = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const [tab, setTab] = useState<Tab>(query.get("tab") === "my" ? "my" : "all");
  // The search lives in the URL, so a filtered list can be shared and Back restores it.
  const search = parseHomeSearch(query);
  const queryText = query.toString();
  const setSearch = useCallback(
    (next: HomeSearch) => {
      const text = homeSearchQuery(next, new URLSearchParams(queryText));
      navigate(text ? `${location}?${text}` : location, { replace: true });
    },
    [location, navigate, queryText],
  );
  // Visitors are offered the same button: logging in leads on to the form.
  const offerRide = user
    ? decideCreateRide(user).ok
      ? "/rides/create"
      : null
    : `/auth?next=${encodeURIComponent("/rides/create")}`;

  return (
    <div className="space-y-4 sm:space-y-6">
      <PageTitle>{t("app.home.title_tag")}</PageTitle>
      <div className="space-y-1">
        <h1 className="text-xl font-bold tracking-tight sm:text-3xl">{t("app.home.title")}</h1>
        <p className="hidden text-muted-foreground sm:block">{t("app.home.tagline")}</p>
      </div>

      {/* On a phone the rides come first: the counts show from the small-tablet width up. */}
      <div className="hidden sm:block">
        <StatsCards />
      </div>

      {/* What follows depends on who is reading: shown once that is known, so the invite card
          never pushes the list down after it has appeared. */}
      {isLoading ? (
        <PageSpinner label={t("app.rides.loading")} />
      ) : (
        <>
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList className="sm:max-w-sm">
              <TabsTrigger value="all">{t("app.home.tab_all")}</TabsTrigger>
              <TabsTrigger value="my">{t("app.home.tab_my")}</TabsTrigger>
            </TabsList>
            <TabsContent value="all">
              {user ? (
                <div className="mt-3 flex justify-end">
                  <AlertOfferButton search={search} />
                </div>
              ) : null}
              <AllRidesTab user={user} search={search} onSearchChange={setSearch} />
            </TabsContent>
            <TabsContent value="my">
              {user ? (
                <Suspense fallback={<PageSpinner label={t("app.my_rides.loading")} />}>
                  <MyRidesTab
                    user={user}
                    sequencePanel={(rideId) => <RideSequence rideId={rideId} />}
                  />
                </Suspense>
              ) : (
                <LoginInviteCard message={t("app.home.login_to_see")} />
              )}
            </TabsContent>
          </Tabs>
          {user || tab === "my" ? null : <LoginInviteCard />}
          {offerRide ? (
            <div className="sticky bottom-4 z-10 flex justify-end">
              <Link
                href={offerRide}
                className={buttonClasses("primary", "md", "w-full shadow-lg sm:w-auto")}
              >
                <Plus aria-hidden="true" />
                {t("app.home.offer")}
              </Link>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
