import { useLingui } from "@lingui/react";
import {
  formatMoney,
  pricedRide,
  readerShare,
  ridePrices,
  shareTexts,
} from "../../../../domain/ride/price.ts";
import { isPast } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { CostRow, RideCostRows } from "../../../components/cost-row.tsx";
import { useT } from "../../../lib/i18n.ts";

/**
 * Base Cost, Additional Stops, Total Cost, then the reader's own figure (decision 028): their
 * share, what they would pay if they joined, or the final share once the ride has left; the same
 * figure as their card, share text and payment panel. Until departure, what each pays once every
 * seat is taken.
 */
export function CostBreakdown({ ride, now }: { ride: Ride; now: Date }) {
  const { i18n } = useLingui();
  const t = useT();
  const share = readerShare(ride, now);
  const texts = share && shareTexts(i18n, share);
  const { ifFull } = ridePrices(pricedRide(ride, null));
  return (
    <dl className="divide-y divide-border rounded-lg border border-border text-sm">
      <RideCostRows ride={ride} />
      {texts ? (
        <CostRow
          label={
            <>
              {texts.label}
              {texts.note ? <span className="block text-xs">{texts.note}</span> : null}
            </>
          }
          total
        >
          <span data-testid="ride-share">{texts.amount}</span>
          {texts.each ? <span className="block text-xs font-normal">{texts.each}</span> : null}
        </CostRow>
      ) : null}
      {isPast(ride, now) || share?.perPerson === ifFull ? null : (
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
          {formatMoney(ifFull)}
        </CostRow>
      )}
    </dl>
  );
}
