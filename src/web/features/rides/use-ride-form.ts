import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { decideRideEdit } from "../../../domain/ride/ride.ts";
import {
  buildRidePayload,
  clampOrganizerPassengerCount,
  DEFAULT_RIDE_FORM_VALUES,
} from "../../../domain/ride/ride-form.ts";
import {
  type Ride,
  type RideFormInput,
  type RideFormValues,
  rideFormSchema,
} from "../../../domain/ride/ride-schemas.ts";
import { MAX_PASSENGERS } from "../../../domain/shared/constants.ts";
import { singaporeLocalToIso } from "../../../domain/shared/dates.ts";
import { errorText, splitFieldError } from "../../lib/api.ts";
import { translate } from "../../lib/i18n.ts";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver.ts";
import { toast } from "../../lib/toast.ts";
import { useCreateRide } from "./api/create-ride.ts";
import { useUpdateSeries } from "./api/series.ts";
import { useUpdateRide } from "./api/update-ride.ts";
import type { RepeatChoice } from "./components/repeat-weekly.tsx";
import type { SeriesScope } from "./components/series-scope.tsx";

/** The fields a server refusal may name ("maxPassengers: …"), shown under that field. */
const SERVER_FIELDS = [
  "maxPassengers",
  "date",
  "organizerPassengerCount",
  "cost",
  "stopFee",
] as const;

// ride-form.ts is loaded already (the form's defaults and payload): only the zod resolver waits.
const resolver = lazyZodResolver(async () => rideFormSchema);

export type RideFormMode =
  | { kind: "create" }
  | { kind: "edit"; ride: Ride; initial: RideFormValues };

/** Why the organizer may not turn the ride around (another rider has joined), or null. */
function directionChangeRefusal(ride: Ride): string | null {
  const to = ride.direction === "SG->FC" ? "FC->SG" : "SG->FC";
  const decision = decideRideEdit(ride, ride.creatorId, new Date(), {
    direction: { to, organizerPassengerCount: ride.organizerPassengerCount ?? 1 },
  });
  return decision.ok ? null : translate(decision.message);
}

/**
 * The create and edit ride form's state: the fields, the organizer's count kept within the
 * maximum, the weekly repeat (create) or the series scope (edit), and the submit that creates,
 * updates the ride or updates the series from it, then opens the ride; a refusal naming a field
 * is shown under it.
 */
export function useRideForm(mode: RideFormMode) {
  const [, navigate] = useLocation();
  const isEdit = mode.kind === "edit";
  const createRide = useCreateRide();
  const updateRide = useUpdateRide(isEdit ? mode.ride.id : 0);
  const seriesId = isEdit ? (mode.ride.seriesId ?? null) : null;
  const updateSeries = useUpdateSeries(seriesId ?? 0);
  const [scope, setScope] = useState<SeriesScope>("one");
  const [repeat, setRepeat] = useState<RepeatChoice>(null);
  const form = useForm<RideFormInput, unknown, RideFormValues>({
    resolver,
    mode: "onBlur",
    defaultValues: isEdit ? mode.initial : { ...DEFAULT_RIDE_FORM_VALUES },
  });
  const { getValues, setValue, setError } = form;

  const maxPassengers = form.watch("maxPassengers");
  const date = form.watch("date");
  const countCeiling =
    typeof maxPassengers === "number" && Number.isFinite(maxPassengers)
      ? maxPassengers
      : MAX_PASSENGERS;

  // A lower maximum pulls the organizer's count down with it.
  useEffect(() => {
    const count = getValues("organizerPassengerCount") ?? 1;
    const clamped = clampOrganizerPassengerCount(count, countCeiling);
    if (clamped !== count) setValue("organizerPassengerCount", clamped);
  }, [countCeiling, getValues, setValue]);

  const onSaved = (ride: Ride) => {
    // A new ride opens with its share sheet (decision 016), which says it is up: a toast too
    // would sit over the sheet's buttons on a phone (issue 25).
    if (isEdit) toast({ title: "form.toast.success", description: "form.ride.updated" });
    navigate(isEdit ? `/rides/${ride.id}` : `/rides/${ride.id}?created=1`);
  };
  const onFailed = (error: unknown) => {
    const message = errorText(error);
    const { field, message: fieldMessage } = splitFieldError(message, SERVER_FIELDS);
    if (field) setError(field, { message: fieldMessage });
    else if (/date/i.test(message)) setError("date", { message });
  };

  const submit = form.handleSubmit((values) => {
    const payload = buildRidePayload(values);
    const handlers = { onSuccess: onSaved, onError: onFailed };
    if (isEdit && scope === "later")
      return updateSeries.mutate(
        { ...payload, from: mode.ride.id },
        { onSuccess: () => navigate(`/rides/${mode.ride.id}`), onError: onFailed },
      );
    if (isEdit) return updateRide.mutate(payload, handlers);
    // No day chosen: the days say so under them, and there is nothing to send.
    if (repeat?.weekdays.length === 0) return;
    const series = repeat
      ? { repeat: { weekdays: [...repeat.weekdays], until: repeat.until } }
      : {};
    createRide.mutate({ ...payload, ...series }, handlers);
  });

  return {
    form,
    isEdit,
    direction: form.watch("direction") ?? "SG->FC",
    /** The departure as an instant, once the date field holds a whole one. */
    departure: typeof date === "string" ? singaporeLocalToIso(date) : null,
    countCeiling,
    repeat,
    setRepeat,
    /** Null unless the ride is one of a weekly series. */
    seriesId,
    scope,
    setScope,
    saving: isEdit ? updateRide.isPending || updateSeries.isPending : createRide.isPending,
    // Once another rider has joined, every pickup would silently become a drop-off: the page asks
    // the edit rule whether the other direction would be refused, and shows why.
    directionFixed: isEdit ? directionChangeRefusal(mode.ride) : null,
    submit,
  };
}
