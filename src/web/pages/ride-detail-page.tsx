import { useLingui } from "@lingui/react";
import { Pencil } from "lucide-react";
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect } from "react";
import { Link, useLocation, useParams } from "wouter";
import { JOIN_FORM_AREAS } from "../../domain/i18n/areas.ts";
import { decideJoin, hasJoined } from "../../domain/passenger/passenger.ts";
import type { Passenger } from "../../domain/passenger/passenger-schemas.ts";
import { decideWaitlistJoin } from "../../domain/passenger/waitlist.ts";
import {
  decideRideEdit,
  directionTitle,
  isCancelled,
  isCreator,
  isFull,
  isPast,
} from "../../domain/ride/ride.ts";
import type { Ride } from "../../domain/ride/ride-schemas.ts";
import { formatRideDate } from "../../domain/shared/dates.ts";
import { placeOf } from "../../domain/trip/stops-ahead.ts";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import { PageTitle } from "../components/layout/page-title.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../components/ui/card.tsx";
import { EscapeWhileLoading } from "../components/ui/escape-while-loading.tsx";
import { QueryError } from "../components/ui/query-error.tsx";
import { PageSpinner, Spinner } from "../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { CheckpointCameras } from "../features/live/components/checkpoint-cameras.tsx";
import { LazyCarMap } from "../features/map/components/lazy-car-map.tsx";
import { PassengerList } from "../features/passengers/components/passenger-list.tsx";
import { PassportReminder } from "../features/passengers/components/passport-reminder.tsx";
import {
  WaitingCard,
  WaitlistQueueCard,
} from "../features/passengers/components/waitlist-cards.tsx";
import { DriverRating } from "../features/ratings/components/driver-rating.tsx";
import { useClientConfig } from "../features/rides/api/get-client-config.ts";
import { isRideMissing, parseRideId, useRide } from "../features/rides/api/get-ride.ts";
import { CalendarLink } from "../features/rides/components/calendar-link.tsx";
import { CrossingHint } from "../features/rides/components/crossing-hint.tsx";
import { OrganizerCard } from "../features/rides/components/organizer-card.tsx";
import { RideInfoCard } from "../features/rides/components/ride-info-card.tsx";
import { RideNotFound } from "../features/rides/components/ride-not-found.tsx";
import { RideStatusBadges } from "../features/rides/components/ride-status-badges.tsx";
import {
  CancelledRideCard,
  FullRideCard,
  JoinedCard,
  LoginRequiredCard,
  PastRideCard,
} from "../features/rides/components/ride-status-cards.tsx";
import { ShareButton } from "../features/rides/components/share-button.tsx";
import {
  CarrierCard,
  NoLicensedCar,
  VendorCard,
} from "../features/rides/components/vendor-card.tsx";
import { useRideDetail } from "../features/rides/use-ride-detail.ts";
import { loadPageAreas, useLocale, useT } from "../lib/i18n.ts";
import { useAuth } from "../lib/use-auth.ts";
import { loadMemberParts, memberPart } from "./member-parts.tsx";

// Only members who may join see the form: visitors do not download it (nor zod and the form kit,
// nor its texts).
const JoinRideForm = lazy(() =>
  Promise.all([
    import("../features/passengers/components/join-ride-form.tsx"),
    loadPageAreas(JOIN_FORM_AREAS),
  ]).then(([module]) => ({ default: module.JoinRideForm })),
);
// Only the organizer or the assigned driver manages the stop order; only a new ride shows its sheet.
const SequencePanel = lazy(() =>
  import("../features/sequence/components/sequence-panel.tsx").then((module) => ({
    default: module.SequencePanel,
  })),
);
// What only the ride's own people see (member-parts.tsx): one download, for signed-in readers only.
const CantMakeItDialog = memberPart("CantMakeItDialog");
const CarPositionCard = memberPart("CarPositionCard");
const CommunicationCard = memberPart("CommunicationCard");
const JoinedPanel = memberPart("JoinedPanel");
const PaymentLine = memberPart("PaymentLine");
const PaymentsPanel = memberPart("PaymentsPanel");
const PushOffer = memberPart("PushOffer");
const RateDriverCard = memberPart("RateDriverCard");
const RideMessagesCard = memberPart("RideMessagesCard");
const SharePositionCard = memberPart("SharePositionCard");
const TravelPlanCard = memberPart("TravelPlanCard");
const ShareSheet = lazy(() =>
  import("../features/rides/components/share-sheet.tsx").then((module) => ({
    default: module.ShareSheet,
  })),
);

/**
 * The cards beside the ride information: organizer, join (or the waitlist), "You're in", a
 * passenger's payment, the organizer's payments and queue, past, full or login.
 */
function SideCards({
  ride,
  user,
  passengers,
  path,
  now,
  justJoined,
}: {
  ride: Ride;
  user: PublicUser | null;
  passengers: readonly Passenger[] | undefined;
  path: string;
  now: Date;
  justJoined: boolean;
}) {
  const t = useT();
  if (!user)
    return (
      <LoginRequiredCard
        path={path}
        title={t("ride.login.join_required")}
        message={t("ride.login.to_join")}
      />
    );
  // Only its own people can read a cancelled ride: the notice above says why; nothing to join.
  if (isCancelled(ride)) return null;
  const creator = isCreator(ride, user.id);
  const joined = hasJoined(passengers ?? [], user.id);
  const past = isPast(ride, now);
  if (creator) {
    return (
      <>
        <PaymentsPanel rideId={ride.id} />
        <WaitlistQueueCard rideId={ride.id} />
      </>
    );
  }
  if (joined && !past) {
    return (
      <>
        <JoinedPanel
          ride={ride}
          reader={user}
          focus={justJoined}
          reminder={ride.direction === "SG->FC" ? <PassportReminder /> : null}
        />
        <PaymentLine rideId={ride.id} />
      </>
    );
  }
  const cards: ReactNode[] = [<OrganizerCard key="organizer" creator={ride.creator} />];
  const joins = decideJoin(ride, user, joined, 1, now).ok;
  const status = { joined, waiting: ride.waiting };
  if (ride.waiting) cards.push(<WaitingCard key="waiting" rideId={ride.id} />);
  else if (passengers !== undefined) {
    if (joins || decideWaitlistJoin(ride, user, status, 1, now).ok) {
      const title = t(joins ? "ride.join.title" : "ride.join.waitlist_title");
      cards.push(
        <Card key="join" aria-labelledby="join-this-ride-title">
          <CardHeader>
            <CardTitle id="join-this-ride-title">{title}</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<PageSpinner label={t("ride.join.loading")} />}>
              <JoinRideForm ride={ride} user={user} idPrefix="detail-join" />
            </Suspense>
          </CardContent>
        </Card>,
      );
    } else if (joined) {
      cards.push(
        <JoinedCard key="joined" past={past} />,
        <PaymentLine key="payment" rideId={ride.id} />,
      );
    } else if (past) cards.push(<PastRideCard key="past" />);
    else if (isFull(ride)) cards.push(<FullRideCard key="full" vendor={user.isVendor} />);
  }
  return <>{cards}</>;
}

function RideDetail({ ride, path }: { ride: Ride; path: string }) {
  const { i18n } = useLingui();
  const t = useT();
  const locale = useLocale();
  const { user } = useAuth();
  const tileUrl = useClientConfig().data?.tileUrl ?? null;
  const view = useRideDetail(ride, user);
  const { passengers, now, cancelled, past, involved, onTheDay } = view;

  let passengersTab: ReactNode;
  if (!user) {
    passengersTab = <LoginRequiredCard path={path} message={t("ride.login.to_see_passengers")} />;
  } else if (passengers.isPending) {
    passengersTab = <PageSpinner label={t("ride.passengers.loading")} />;
  } else if (passengers.isError) {
    passengersTab = <QueryError query={passengers} what="passengers" />;
  } else {
    passengersTab = (
      <div className="grid items-start gap-6 lg:grid-cols-3">
        {/* On a phone the conversation comes first, above the passenger cards (issue 39). */}
        {involved ? (
          <div className="space-y-6 lg:order-2">
            <RideMessagesCard rideId={ride.id} viewerId={user.id} organizer={view.creator} />
            <CommunicationCard
              rideId={ride.id}
              passengers={passengers.data}
              organizer={view.creator}
            />
          </div>
        ) : null}
        <div className="lg:order-1 lg:col-span-2">
          <PassengerList ride={ride} passengers={passengers.data} viewerId={user.id} now={now} />
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageTitle>{`${directionTitle(i18n, ride.direction)} · FC Rideshare`}</PageTitle>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {directionTitle(i18n, ride.direction)}
          </h1>
          <p className="text-muted-foreground">
            <time dateTime={ride.date}>{formatRideDate(ride.date, locale)}</time>
          </p>
          <RideStatusBadges ride={ride} />
        </div>
        <div className="flex w-full flex-wrap gap-2 *:flex-auto sm:w-auto sm:*:flex-none">
          {user && decideRideEdit(ride, user.id, now).ok ? (
            <Link href={`/rides/edit/${ride.id}`} className={buttonClasses("outline")}>
              <Pencil aria-hidden="true" />
              {t("ride.edit")}
            </Link>
          ) : null}
          {/* A cancelled ride is not shared nor put in a calendar: only its people can open it. */}
          {cancelled ? null : (
            <>
              <ShareButton ride={ride} passengers={passengers.data} size="md" />
              <CalendarLink rideId={ride.id} size="md" />
            </>
          )}
        </div>
      </header>
      {cancelled ? <CancelledRideCard reason={ride.cancelReason} /> : null}
      {view.offerPush ? <PushOffer /> : null}

      {user && passengers.data && view.cantMakeIt ? (
        <CantMakeItDialog
          ride={ride}
          passengers={passengers.data}
          userId={user.id}
          onClose={view.backToRide}
        />
      ) : null}
      <Tabs defaultValue={view.firstTab}>
        <TabsList className="sm:max-w-sm">
          <TabsTrigger value="details">{t("ride.tabs.details")}</TabsTrigger>
          <TabsTrigger value="passengers">{t("ride.passengers.title")}</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <RideInfoCard ride={ride} passengers={passengers.data ?? null} now={now} />
              {user && view.showPlan && passengers.data ? (
                <TravelPlanCard
                  ride={ride}
                  passengers={passengers.data}
                  viewerId={user.id}
                  now={now}
                />
              ) : null}
              {onTheDay && view.drives ? (
                <SharePositionCard
                  rideId={ride.id}
                  date={ride.date}
                  over={ride.status === "completed"}
                />
              ) : null}
              {onTheDay && involved && !view.drives ? (
                <CarPositionCard
                  rideId={ride.id}
                  ownStop={view.ownStop}
                  map={(position) =>
                    tileUrl ? (
                      <LazyCarMap
                        tileUrl={tileUrl}
                        car={position}
                        stops={position.etas.flatMap((eta) => {
                          const point = placeOf(eta.location);
                          return point ? [{ label: eta.location, ...point }] : [];
                        })}
                      />
                    ) : null
                  }
                />
              ) : null}
              {cancelled || (past && !onTheDay) ? null : (
                <CrossingHint direction={ride.direction} at={ride.date} />
              )}
              {onTheDay ? <CheckpointCameras /> : null}
            </div>
            <div className="space-y-6">
              {ride.vendor ? (
                <VendorCard vendor={ride.vendor} rideDate={ride.date}>
                  {ride.vendorId ? <DriverRating vendorId={ride.vendorId} /> : null}
                </VendorCard>
              ) : ride.carrier ? (
                <CarrierCard carrier={ride.carrier} />
              ) : ride.vendorId === null && !cancelled && !past ? (
                <NoLicensedCar />
              ) : null}
              {user && ride.joined && ride.vendorId && ride.status === "completed" ? (
                <RateDriverCard rideId={ride.id} />
              ) : null}
              <SideCards
                ride={ride}
                user={user}
                passengers={passengers.data}
                path={path}
                now={now}
                justJoined={view.justJoined}
              />
              {view.managesOrder ? (
                <Card aria-labelledby="ride-order-title">
                  <CardHeader>
                    <CardTitle id="ride-order-title">
                      {t(
                        ride.direction === "SG->FC"
                          ? "ride.sequence.pickup.manage_title"
                          : "ride.sequence.manage_title",
                      )}
                    </CardTitle>
                  </CardHeader>
                  <CardContent>
                    <Suspense fallback={<Spinner label={t("ride.sequence.loading")} />}>
                      <SequencePanel
                        rideId={ride.id}
                        ride={ride}
                        passengersQuery={passengers}
                        headingLevel={3}
                      />
                    </Suspense>
                  </CardContent>
                </Card>
              ) : null}
            </div>
          </div>
        </TabsContent>
        <TabsContent value="passengers">{passengersTab}</TabsContent>
      </Tabs>
      {view.shareOpen ? (
        <Suspense fallback={<EscapeWhileLoading onEscape={view.backToRide} />}>
          <ShareSheet ride={ride} open onOpenChange={(open) => open || view.backToRide()} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function RideDetailPage() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const [path] = useLocation();
  const rideId = parseRideId(params.id);
  const ride = useRide(rideId);
  const { user } = useAuth();
  // A signed-in reader may be, or become, one of the ride's people: their parts load beside the
  // ride, and are in before the page shows them or before a join does.
  useEffect(() => {
    if (user) void loadMemberParts();
  }, [user]);
  // The page renders in the background, in short slices, once the ride arrives.
  const data = useDeferredValue(ride.data);

  if (rideId === null || isRideMissing(ride.error)) {
    return (
      <>
        <PageTitle>{`${t("ride.not_found.title")} · FC Rideshare`}</PageTitle>
        <RideNotFound />
      </>
    );
  }
  if (ride.isError) return <QueryError query={ride} what="ride" />;
  if (!data) return <PageSpinner label={t("ride.loading")} />;
  return <RideDetail ride={data} path={path} />;
}
