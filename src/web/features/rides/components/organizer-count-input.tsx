import { useEffect, useState } from "react";
import { clampOrganizerPassengerCount } from "../../../../domain/ride/ride-form.ts";
import { MIN_PASSENGERS } from "../../../../domain/shared/constants.ts";
import { NumberField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../lib/i18n.ts";

/**
 * The organizer's count: clamped to 1..maxPassengers on every keystroke (spec section 5). An
 * emptied field shows empty while the user types, but its value is already 1.
 */
export function OrganizerCountInput({
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
    <NumberField
      id="ride-organizerPassengerCount"
      label={t("form.ride.organizer_count_label")}
      hint={t("form.ride.organizer_count_hint")}
      error={error}
      min={MIN_PASSENGERS}
      max={max}
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
