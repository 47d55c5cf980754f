import { ADDITIONAL_STOP_FEE } from "../../../../domain/constants.ts";
import {
  additionalStopsCost,
  detailCostPerPerson,
  formatSgd,
  rideTotalCost,
} from "../../../../domain/cost.ts";
import type { Ride } from "../../../../domain/ride-read.ts";

/** Base Cost, Additional Stops, Total Cost and the per-person figure of a full car. */
export function CostBreakdown({ ride }: { ride: Ride }) {
  const stops = ride.additionalStops;
  return (
    <dl className="divide-y divide-border rounded-lg border border-border text-sm">
      <div className="flex justify-between gap-3 px-3 py-2">
        <dt className="text-muted-foreground">Base Cost</dt>
        <dd className="shrink-0 font-medium whitespace-nowrap tabular-nums">
          {formatSgd(ride.cost)}
        </dd>
      </div>
      <div className="flex justify-between gap-3 px-3 py-2">
        <dt className="text-muted-foreground">
          Additional Stops
          <span className="block text-xs">
            {stops} × ${ADDITIONAL_STOP_FEE} SGD
          </span>
        </dt>
        <dd className="shrink-0 font-medium whitespace-nowrap tabular-nums">
          {formatSgd(additionalStopsCost(stops))}
        </dd>
      </div>
      <div className="flex justify-between gap-3 px-3 py-2">
        <dt className="font-semibold">Total Cost</dt>
        <dd className="shrink-0 font-semibold whitespace-nowrap tabular-nums">
          {formatSgd(rideTotalCost(ride))}
        </dd>
      </div>
      <div className="flex justify-between gap-3 px-3 py-2">
        <dt className="text-muted-foreground">
          Per Person
          <span className="block text-xs">if all {ride.maxPassengers} seats are taken</span>
        </dt>
        <dd className="shrink-0 font-medium whitespace-nowrap tabular-nums">
          ${detailCostPerPerson(ride)} SGD
        </dd>
      </div>
    </dl>
  );
}
