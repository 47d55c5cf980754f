import { MapPin } from "lucide-react";
import { suggestStops } from "../../domain/places/common-stops.ts";
import { useLocale, useT } from "../lib/i18n.ts";

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
  const locale = useLocale();
  const stops = value.includes("\n") ? [] : suggestStops(value);
  if (stops.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium text-muted-foreground">{t("form.location.common_stops")}</p>
      <ul className="flex flex-wrap gap-2">
        {stops.map((stop) => (
          <li key={stop.id}>
            <button
              type="button"
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-border bg-card px-3 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              onClick={() => onChoose(stop.names.en)}
            >
              <MapPin aria-hidden="true" className="size-3.5" />
              {stop.names[locale]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
