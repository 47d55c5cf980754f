import { directionTitle } from "../../../../domain/ride/ride.ts";
import {
  type DirectionFilter,
  RIDE_SORT_LABELS,
  type RideListFilters,
  type RideSort,
  type TimeFilter,
} from "../../../../domain/ride/ride-list.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";

const DIRECTION_OPTIONS: { value: DirectionFilter; label: string }[] = [
  { value: "all", label: "All Directions" },
  { value: "SG->FC", label: directionTitle("SG->FC") },
  { value: "FC->SG", label: directionTitle("FC->SG") },
];

const TIME_OPTIONS: { value: TimeFilter; label: string }[] = [
  { value: "upcoming", label: "Upcoming" },
  { value: "thisWeek", label: "This Week" },
  { value: "all", label: "All Time" },
];

const SORT_OPTIONS: { value: RideSort; label: string }[] = [
  { value: "dateAsc", label: RIDE_SORT_LABELS.dateAsc },
  { value: "dateDesc", label: RIDE_SORT_LABELS.dateDesc },
];

/** Direction, time and sort of the ride list; the server applies them. */
export function RideFilters({
  filters,
  onChange,
}: {
  filters: RideListFilters;
  onChange: (filters: RideListFilters) => void;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <legend className="sr-only">Filter rides</legend>
      <SelectField
        id="filter-direction"
        label="Direction"
        className="col-span-2 sm:col-span-1"
        options={DIRECTION_OPTIONS}
        value={filters.direction}
        onChange={(event) =>
          onChange({ ...filters, direction: event.target.value as DirectionFilter })
        }
      />
      <SelectField
        id="filter-time"
        label="Time"
        options={TIME_OPTIONS}
        value={filters.time}
        onChange={(event) => onChange({ ...filters, time: event.target.value as TimeFilter })}
      />
      <SelectField
        id="filter-sort"
        label="Sort"
        options={SORT_OPTIONS}
        value={filters.sort}
        onChange={(event) => onChange({ ...filters, sort: event.target.value as RideSort })}
      />
    </fieldset>
  );
}
