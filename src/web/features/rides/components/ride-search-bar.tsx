import { useLingui } from "@lingui/react";
import type { Direction } from "../../../../domain/ride/ride.ts";
import {
  dayChips,
  type HomeSearch,
  TIMES_OF_DAY,
  type TimeOfDay,
  timeOfDayLabel,
} from "../../../../domain/ride/ride-search.ts";
import { ChipGroup, type ChipOption } from "../../../components/ui/chip-group.tsx";

const ANY = "any";
/** The day row's last chip: the rides that have left, latest first. */
const PAST = "past";

const orNull = <T extends string>(value: T | typeof ANY): T | null =>
  value === ANY ? null : (value as T);

/** The home's search: direction, day and time of day, each a row of chips (Singapore time). */
export function RideSearchBar({
  search,
  onChange,
  now,
}: {
  search: HomeSearch;
  onChange: (search: HomeSearch) => void;
  now: Date;
}) {
  const { i18n } = useLingui();
  const directions: ChipOption<Direction | typeof ANY>[] = [
    { value: ANY, label: i18n._("app.search.both") },
    { value: "SG->FC", label: i18n._("app.search.sg_fc") },
    { value: "FC->SG", label: i18n._("app.search.fc_sg") },
  ];
  const days = [
    ...dayChips(i18n, now, search.day).map((chip) => ({
      value: chip.day ?? ANY,
      label: chip.label,
    })),
    { value: PAST, label: i18n._("app.search.past") },
  ];
  const times: ChipOption<TimeOfDay | typeof ANY>[] = [
    { value: ANY, label: i18n._("app.search.any_time") },
    ...TIMES_OF_DAY.map((time) => ({ value: time, label: timeOfDayLabel(i18n, time) })),
  ];
  return (
    <search className="block space-y-1" aria-label={i18n._("app.search.label")}>
      <ChipGroup
        legend={i18n._("app.search.direction")}
        options={directions}
        value={search.direction ?? ANY}
        onChange={(value) => onChange({ ...search, direction: orNull(value) })}
      />
      <ChipGroup
        legend={i18n._("app.search.day")}
        options={days}
        value={search.past ? PAST : (search.day ?? ANY)}
        onChange={(value) => {
          const { past: _, ...rest } = search;
          onChange(
            value === PAST ? { ...rest, day: null, past: true } : { ...rest, day: orNull(value) },
          );
        }}
      />
      <ChipGroup
        legend={i18n._("app.search.time")}
        options={times}
        value={search.timeOfDay ?? ANY}
        onChange={(value) => onChange({ ...search, timeOfDay: orNull(value) })}
      />
    </search>
  );
}
