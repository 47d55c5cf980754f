import { useLingui } from "@lingui/react";
import { memo, type ReactNode, useDeferredValue } from "react";
import { Link } from "wouter";
import { decideAssign, rideBadge } from "../../../../domain/ride/ride.ts";
import { homeListFilters } from "../../../../domain/ride/ride-list.ts";
import { groupRidesByDay, type HomeSearch } from "../../../../domain/ride/ride-search.ts";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { LoadMoreButton } from "../../../components/ui/load-more-button.tsx";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useNow } from "../../../lib/use-now.ts";
import { useRides } from "../api/get-rides.ts";
import { RideCard } from "./ride-card.tsx";
import { RideSearchBar } from "./ride-search-bar.tsx";

const isEmptySearch = (search: HomeSearch) =>
  !search.direction && !search.day && !search.timeOfDay && !search.past;

/**
 * The upcoming rides the search keeps (or, with `past`, those that have left, latest first), grouped by Singapore day, as cards with their join (or,
 * for vendors, assign) action. Memoised: the page's other reads (session, statistics) arriving
 * do not re-render the cards.
 */
export const AllRidesTab = memo(function AllRidesTab({
  user,
  search,
  onSearchChange,
}: {
  user: PublicUser | null;
  search: HomeSearch;
  onSearchChange: (search: HomeSearch) => void;
}) {
  const { i18n } = useLingui();
  const rides = useRides(homeListFilters(search));
  // The cards render in the background, in short slices, so an arriving page never blocks input.
  const data = useDeferredValue(rides.data);
  const now = useNow();
  const userId = user?.id ?? null;

  let content: ReactNode;
  if (rides.isError && !data) {
    content = <QueryError query={rides} what="rides" />;
  } else if (!data) {
    content = <PageSpinner label={i18n._("app.rides.loading")} />;
  } else if (data.pages[0]?.rides.length === 0) {
    content = (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {isEmptySearch(search) ? i18n._("app.rides.none") : i18n._("app.rides.none_match")}
      </p>
    );
  } else {
    content = (
      <div className="space-y-5" aria-busy={rides.isPlaceholderData || undefined}>
        {groupRidesByDay(
          i18n,
          data.pages.flatMap((page) => page.rides),
          now,
        ).map((group) => (
          <section key={group.day} aria-labelledby={`rides-day-${group.day}`} className="space-y-2">
            <h2
              id={`rides-day-${group.day}`}
              className="text-sm font-semibold text-muted-foreground"
            >
              {group.heading}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.rides.map((ride) => {
                const badge = rideBadge(ride, userId, now, user?.isVendor ?? false);
                const canAssign = user !== null && decideAssign(ride, user, now).ok;
                return (
                  <li key={ride.id} className="grid">
                    <RideCard
                      listId="all-rides"
                      ride={ride}
                      userId={userId}
                      isVendor={user?.isVendor ?? false}
                      now={now}
                      actions={
                        <>
                          <Link
                            href={`/rides/${ride.id}`}
                            className={buttonClasses("outline", "sm", "flex-1")}
                          >
                            {i18n._("app.rides.view")}
                          </Link>
                          {canAssign ? (
                            <Link
                              href={`/vendor?rideId=${ride.id}`}
                              className={buttonClasses("primary", "sm", "flex-1")}
                            >
                              {i18n._("app.rides.assign")}
                            </Link>
                          ) : null}
                          {badge === "join" ? (
                            <Link
                              href={`/rides/${ride.id}/join`}
                              className={buttonClasses("primary", "sm", "flex-1")}
                            >
                              {i18n._("app.rides.join")}
                            </Link>
                          ) : null}
                        </>
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <RideSearchBar search={search} onChange={onSearchChange} now={now} />
      {content}
      <LoadMoreButton
        pages={rides}
        label={i18n._("app.rides.load_more")}
        loadingLabel={i18n._("app.rides.loading_more")}
      />
    </div>
  );
});
