import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { type Direction, decideRideEdit } from "../../../../domain/ride/ride.ts";
import {
  buildRidePayload,
  clampOrganizerPassengerCount,
  DEFAULT_RIDE_FORM_VALUES,
} from "../../../../domain/ride/ride-form.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import {
  type RideFormInput,
  type RideFormValues,
  rideFormSchema,
} from "../../../../domain/ride/ride-schemas.ts";
import {
  MAX_PASSENGERS,
  MAX_RIDE_COST,
  MAX_STOP_FEE,
  MIN_PASSENGERS,
} from "../../../../domain/shared/constants.ts";
import { isoToSingaporeLocal, singaporeLocalToIso } from "../../../../domain/shared/dates.ts";
import { StopSuggestions } from "../../../components/stop-suggestions.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { errorText, splitFieldError } from "../../../lib/api.ts";
import { translate, useT } from "../../../lib/i18n.ts";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { toast } from "../../../lib/toast.ts";
import { useCreateRide } from "../api/create-ride.ts";
import { useUpdateSeries } from "../api/series.ts";
import { useUpdateRide } from "../api/update-ride.ts";
import { CrossingHint } from "./crossing-hint.tsx";
import { DeleteRideButton } from "./delete-ride-button.tsx";
import { DirectionToggle } from "./direction-toggle.tsx";
import { type RepeatChoice, RepeatWeekly } from "./repeat-weekly.tsx";
import { type SeriesScope, SeriesScopeChoice } from "./series-scope.tsx";

const DESCRIPTIONS = {
  "FC->SG": "form.ride.description_fc_sg",
  "SG->FC": "form.ride.description_sg_fc",
} as const satisfies Record<Direction, string>;

/** The quote's two fields, whole dollars from 0: the ride's cost and its fee per extra stop. */
const QUOTE_FIELDS = [
  {
    name: "cost",
    label: "form.ride.cost_label",
    hint: "form.ride.cost_hint",
    max: MAX_RIDE_COST,
  },
  {
    name: "stopFee",
    label: "form.ride.stop_fee_label",
    hint: "form.ride.stop_fee_hint",
    max: MAX_STOP_FEE,
  },
] as const;

const LOCATION_LABELS = {
  "SG->FC": "form.ride.location_sg_fc",
  "FC->SG": "form.ride.location_fc_sg",
} as const satisfies Record<Direction, string>;

const LOCATION_PLACEHOLDERS = {
  "SG->FC": "form.location.placeholder_pickup",
  "FC->SG": "form.location.placeholder_dropoff",
} as const satisfies Record<Direction, string>;

const SERVER_FIELDS = [
  "maxPassengers",
  "date",
  "organizerPassengerCount",
  "cost",
  "stopFee",
] as const;

// ride-form.ts is loaded already (the form's defaults and payload): only the zod resolver waits.
const resolver = lazyZodResolver(async () => rideFormSchema);

type Mode = { kind: "create" } | { kind: "edit"; ride: Ride; initial: RideFormValues };

/**
 * The organizer's count: clamped to 1..maxPassengers on every keystroke (spec section 5). An
 * emptied field shows empty while the user types, but its value is already 1.
 */
function OrganizerCountInput({
  value,
  max,
  onChange,
  onBlur,
  error,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  onBlur: () => void;
  error?: string;
}) {
  const t = useT();
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (current === "" ? current : String(value)));
  }, [value]);
  return (
    <TextField
      id="ride-organizerPassengerCount"
      label={t("form.ride.organizer_count_label")}
      hint={t("form.ride.organizer_count_hint")}
      error={error}
      type="number"
      inputMode="numeric"
      min={MIN_PASSENGERS}
      max={max}
      step={1}
      value={text}
      onChange={(event) => {
        const raw = event.target.value;
        const clamped = clampOrganizerPassengerCount(raw, max);
        setText(raw === "" ? "" : String(clamped));
        onChange(clamped);
      }}
      onBlur={() => {
        setText(String(value));
        onBlur();
      }}
    />
  );
}

function directionChangeRefusal(ride: Ride): string | null {
  const to = ride.direction === "SG->FC" ? "FC->SG" : "SG->FC";
  const decision = decideRideEdit(ride, ride.creatorId, new Date(), {
    direction: { to, organizerPassengerCount: ride.organizerPassengerCount ?? 1 },
  });
  return decision.ok ? null : translate(decision.message);
}

/** The create and edit ride form (spec 'Create/Edit ride form'), fields in the spec's order. */
export function RideForm({ mode }: { mode: Mode }) {
  const t = useT();
  const [, navigate] = useLocation();
  const isEdit = mode.kind === "edit";
  const createRide = useCreateRide();
  const updateRide = useUpdateRide(isEdit ? mode.ride.id : 0);
  const seriesId = isEdit ? (mode.ride.seriesId ?? null) : null;
  const updateSeries = useUpdateSeries(seriesId ?? 0);
  const [scope, setScope] = useState<SeriesScope>("one");
  const saving = isEdit ? updateRide.isPending || updateSeries.isPending : createRide.isPending;

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    watch,
    formState: { errors },
  } = useForm<RideFormInput, unknown, RideFormValues>({
    resolver,
    mode: "onBlur",
    defaultValues: isEdit ? mode.initial : { ...DEFAULT_RIDE_FORM_VALUES },
  });

  const direction = watch("direction") ?? "SG->FC";
  const maxPassengers = watch("maxPassengers");
  const date = watch("date");
  const departure = typeof date === "string" ? singaporeLocalToIso(date) : null;
  const [repeat, setRepeat] = useState<RepeatChoice>(null);
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

  const onSubmit = handleSubmit((values) => {
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

  const minDate = isEdit ? undefined : isoToSingaporeLocal(new Date());
  // Once another rider has joined, every pickup would silently become a drop-off: the page asks
  // the edit rule whether the other direction would be refused, and shows why.
  const directionFixed = isEdit ? directionChangeRefusal(mode.ride) : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t(isEdit ? "form.edit.heading" : "form.create.heading")}
      className="space-y-6"
    >
      <p className="text-muted-foreground">{t(DESCRIPTIONS[direction])}</p>

      <Controller
        control={control}
        name="direction"
        render={({ field }) => (
          <DirectionToggle
            value={field.value ?? "SG->FC"}
            onChange={(value) => field.onChange(value)}
            fixedReason={directionFixed}
          />
        )}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="ride-maxPassengers"
          label={t("form.ride.max_passengers_label")}
          type="number"
          inputMode="numeric"
          min={MIN_PASSENGERS}
          max={MAX_PASSENGERS}
          step={1}
          hint={t("form.ride.max_passengers_hint", { min: MIN_PASSENGERS, max: MAX_PASSENGERS })}
          error={errors.maxPassengers?.message}
          {...register("maxPassengers", { valueAsNumber: true })}
        />
        <TextField
          id="ride-date"
          label={t("form.ride.date_label")}
          type="datetime-local"
          min={minDate}
          hint={t("form.ride.date_hint")}
          error={errors.date?.message}
          {...register("date")}
        />
      </div>
      <CrossingHint
        direction={direction}
        at={departure}
        onUseBetter={(at) => setValue("date", isoToSingaporeLocal(at), { shouldValidate: true })}
      />
      {isEdit ? null : <RepeatWeekly departure={departure} value={repeat} onChange={setRepeat} />}
      {seriesId === null ? null : <SeriesScopeChoice value={scope} onChange={setScope} />}

      <fieldset className="space-y-4 rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-semibold">{t("form.ride.locations")}</legend>
        <Controller
          control={control}
          name="organizerPassengerCount"
          render={({ field }) => (
            <OrganizerCountInput
              value={field.value ?? 1}
              max={countCeiling}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.organizerPassengerCount?.message}
            />
          )}
        />
        <TextareaField
          id="ride-organizerLocation"
          label={t(LOCATION_LABELS[direction])}
          placeholder={t(LOCATION_PLACEHOLDERS[direction])}
          hint={t("form.location.hint")}
          error={errors.organizerLocation?.message}
          {...register("organizerLocation")}
        />
        <StopSuggestions
          value={watch("organizerLocation") ?? ""}
          onChoose={(name) =>
            setValue("organizerLocation", name, { shouldValidate: true, shouldDirty: true })
          }
        />
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{t("form.ride.quote")}</legend>
        {QUOTE_FIELDS.map(({ name, label, hint, max }) => (
          <TextField
            key={name}
            id={`ride-${name}`}
            label={t(label)}
            hint={t(hint)}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            step={1}
            error={errors[name]?.message}
            {...register(name, { valueAsNumber: true })}
          />
        ))}
      </fieldset>

      <div className="flex flex-col sm:flex-row sm:justify-end">
        <Button type="submit" disabled={saving} className="sm:min-w-36">
          {isEdit
            ? t(saving ? "form.ride.updating" : "form.ride.update")
            : t(saving ? "form.ride.creating" : "form.ride.create")}
        </Button>
      </div>
      {isEdit ? (
        // Well apart from Update Ride, so a thumb cannot hit one for the other.
        <div className="mt-10 flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <DeleteRideButton ride={mode.ride} />
        </div>
      ) : null}
    </form>
  );
}
