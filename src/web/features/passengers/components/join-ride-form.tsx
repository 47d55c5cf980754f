import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { decideJoin } from "../../../../domain/passenger/passenger.ts";
import {
  type JoinFormValues,
  joinFormSchema,
} from "../../../../domain/passenger/passenger-schemas.ts";
import { type Direction, remainingSpots } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { MIN_PASSENGERS } from "../../../../domain/shared/constants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { toast } from "../../../lib/toast.ts";
import { useJoinRide } from "../api/join-ride.ts";
import { JoinCostEstimate } from "./join-cost-estimate.tsx";

const LOCATION_LABELS: Record<Direction, string> = {
  "SG->FC": "Pick-up Location in Singapore",
  "FC->SG": "Drop-off Location in Singapore",
};

const LOCATION_PLACEHOLDERS: Record<Direction, string> = {
  "SG->FC": "e.g., Pasir Ris MRT",
  "FC->SG": "e.g., Tampines Mall",
};

type JoinFormInput = z.input<ReturnType<typeof joinFormSchema>>;

export interface LocationTools {
  /** Puts a picked place's text into the location field. */
  setLocation: (text: string) => void;
  /** Clears the field if it still holds `text` (the removed pick). */
  clearLocation: (text: string) => void;
}

/**
 * Number of passengers and the pick-up / drop-off location, checked against the spots left.
 * `locationTools` renders extras under the location field (the join page's map); `showCost`
 * adds the cost estimate.
 */
export function JoinRideForm({
  ride,
  user,
  idPrefix,
  showCost = false,
  locationTools,
  children,
}: {
  ride: Ride;
  /** The rider joining: the form is shown only to one who may join, so not yet on the ride. */
  user: { id: number; isVendor: boolean };
  idPrefix: string;
  showCost?: boolean;
  locationTools?: (tools: LocationTools) => ReactNode;
  /** Shown between the location and the cost (e.g. a note). */
  children?: ReactNode;
}) {
  const [, navigate] = useLocation();
  const remaining = remainingSpots(ride);
  const joinRide = useJoinRide(ride.id);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = useForm<JoinFormInput, unknown, JoinFormValues>({
    // passenger.ts is loaded already (decideJoin): only the zod resolver waits.
    resolver: lazyZodResolver(async () => joinFormSchema(remaining)),
    mode: "onBlur",
    defaultValues: { passengerCount: 1, dropoffLocation: "" },
  });

  // More seats than are left: the join rule's own refusal, as the server would word it.
  const tooMany = () => {
    const count = getValues("passengerCount");
    if (!Number.isInteger(count) || count < MIN_PASSENGERS) return;
    const decision = decideJoin(ride, user, false, count, new Date());
    if (!decision.ok)
      toast({ title: "Error", description: decision.message, variant: "destructive" });
  };

  const onSubmit = handleSubmit(
    (values) =>
      joinRide.mutate(values, {
        onSuccess: () => {
          toast({ title: "Success", description: "You have joined the ride" });
          // The ride page, with its "You're in" panel (decision 016).
          navigate(`/rides/${ride.id}?joined=1`);
        },
      }),
    tooMany,
  );

  const tools: LocationTools = {
    setLocation: (text) =>
      setValue("dropoffLocation", text, { shouldValidate: true, shouldDirty: true }),
    clearLocation: (text) => {
      if (getValues("dropoffLocation") === text) setValue("dropoffLocation", "");
    },
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Join Ride" className="space-y-5">
      <TextField
        id={`${idPrefix}-passengerCount`}
        label="Number of Passengers"
        type="number"
        inputMode="numeric"
        min={MIN_PASSENGERS}
        max={remaining}
        step={1}
        hint={`${remaining} ${remaining === 1 ? "spot" : "spots"} left, including you`}
        error={errors.passengerCount?.message}
        {...register("passengerCount", { valueAsNumber: true })}
      />
      <TextareaField
        id={`${idPrefix}-dropoffLocation`}
        label={LOCATION_LABELS[ride.direction]}
        placeholder={LOCATION_PLACEHOLDERS[ride.direction]}
        hint="You can enter multiple lines of text for detailed location instructions"
        error={errors.dropoffLocation?.message}
        {...register("dropoffLocation")}
      />
      {locationTools ? locationTools(tools) : null}
      {children}
      {showCost ? <JoinCostEstimate ride={ride} joiningCount={watch("passengerCount")} /> : null}
      <Button type="submit" className="w-full" disabled={joinRide.isPending}>
        {joinRide.isPending ? "Joining..." : "Join Ride"}
      </Button>
    </form>
  );
}
