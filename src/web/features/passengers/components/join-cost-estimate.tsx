import { ADDITIONAL_STOP_FEE } from "../../../../domain/constants.ts";
import {
  additionalStopsCost,
  estimatePersonalCost,
  formatSgd,
  rideTotalCost,
} from "../../../../domain/cost.ts";
import type { Ride } from "../../../../domain/ride-read.ts";

/** What the ride costs now and the joiner's estimated share with their group on board. */
export function JoinCostEstimate({ ride, joiningCount }: { ride: Ride; joiningCount: number }) {
  const stops = ride.additionalStops;
  return (
    <section aria-labelledby="join-cost-title" className="space-y-2">
      <h3 id="join-cost-title" className="text-sm font-semibold">
        Cost
      </h3>
      <dl className="divide-y divide-border rounded-lg border border-border text-sm">
        <div className="flex justify-between gap-3 px-3 py-2">
          <dt className="text-muted-foreground">Base Cost</dt>
          <dd className="shrink-0 whitespace-nowrap tabular-nums">{formatSgd(ride.cost)}</dd>
        </div>
        <div className="flex justify-between gap-3 px-3 py-2">
          <dt className="text-muted-foreground">
            Additional Stops ({stops} × ${ADDITIONAL_STOP_FEE} SGD)
          </dt>
          <dd className="shrink-0 whitespace-nowrap tabular-nums">
            {formatSgd(additionalStopsCost(stops))}
          </dd>
        </div>
        <div className="flex justify-between gap-3 px-3 py-2">
          <dt className="font-semibold">Total Cost</dt>
          <dd className="shrink-0 font-semibold whitespace-nowrap tabular-nums">
            {formatSgd(rideTotalCost(ride))}
          </dd>
        </div>
        <div className="flex justify-between gap-3 bg-accent px-3 py-2 text-accent-foreground">
          <dt className="font-semibold">Estimated Personal Cost</dt>
          <dd className="shrink-0 font-semibold whitespace-nowrap tabular-nums" aria-live="polite">
            {formatSgd(estimatePersonalCost(ride, joiningCount))}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        Per person, shared by everyone on board once your group joins. A new stop adds $
        {ADDITIONAL_STOP_FEE} SGD to the total; the final split is settled with the organizer.
      </p>
    </section>
  );
}
