import { DIRECTIONS, type Direction } from "../../../../domain/ride/ride.ts";
import {
  dayChips,
  type HomeSearch,
  TIME_OF_DAY_LABELS,
  TIMES_OF_DAY,
  type TimeOfDay,
} from "../../../../domain/ride/ride-search.ts";
import { ChipGroup, type ChipOption } from "../../../components/ui/chip-group.tsx";

const ANY = "any";

const DIRECTION_OPTIONS: ChipOption<Direction | typeof ANY>[] = [
  { value: ANY, label: "Both" },
  ...DIRECTIONS.map((direction) => ({
    value: direction,
    label: direction === "SG->FC" ? "Singapore → Forest City" : "Forest City → Singapore",
  })),
];

const TIME_OPTIONS: ChipOption<TimeOfDay | typeof ANY>[] = [
  { value: ANY, label: "Any time" },
  ...TIMES_OF_DAY.map((time) => ({ value: time, label: TIME_OF_DAY_LABELS[time] })),
];

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
  const days = dayChips(now, search.day).map((chip) => ({
    value: chip.day ?? ANY,
    label: chip.label,
  }));
  return (
    <search className="block space-y-1" aria-label="Find a ride">
      <ChipGroup
        legend="Direction"
        options={DIRECTION_OPTIONS}
        value={search.direction ?? ANY}
        onChange={(value) => onChange({ ...search, direction: orNull(value) })}
      />
      <ChipGroup
        legend="Day"
        options={days}
        value={search.day ?? ANY}
        onChange={(value) => onChange({ ...search, day: orNull(value) })}
      />
      <ChipGroup
        legend="Time of day"
        options={TIME_OPTIONS}
        value={search.timeOfDay ?? ANY}
        onChange={(value) => onChange({ ...search, timeOfDay: orNull(value) })}
      />
    </search>
  );
}
