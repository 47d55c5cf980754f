import { Controller } from "react-hook-form";
import type { Direction } from "../../../../domain/ride/ride.ts";
import {
  MAX_PASSENGERS,
  MAX_RIDE_COST,
  MAX_STOP_FEE,
  MIN_PASSENGERS,
} from "../../../../domain/shared/constants.ts";
import { isoToSingaporeLocal } from "../../../../domain/shared/dates.ts";
import { LocationField } from "../../../components/location-field.tsx";
import { StopSuggestions } from "../../../components/stop-suggestions.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { NumberField, TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../lib/i18n.ts";
import { type RideFormMode, useRideForm } from "../use-ride-form.ts";
import { CrossingHint } from "./crossing-hint.tsx";
import { DeleteRideButton } from "./delete-ride-button.tsx";
import { DirectionToggle } from "./direction-toggle.tsx";
import { OrganizerCountInput } from "./organizer-count-input.tsx";
import { RepeatWeekly } from "./repeat-weekly.tsx";
import { SeriesScopeChoice } from "./series-scope.tsx";

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

/** The create and edit ride form (spec 'Create/Edit ride form'), fields in the spec's order. */
export function RideForm({ mode }: { mode: RideFormMode }) {
  const t = useT();
  const state = useRideForm(mode);
  const { form, isEdit, direction, departure, countCeiling } = state;
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const minDate = isEdit ? undefined : isoToSingaporeLocal(new Date());

  return (
    <form
      onSubmit={state.submit}
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
            fixedReason={state.directionFixed}
          />
        )}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          id="ride-maxPassengers"
          label={t("form.ride.max_passengers_label")}
          min={MIN_PASSENGERS}
          max={MAX_PASSENGERS}
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
      {isEdit ? null : (
        <RepeatWeekly departure={departure} value={state.repeat} onChange={state.setRepeat} />
      )}
      {state.seriesId === null ? null : (
        <SeriesScopeChoice value={state.scope} onChange={state.setScope} />
      )}

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
        <LocationField
          id="ride-organizerLocation"
          direction={direction}
          asker="organizer"
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
          <NumberField
            key={name}
            id={`ride-${name}`}
            label={t(label)}
            hint={t(hint)}
            min={0}
            max={max}
            error={errors[name]?.message}
            {...register(name, { valueAsNumber: true })}
          />
        ))}
      </fieldset>

      <div className="flex flex-col sm:flex-row sm:justify-end">
        <Button type="submit" disabled={state.saving} className="sm:min-w-36">
          {isEdit
            ? t(state.saving ? "form.ride.updating" : "form.ride.update")
            : t(state.saving ? "form.ride.creating" : "form.ride.create")}
        </Button>
      </div>
      {mode.kind === "edit" ? (
        // Well apart from Update Ride, so a thumb cannot hit one for the other.
        <div className="mt-10 flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <DeleteRideButton ride={mode.ride} />
        </div>
      ) : null}
    </form>
  );
}
