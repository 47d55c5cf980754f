import type { Direction } from "../../domain/ride/ride.ts";
import { useT } from "../lib/i18n.ts";
import { TextareaField, type TextareaFieldProps } from "./ui/textarea-field.tsx";

/** Whose stop the field asks for: the organizer's (the ride form) or a joining party's. */
type Asker = "organizer" | "joining";

const LABELS = {
  organizer: { "SG->FC": "form.ride.location_sg_fc", "FC->SG": "form.ride.location_fc_sg" },
  joining: { "SG->FC": "form.join.location_sg_fc", "FC->SG": "form.join.location_fc_sg" },
} as const satisfies Record<Asker, Record<Direction, string>>;

/** An example of the stop in Singapore: a pick-up on the way to Forest City, a drop-off back. */
const PLACEHOLDERS = {
  "SG->FC": "form.location.placeholder_pickup",
  "FC->SG": "form.location.placeholder_dropoff",
} as const satisfies Record<Direction, string>;

/**
 * A rider's stop in Singapore on a ride in `direction`, asked of the organizer or of a joining
 * party: the same example and hint in both forms, a label of each form's own.
 */
export function LocationField({
  direction,
  asker,
  ...props
}: Omit<TextareaFieldProps, "label" | "placeholder" | "hint"> & {
  direction: Direction;
  asker: Asker;
}) {
  const t = useT();
  return (
    <TextareaField
      label={t(LABELS[asker][direction])}
      placeholder={t(PLACEHOLDERS[direction])}
      hint={t("form.location.hint")}
      {...props}
    />
  );
}
