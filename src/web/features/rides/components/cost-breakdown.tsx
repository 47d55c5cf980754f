import { formatMoney, pricedRide, ridePrices } from "../../../../domain/ride/price.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { CostRow, RideCostRows } from "../../../components/cost-row.tsx";
import { useT } from "../../../lib/i18n.ts";

/**
 * Base Cost, Additional Stops, Total Cost, what the next rider pays and what each pays once every
 * seat is taken (decision 013): the same figures as the ride's card.
 */
export function CostBreakdown({ ride }: { ride: Ride }) {
  const t = useT();
  const prices = ridePrices(pricedRide(ride, null));
  return (
    <dl className="divide-y divide-border rounded-lg border border-border text-sm">
      <RideCostRows ride={ride} />
      {prices.nextRider === null ? null : (
        <CostRow
          label={
            <>
              {t("ride.cost.per_person")}
              <span className="block text-xs">{t("ride.cost.next_rider")}</span>
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
            {t("ride.cost.if_full")}
            <span className="block text-xs">
              {t("ride.cost.all_seats", { count: ride.maxPassengers })}
            </span>
          </>
        }
      >
        {formatMoney(prices.ifFull)}
      </CostRow>
    </dl>
  );
}
