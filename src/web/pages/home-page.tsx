import { Plus } from "lucide-react";
import { lazy, useState } from "react";
import { Link, useSearch } from "wouter";
import { DEFAULT_RIDE_FILTERS, type RideListFilters } from "../../domain/ride/ride-list.ts";
import { decideCreateRide } from "../../domain/user/user.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { usePassengers } from "../features/rides/api/get-passengers.ts";
import { useRide } from "../features/rides/api/get-ride.ts";
import { AllRidesTab } from "../features/rides/components/all-rides-tab.tsx";
import { LoginInviteCard } from "../features/rides/components/login-invite-card.tsx";
import { MyRidesTab } from "../features/rides/components/my-rides-tab.tsx";
import { StatsCards } from "../features/rides/components/stats-cards.tsx";
import { useAuth } from "../lib/use-auth.ts";

type Tab = "all" | "my";

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
  const { user, isLoading } = useAuth();
  const initialTab: Tab = new URLSearchParams(useSearch()).get("tab") === "my" ? "my" : "all";
  const [tab, setTab] = useState<Tab>(initialTab);
  const [filters, setFilters] = useState<RideListFilters>({ ...DEFAULT_RIDE_FILTERS });

  return (
    <div className="space-y-6">
      <title>Rides · FC Rideshare</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Rides</h1>
          <p className="text-muted-foreground">
            Share a chartered car between Singapore and Forest City.
          </p>
        </div>
        {user && decideCreateRide(user).ok ? (
          <Link href="/rides/create" className={buttonClasses("primary")}>
            <Plus aria-hidden="true" />
            Create New Ride
          </Link>
        ) : null}
      </div>

      <StatsCards />

      {/* What follows depends on who is reading: shown once that is known, so the invite card
          never pushes the list down after it has appeared. */}
      {isLoading ? (
        <PageSpinner label="Loading rides" />
      ) : (
        <>
          {user ? null : <LoginInviteCard />}
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList className="sm:max-w-sm">
              <TabsTrigger value="all">All Rides</TabsTrigger>
              <TabsTrigger value="my">My Rides</TabsTrigger>
            </TabsList>
            <TabsContent value="all">
              <AllRidesTab user={user} filters={filters} onFiltersChange={setFilters} />
            </TabsContent>
            <TabsContent value="my">
              {user ? (
                <MyRidesTab
                  user={user}
                  sequencePanel={(rideId) => <RideSequence rideId={rideId} />}
                />
              ) : (
                <LoginInviteCard message="Log in to see the rides you created or joined." />
              )}
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
