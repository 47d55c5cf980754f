import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { decideJoin, hasJoined } from "../../domain/passenger/passenger.ts";
import type { Passenger } from "../../domain/passenger/passenger-schemas.ts";
import { decideWaitlistJoin } from "../../domain/passenger/waitlist.ts";
import { isCreator, isPast } from "../../domain/ride/ride.ts";
import type { Ride } from "../../domain/ride/ride-schemas.ts";
import { PageTitle } from "../components/layout/page-title.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../components/ui/card.tsx";
import { QueryError } from "../components/ui/query-error.tsx";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { LazyLocationMap } from "../features/map/components/lazy-location-map.tsx";
import { JoinRideForm } from "../features/passengers/components/join-ride-form.tsx";
import { PassportReminder } from "../features/passengers/components/passport-reminder.tsx";
import { WaitingCard } from "../features/passengers/components/waitlist-cards.tsx";
import { useClientConfig } from "../features/rides/api/get-client-config.ts";
import { usePassengers } from "../features/rides/api/get-passengers.ts";
import { isRideMissing, parseRideId, useRide } from "../features/rides/api/get-ride.ts";
import { RideNotFound } from "../features/rides/components/ride-not-found.tsx";
import {
  FullRideCard,
  JoinedCard,
  PastRideCard,
} from "../features/rides/components/ride-status-cards.tsx";
import { RideSummaryCard } from "../features/rides/components/ride-summary-card.tsx";
import { VendorRefusalCard } from "../features/rides/components/vendor-refusal-card.tsx";
import { useT } from "../lib/i18n.ts";
import { useAuth } from "../lib/use-auth.ts";

const JOIN_HEADINGS = {
  "SG->FC": "form.join.title_sg_fc",
  "FC->SG": "form.join.title_fc_sg",
} as const satisfies Record<Ride["direction"], string>;

/** The join form; on a ride with no seat left, the same form joins its waitlist. */
const FULL_RIDE_WAITLIST = "form.join.title_waitlist";

function JoinCard({
  ride,
  user,
  passengers,
  title = JOIN_HEADINGS[ride.direction],
}: {
  ride: Ride;
  user: { id: number; isVendor: boolean };
  passengers: readonly Passenger[] | undefined;
  /** The card's title: a message id. */
  title?: string;
}) {
  const t = useT();
  const config = useClientConfig();
  return (
    <Card aria-labelledby="join-card-title">
      <CardHeader>
        <CardTitle id="join-card-title">{t(title)}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {ride.direction === "SG->FC" ? (
          <PassportReminder
            onDismiss={() => document.getElementById("join-passengerCount")?.focus()}
          />
        ) : null}
        <JoinRideForm
          ride={ride}
          user={user}
          idPrefix="join"
          showCost
          passengers={passengers}
          locationTools={({ setLocation, clearLocation }) =>
            config.data ? (
              <LazyLocationMap
                idPrefix="join"
                tileUrl={config.data.tileUrl}
                placeSearchUrl={config.data.placeSearchUrl}
                onPick={setLocation}
                onRemove={clearLocation}
              />
            ) : null
          }
        >
          {ride.direction === "FC->SG" ? (
            <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{t("form.join.sequence_note")}</span>
            </p>
          ) : null}
        </JoinRideForm>
      </CardContent>
    </Card>
  );
}

export function JoinRidePage() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const rideId = parseRideId(params.id);
  const { user } = useAuth();
  const ride = useRide(rideId);
  const passengers = usePassengers(rideId, user !== null);
  const now = new Date();

  let content: ReactNode;
  if (rideId === null || isRideMissing(ride.error)) {
    content = <RideNotFound headingLevel={2} />;
  } else if (ride.isError) {
    content = <QueryError query={ride} what="ride" />;
  } else if (ride.isPending || passengers.isPending) {
    content = <PageSpinner label={t("form.ride.loading")} />;
  } else {
    const data = ride.data;
    const userId = user?.id ?? null;
    const joined = hasJoined(passengers.data ?? [], userId);
    const decision = decideJoin(data, user, joined, 1, now);
    const status = { joined, waiting: data.waiting };
    let side: ReactNode;
    if (user !== null && decision.ok) {
      side = <JoinCard ride={data} user={user} passengers={passengers.data} />;
    } else if (!decision.ok && decision.reason === "vendor") {
      side = <VendorRefusalCard message={decision.message} />;
    } else if (isCreator(data, userId))
      side = (
        <Card>
          <CardContent className="space-y-3">
            <h2 className="text-lg font-semibold">{t("form.join.own_ride_title")}</h2>
            <p className="text-sm text-muted-foreground">{t("form.join.own_ride_text")}</p>
            <Link href={`/rides/${data.id}`} className={buttonClasses("outline", "md", "w-full")}>
              {t("form.join.view_details")}
            </Link>
          </CardContent>
        </Card>
      );
    else if (joined) side = <JoinedCard past={isPast(data, now)} />;
    else if (data.waiting) side = <WaitingCard rideId={data.id} />;
    else if (user !== null && decideWaitlistJoin(data, user, status, 1, now).ok)
      side = (
        <JoinCard ride={data} user={user} passengers={passengers.data} title={FULL_RIDE_WAITLIST} />
      );
    else if (isPast(data, now)) side = <PastRideCard />;
    else side = <FullRideCard />;
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <RideSummaryCard ride={data} />
        </div>
        <div className="lg:col-span-3">{side}</div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <PageTitle>{t("form.join.page_title")}</PageTitle>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("form.join.heading")}</h1>
      {content}
    </div>
  );
}
