import { memo, type ReactNode, useDeferredValue } from "react";
import { Link } from "wouter";
import { decideAssign, rideBadge } from "../../../../domain/ride/ride.ts";
import type { RideListFilters } from "../../../../domain/ride/ride-list.ts";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../../lib/api.ts";
import { useRides } from "../api/get-rides.ts";
import { RideCard } from "./ride-card.tsx";
import { RideFilters } from "./ride-filters.tsx";

/**
 * Every ride the filters keep, as cards with their join (or, for vendors, assign) action.
 * Memoised: the page's other reads (session, statistics) arriving do not re-render the cards.
 */
export const AllRidesTab = memo(function AllRidesTab({
  user,
  filters,
  onFiltersChange,
}: {
  user: PublicUser | null;
  filters: RideListFilters;
  onFiltersChange: (filters: RideListFilters) => void;
}) {
  const rides = useRides(filters);
  // The cards render in the background, in short slices, so an arriving page never blocks input.
  const data = useDeferredValue(rides.data);
  const now = new Date();
  const userId = user?.id ?? null;

  let content: ReactNode;
  if (rides.isError) {
    content = <ErrorAlert>{errorText(rides.error)}</ErrorAlert>;
  } else if (!data) {
    content = <PageSpinner label="Loading rides" />;
  } else if (data.pages[0]?.rides.length === 0) {
    content = (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        No rides available at the moment.
      </p>
    );
  } else {
    content = (
      <ul
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy={rides.isPlaceholderData || undefined}
      >
        {data.pages
          .flatMap((page) => page.rides)
          .map((ride) => {
            const badge = rideBadge(ride, userId, now);
            const canAssign = user !== null && decideAssign(ride, user, now).ok;
            return (
              <li key={ride.id} className="grid">
                <RideCard
                  listId="all-rides"
                  ride={ride}
                  userId={userId}
                  now={now}
                  actions={
                    <>
                      <Link
                        href={`/rides/${ride.id}`}
                        className={buttonClasses("outline", "sm", "flex-1")}
                      >
                        View Details
                      </Link>
                      {canAssign ? (
                        <Link
                          href={`/vendor?rideId=${ride.id}`}
                          className={buttonClasses("primary", "sm", "flex-1")}
                        >
                          Assign Ride
                        </Link>
                      ) : null}
                      {!user?.isVendor && badge === "join" ? (
                        <Link
                          href={`/rides/${ride.id}/join`}
                          className={buttonClasses("primary", "sm", "flex-1")}
                        >
                          Join Ride
                        </Link>
                      ) : null}
                    </>
                  }
                />
              </li>
            );
          })}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <RideFilters filters={filters} onChange={onFiltersChange} />
      {content}
      {rides.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => rides.fetchNextPage()}
            disabled={rides.isFetchingNextPage}
          >
            {rides.isFetchingNextPage ? "Loading more rides..." : "Load more rides"}
          </Button>
        </div>
      ) : null}
    </div>
  );
});
