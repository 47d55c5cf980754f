import { MapPin } from "lucide-react";
import type { CommonStop } from "../../domain/places/common-stops.ts";
import { useLocale } from "../lib/i18n.ts";

/** Common stops as a row of taps, each named in the reader's language; a tap fills a stop field. */
export function StopChips({
  stops,
  onChoose,
}: {
  stops: readonly CommonStop[];
  /** Takes the stop's English (sign) name, the one a stop field keeps. */
  onChoose: (name: string) => void;
}) {
  const locale = useLocale();
  return (
    <ul className="flex flex-wrap gap-2">
      {stops.map((stop) => (
        <li key={stop.id}>
          <button
            type="button"
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-border bg-card px-3 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            onClick={() => onChoose(stop.names.en)}
          >
            <MapPin aria-hidden="true" className="size-3.5" />
            {stop.names[locale]}
          </button>
        </li>
      ))}
    </ul>
  );
}
