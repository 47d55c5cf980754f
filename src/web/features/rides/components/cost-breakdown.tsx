import { ADDITIONAL_STOP_FEE } from "../../../../domain/constants.ts";
import {
  additionalStopsCost,
  detailCostPerPerson,
  formatSgd,
  rideTotalCost,
} from "../../../../domain/cost.ts";
import type { Ride } from "../../../../domain/ride-read.ts";
import { CostRow } from "./cost-row.tsx";

/** Base Cost, Additional Stops, Total Cost and the per-person figure of a full car. */
export function CostBreakdown({ ride }: { ride: Ride }) {
  const stops = ride.additionalStops;
  return (
    <dl className="divide-y divide-border rounded-lg border border-border text-sm">
      <CostRow label="Base Cost" valueClassName="font-medium">
        {formatSgd(ride.cost)}
      </CostRow>
      <CostRow
        label={
          <>
            Additional Stops
            <span className="block text-xs">
              {stops} × ${ADDITIONAL_STOP_FEE} SGD
            </span>
          </>
        }
        valueClassName="font-medium"
      >
        {formatSgd(additionalStopsCost(stops))}
      </CostRow>
      <CostRow label="Total Cost" total>
        {formatSgd(rideTotalCost(ride))}
      </CostRow>
      <CostRow
        label={
          <>
            Per Person
            <span className="block text-xs">if all {ride.maxPassengers} seats are taken</span>
          </>
        }
        valueClassName="font-medium"
      >
        ${detailCostPerPerson(ride)} SGD
      </CostRow>
    </dl>
  );
}
