import { estimatePersonalCost, formatSgd } from "../../../../domain/ride/cost.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { ADDITIONAL_STOP_FEE } from "../../../../domain/shared/constants.ts";
import { CostRow, RideCostRows } from "../../../components/cost-row.tsx";

/** What the ride costs now and the joiner's estimated share with their group on board. */
export function JoinCostEstimate({ ride, joiningCount }: { ride: Ride; joiningCount: number }) {
  return (
    <section aria-labelledby="join-cost-title" className="space-y-2">
      <h3 id="join-cost-title" className="text-sm font-semibold">
        Cost
      </h3>
      <dl className="divide-y divide-border rounded-lg border border-border text-sm">
        <RideCostRows ride={ride} />
        <CostRow
          label="Estimated Personal Cost"
          total
          live
          className="bg-accent text-accent-foreground"
        >
          {formatSgd(estimatePersonalCost(ride, joiningCount))}
        </CostRow>
      </dl>
      <p className="text-xs text-muted-foreground">
        Per person, shared by everyone on board once your group joins. A new stop adds $
        {ADDITIONAL_STOP_FEE} SGD to the total; the final split is settled with the organizer.
      </p>
    </section>
  );
}
