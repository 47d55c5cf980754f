import { clsx } from "clsx";
import { Car, Clock, Lock, MapPin } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  decideBoarding,
  decideCarReport,
  isTravelWindow,
  runsTheRide,
  STOP_MINUTES_DEFAULT,
  STOP_MINUTES_MAX,
} from "../../../../domain/passenger/day-of-travel.ts";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { isSequenceLocked } from "../../../../domain/passenger/sequence.ts";
import {
  inTheCar,
  ownStop,
  type PlannedStop,
  stopPlan,
} from "../../../../domain/passenger/stop-plan.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { formatClock } from "../../../../domain/shared/dates.ts";
import { displayName } from "../../../../domain/user/user.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { ContactButtons } from "../../../components/ui/contact-buttons.tsx";
import { NumberField } from "../../../components/ui/text-field.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import type { RidePeopleView } from "../../../lib/ride-people-view.ts";
import { toast } from "../../../lib/toast.ts";
import { useBoarding, useStopMinutes } from "../api/day-of-travel.ts";
import { CarReport } from "./car-report.tsx";
import { CheckinControls } from "./checkin-controls.tsx";

/** What a party told (here, late) and what the organizer or driver marked (boarded, no-show). */
function PartyStatus({ passenger }: { passenger: Passenger }) {
  const t = useT();
  return (
    <>
      {passenger.boarding === "boarded" ? (
        <Badge variant="success">{t("ride.plan.boarded")}</Badge>
      ) : passenger.boarding === "no_show" ? (
        <Badge variant="danger">{t("ride.plan.no_show")}</Badge>
      ) : null}
      {passenger.boarding ? null : passenger.checkin?.state === "here" ? (
        <Badge variant="success">{t("ride.plan.here")}</Badge>
      ) : passenger.checkin?.state === "late" ? (
        <Badge variant="warning">
          {t("ride.plan.late", { minutes: passenger.checkin.minutes ?? 0 })}
        </Badge>
      ) : null}
    </>
  );
}

/** The organizer's or driver's two marks for one party, the current one pressed. */
/**
 * Boarded, and No-show once the car was due to leave (`noShowOpen`, decideBoarding), asked first
 * since it goes on the rider's record.
 */
function BoardingButtons({
  rideId,
  passenger,
  noShowOpen,
}: {
  rideId: number;
  passenger: Passenger;
  noShowOpen: boolean;
}) {
  const t = useT();
  const boarding = useBoarding(rideId);
  const name = displayName(passenger.user);
  const mark = (state: "boarded" | "no_show") =>
    boarding.mutate({ passengerId: passenger.id, state });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant={passenger.boarding === "boarded" ? "primary" : "outline"}
        aria-pressed={passenger.boarding === "boarded"}
        disabled={boarding.isPending}
        onClick={() => mark("boarded")}
      >
        {t("ride.plan.mark_boarded")}
        <span className="sr-only"> {name}</span>
      </Button>
      {noShowOpen ? (
        <ConfirmDialog
          trigger={
            <Button
              size="sm"
              variant={passenger.boarding === "no_show" ? "destructive" : "outline"}
              aria-pressed={passenger.boarding === "no_show"}
              disabled={boarding.isPending}
            >
              {t("ride.plan.mark_no_show")}
              <span className="sr-only"> {name}</span>
            </Button>
          }
          title={t("ride.plan.no_show_confirm_title", { name })}
          description={t("ride.plan.no_show_confirm_body", { name })}
          confirmLabel={t("ride.plan.no_show_confirm")}
          destructive
          onConfirm={() => mark("no_show")}
        />
      ) : null}
    </div>
  );
}

function StopItem({
  ride,
  stop,
  viewerId,
  runner,
  travelDay,
  noShowOpen,
}: {
  ride: Ride;
  stop: PlannedStop<Passenger>;
  viewerId: number;
  runner: boolean;
  travelDay: boolean;
  noShowOpen: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const { party, position, at } = stop;
  const name = displayName(party.user);
  const self = party.userId === viewerId;
  const location = party.dropoffLocation?.trim() ?? "";
  return (
    <li data-testid="plan-stop" className="flex gap-3 py-3">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
      >
        {position}
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-medium leading-tight">
            <span className="sr-only">{t("ride.sequence.stop", { position })} </span>
            {name}
            {self ? (
              <span className="font-normal text-muted-foreground"> {t("ride.passengers.you")}</span>
            ) : null}
          </p>
          <PartyStatus passenger={party} />
        </div>
        <p className="flex items-center gap-1 text-sm">
          <Clock aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
          {t("ride.plan.about", { time: formatClock(at, locale) })}
        </p>
        {location ? (
          <p className="flex items-start gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span className="break-words whitespace-pre-line">{location}</span>
          </p>
        ) : null}
        {runner && !self ? (
          <ContactButtons
            personName={name}
            contacts={party.user}
            channels={["whatsapp", "malaysian"]}
          />
        ) : null}
        {runner && travelDay ? (
          <BoardingButtons rideId={ride.id} passenger={party} noShowOpen={noShowOpen} />
        ) : null}
      </div>
    </li>
  );
}

/** The organizer or driver spaces the stops. */
function StopMinutesForm({ ride }: { ride: Ride }) {
  const t = useT();
  const save = useStopMinutes(ride.id);
  const current = ride.stopMinutes ?? STOP_MINUTES_DEFAULT;
  const [value, setValue] = useState(String(current));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(value), {
      onSuccess: () =>
        toast({ title: "ride.toast.success", description: "ride.plan.minutes_saved" }),
    });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <NumberField
        id={`stop-minutes-${ride.id}`}
        label={t("ride.plan.minutes_label")}
        min={1}
        max={STOP_MINUTES_MAX}
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="w-52 max-w-full"
      />
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {t("ride.plan.minutes_save")}
      </Button>
    </form>
  );
}

/**
 * The day's plan for the ride's members (issue 26): every stop in order with its estimated time
 * (SG->FC pick-ups), "you are stop N of M", who checked in and who is in the car. The organizer
 * and the assigned driver also get each stop's call / WhatsApp buttons, the boarding marks on
 * the day and the spacing of the stops.
 */
export function TravelPlanCard({ ride, passengers, viewerId, now }: RidePeopleView) {
  const t = useT();
  const locale = useLocale();
  const date = new Date(ride.date);
  const plan = stopPlan({ ...ride, date }, passengers);
  const own = ownStop(plan, viewerId);
  const ownStopPlan = plan.find((stop) => stop.party.userId === viewerId);
  const ownParty = ownStopPlan?.party;
  const ownAt = ownStopPlan?.at ?? null;
  const runner = runsTheRide(ride, viewerId);
  const travelDay = isTravelWindow(date, now);
  const noShowOpen = decideBoarding({ ...ride, date }, viewerId, true, "no_show", now).ok;
  const pickups = ride.direction === "SG->FC";
  const car = inTheCar(passengers);
  const titleId = `plan-${ride.id}-title`;
  const seatedPassenger = own !== null && ride.creatorId !== viewerId;
  // The plate the page shows, which a rider says is not the car that came (issue 37).
  const plate = ride.vendor?.plate;
  const reportsCar = plate && decideCarReport({ ...ride, date }, own !== null, now).ok;

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>
          {t(pickups ? "ride.plan.title_pickup" : "ride.plan.title_dropoff")}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {own ? (
          <p className="text-lg font-semibold" data-testid="own-stop">
            {ownAt
              ? t("ride.plan.own_stop_at", { ...own, time: formatClock(ownAt, locale) })
              : t("ride.plan.own_stop", own)}
          </p>
        ) : null}
        {isSequenceLocked(ride) ? (
          <p className="flex items-center gap-1 text-sm font-medium" data-testid="order-final">
            <Lock aria-hidden="true" className="size-3.5 shrink-0" />
            {t("ride.plan.final")}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t("ride.plan.not_final")}</p>
        )}
        <p className="text-sm text-muted-foreground">
          {t(pickups ? "ride.plan.times_note" : "ride.plan.times_note_dropoff", {
            minutes: ride.stopMinutes ?? STOP_MINUTES_DEFAULT,
          })}
        </p>
        {seatedPassenger ? (
          travelDay ? (
            <CheckinControls
              rideId={ride.id}
              current={ownParty?.checkin ?? null}
              boarded={ownParty?.boarding === "boarded"}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t("ride.plan.checkin_opens")}</p>
          )
        ) : null}
        {reportsCar ? <CarReport rideId={ride.id} plate={plate} /> : null}
        {travelDay ? (
          <div
            className={clsx(
              "flex items-start gap-2 rounded-lg border border-border px-3 py-2 text-sm",
              car.people > 0 && "bg-accent text-accent-foreground",
            )}
            data-testid="in-the-car"
          >
            <Car aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              {car.people > 0
                ? t("ride.plan.in_car", {
                    people: car.people,
                    names: car.parties.map((p) => displayName(p.user)).join(", "),
                  })
                : t("ride.plan.in_car_none")}
            </p>
          </div>
        ) : null}
        <ol aria-labelledby={titleId} className="divide-y divide-border">
          {plan.map((stop) => (
            <StopItem
              key={stop.party.id}
              ride={ride}
              stop={stop}
              viewerId={viewerId}
              runner={runner}
              travelDay={travelDay}
              noShowOpen={noShowOpen}
            />
          ))}
        </ol>
        {runner ? <StopMinutesForm ride={ride} /> : null}
      </CardContent>
    </Card>
  );
}
