import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { messageRef } from "../../../../domain/i18n/message.ts";
import { decideJoin } from "../../../../domain/passenger/passenger.ts";
import {
  type JoinFormValues,
  joinFormSchema,
} from "../../../../domain/passenger/passenger-schemas.ts";
import { decideWaitlistJoin } from "../../../../domain/passenger/waitlist.ts";
import { pricedRide } from "../../../../domain/ride/price.ts";
import { remainingSpots } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { MAX_PASSENGERS, MIN_PASSENGERS } from "../../../../domain/shared/constants.ts";
import { LocationField } from "../../../components/location-field.tsx";
import { StopSuggestions } from "../../../components/stop-suggestions.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { NumberField } from "../../../components/ui/text-field.tsx";
import { translate, useT } from "../../../lib/i18n.ts";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { toast } from "../../../lib/toast.ts";
import { useJoinRide } from "../api/join-ride.ts";
import { useJoinWaitlist } from "../api/join-waitlist.ts";
import { DesignatedPoints } from "./designated-points.tsx";
import { JoinShare } from "./join-share.tsx";

type JoinFormInput = z.input<ReturnType<typeof joinFormSchema>>;

export interface LocationTools {
  /** Puts a picked place's text into the location field. */
  setLocation: (text: string) => void;
  /** Clears the field if it still holds `text` (the removed pick). */
  clearLocation: (text: string) => void;
}

/** A whole number of seats from the field, or null while it holds none. */
const seatsOf = (count: number) =>
  Number.isInteger(count) && count >= MIN_PASSENGERS && count <= MAX_PASSENGERS ? count : null;

/**
 * Number of passengers and the pick-up / drop-off location, checked against the spots left. A
 * party that does not fit (a full ride, or more than the seats left) joins the waitlist instead,
 * as decideWaitlistJoin allows. `locationTools` renders extras under the location field (the join
 * page's map); `showCost` adds the party's share, with the stops of `passengers` when known.
 */
export function JoinRideForm({
  ride,
  user,
  idPrefix,
  showCost = false,
  passengers,
  locationTools,
  children,
}: {
  ride: Ride;
  /** The rider joining: shown only to one who may join or wait, so not yet on the ride. */
  user: { id: number; isVendor: boolean };
  idPrefix: string;
  showCost?: boolean;
  passengers?: readonly { dropoffLocation?: string }[];
  locationTools?: (tools: LocationTools) => ReactNode;
  /** Shown between the location and the cost (e.g. a note). */
  children?: ReactNode;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const remaining = remainingSpots(ride);
  const joinRide = useJoinRide(ride.id, () => {
    toast({ title: "form.toast.success", description: "form.join.joined" });
    // The ride page, with its "You're in" panel (decision 016).
    navigate(`/rides/${ride.id}?joined=1`);
  });
  const joinWaitlist = useJoinWaitlist(ride.id);
  const outside = { joined: false, waiting: false };
  // Whether some party (the largest) could wait: then the form takes parties beyond the seats left.
  const canWait = decideWaitlistJoin(ride, user, outside, MAX_PASSENGERS, new Date()).ok;
  const maxSeats = canWait ? MAX_PASSENGERS : remaining;
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = useForm<JoinFormInput, unknown, JoinFormValues>({
    // passenger.ts is loaded already (decideJoin): only the zod resolver waits.
    resolver: lazyZodResolver(async () => joinFormSchema(maxSeats)),
    mode: "onBlur",
    defaultValues: { passengerCount: 1, dropoffLocation: "" },
  });

  // More seats than are left: the join rule's own refusal, as the server would word it.
  const tooMany = () => {
    const count = getValues("passengerCount");
    if (!Number.isInteger(count) || count < MIN_PASSENGERS) return;
    const decision = decideJoin(ride, user, false, count, new Date());
    if (!decision.ok)
      toast({ title: "form.toast.error", description: decision.message, variant: "destructive" });
  };

  const seats = seatsOf(watch("passengerCount"));
  const now = new Date();
  const joinDecision = seats === null ? null : decideJoin(ride, user, false, seats, now);
  const waits = seats !== null && decideWaitlistJoin(ride, user, outside, seats, now).ok;

  const onSubmit = handleSubmit((values) => {
    // The rule again on the values sent: the party that does not fit waits.
    if (decideWaitlistJoin(ride, user, outside, values.passengerCount, new Date()).ok) {
      joinWaitlist.mutate(values, {
        onSuccess: ({ position }) =>
          toast({
            title: "form.join.waitlist_joined",
            description: messageRef("form.join.waitlist_position", { position }),
          }),
      });
      return;
    }
    joinRide.mutate(values);
  }, tooMany);
  const pending = joinRide.isPending || joinWaitlist.isPending;
  // The last refusal, with the stop it refused: the designated points are offered under the field.
  const refused = joinRide.error ? joinRide : joinWaitlist.error ? joinWaitlist : null;

  const tools: LocationTools = {
    setLocation: (text) => {
      setValue("dropoffLocation", text, { shouldValidate: true, shouldDirty: true });
      joinRide.reset();
      joinWaitlist.reset();
    },
    clearLocation: (text) => {
      if (getValues("dropoffLocation") === text) setValue("dropoffLocation", "");
    },
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("form.join.heading")} className="space-y-5">
      <NumberField
        id={`${idPrefix}-passengerCount`}
        label={t("form.join.count_label")}
        min={MIN_PASSENGERS}
        max={maxSeats}
        hint={t(canWait ? "form.join.count_hint_waitlist" : "form.join.count_hint", { remaining })}
        error={errors.passengerCount?.message}
        {...register("passengerCount", { valueAsNumber: true })}
      />
      <LocationField
        id={`${idPrefix}-dropoffLocation`}
        direction={ride.direction}
        asker="joining"
        error={errors.dropoffLocation?.message}
        {...register("dropoffLocation")}
      />
      {refused ? (
        <DesignatedPoints
          error={refused.error}
          stop={refused.variables?.dropoffLocation ?? ""}
          onChoose={tools.setLocation}
        />
      ) : null}
      <StopSuggestions value={watch("dropoffLocation") ?? ""} onChoose={tools.setLocation} />
      {locationTools ? locationTools(tools) : null}
      {children}
      {showCost ? (
        <JoinShare
          ride={ride}
          priced={pricedRide(ride, passengers)}
          size={seats}
          stop={watch("dropoffLocation").trim() || null}
          refusal={joinDecision && !joinDecision.ok ? translate(joinDecision.message) : null}
        />
      ) : null}
      {waits && joinDecision && !joinDecision.ok ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm" role="status">
          {t("form.join.waitlist_note", { refusal: translate(joinDecision.message) })}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {waits
          ? t(joinWaitlist.isPending ? "form.join.waitlist_joining" : "form.join.waitlist_join")
          : t(joinRide.isPending ? "form.join.joining" : "form.join.submit")}
      </Button>
    </form>
  );
}
