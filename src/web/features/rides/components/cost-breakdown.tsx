import { formatMoney, pricedRide, ridePrices } from "../../../../domain/ride/price.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { CostRow, RideCostRows } from "../../../components/cost-row.tsx";

/**
 * Base Cost, Additional Stops, Total Cost, what the next rider pays and what each pays once every
 * seat is taken (decision 013): the same figures as the ride's card.
 */
export function CostBreakdown({ ride }: { ride: Ride }) {
  const prices = ridePrices(pricedRide(ride, null));
  return (
    <dl className="divide-y divide-border rounded-lg border border-border text-sm">
      <RideCostRows ride={ride} />
      {prices.nextRider === null ? null : (
        <CostRow
          label={
            <>
              Cost per person
              <span className="block text-xs">for the next rider to join</span>
            </>
          }
          total
        >
          {formatMoney(prices.nextRider)}
        </CostRow>
      )}
      <CostRow
        label={
          <>
            Per Person if full
            <span className="block text-xs">all {ride.maxPassengers} seats taken</span>
          </>
        }
      >
        {formatMoney(prices.ifFull)}
      </CostRow>
    </dl>
  );
}
