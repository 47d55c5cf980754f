import { detailCostPerPerson } from "../../../../domain/ride/cost.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { CostRow, RideCostRows } from "../../../components/cost-row.tsx";

/** Base Cost, Additional Stops, Total Cost and the per-person figure of a full car. */
export function CostBreakdown({ ride }: { ride: Ride }) {
  return (
    <dl className="divide-y divide-border rounded-lg border border-border text-sm">
      <RideCostRows ride={ride} />
      <CostRow
        label={
          <>
            Per Person
            <span className="block text-xs">if all {ride.maxPassengers} seats are taken</span>
          </>
        }
      >
        ${detailCostPerPerson(ride)} SGD
      </CostRow>
    </dl>
  );
}
