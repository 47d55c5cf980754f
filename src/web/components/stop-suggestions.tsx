import { suggestStops } from "../../domain/places/common-stops.ts";
import { useT } from "../lib/i18n.ts";
import { StopChips } from "./stop-chips.tsx";

interface StopSuggestionsProps {
  /** The location field's text as typed. */
  value: string;
  /** Fills the field with the stop's English (sign) name. */
  onChoose: (name: string) => void;
}

/**
 * Common stops under a location field, found from what is typed in any language: one tap fills
 * the field. Built in, so they work with no connection to the place-search service. A field
 * holding several lines is a description being written: no suggestions then.
 */
export function StopSuggestions({ value, onChoose }: StopSuggestionsProps) {
  const t = useT();
  const stops = value.includes("\n") ? [] : suggestStops(value);
  if (stops.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium text-muted-foreground">{t("form.location.common_stops")}</p>
      <StopChips stops={stops} onChoose={onChoose} />
    </div>
  );
}
