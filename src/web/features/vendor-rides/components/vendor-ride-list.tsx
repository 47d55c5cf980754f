import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../lib/i18n.ts";
import { bringForward } from "../bring-forward.ts";
import { VendorRideCard } from "./vendor-ride-card.tsx";

interface VendorRideListProps {
  query: UseQueryResult<Ride[]>;
  /** Reorders what the server sent (e.g. upcoming first); the highlighted ride is put first after. */
  order?: (rides: Ride[]) => Ride[];
  loadingLabel: string;
  emptyText: string;
  highlightId: number | null;
  /** Changes when the highlighted card should take focus (after an assign), not on page load. */
  focusToken?: number;
  now: Date;
  action: (ride: Ride) => ReactNode;
}

/**
 * One tab's rides as cards. The highlighted ride comes first, ringed, and is scrolled into view
 * once it is shown.
 */
export function VendorRideList({
  query,
  order = (rides) => rides,
  loadingLabel,
  emptyText,
  highlightId,
  focusToken,
  now,
  action,
}: VendorRideListProps) {
  const _t = useT();
  const highlightedRef = useRef<HTMLElement | null>(null);
  const rides = query.data ? bringForward(order(query.data), highlightId) : [];
  const shown = rides.some((ride) => ride.id === highlightId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusToken is the trigger.
  useEffect(() => {
    const card = highlightedRef.current;
    if (!shown || !card) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    card.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
    if (focusToken) card.focus({ preventScroll: true });
  }, [shown, highlightId, focusToken]);

  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError) return <QueryError query={query} what="rides" />;
  if (rides.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {rides.map((ride) => {
        const highlighted = ride.id === highlightId;
        return (
          <li key={ride.id} className="grid">
            <VendorRideCard
              ref={highlighted ? highlightedRef : undefined}
              ride={ride}
              now={now}
              highlighted={highlighted}
              action={action(ride)}
            />
          </li>
        );
      })}
    </ul>
  );
}
