import { useLingui } from "@lingui/react";
import {
  additionalStopsWith,
  formatMoney,
  formatShare,
  fullShare,
  type PricedRide,
  personShare,
  stopFeeCents,
} from "../../../../domain/ride/price.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { CostRow, RideCostRows } from "../../../components/cost-row.tsx";
import { translate, useT } from "../../../lib/i18n.ts";

/**
 * What the ride costs now and the joining party's share with its stop (decision 013), live as the
 * party size and the stop change. `refusal` words a party that cannot join (decideJoin's message),
 * which has no price.
 */
export function JoinShare({
  ride,
  priced,
  size,
  stop,
  refusal,
}: {
  ride: Ride;
  priced: PricedRide;
  /** A whole number of seats, or null while the field holds none. */
  size: number | null;
  stop: string | null;
  refusal: string | null;
}) {
  const { i18n } = useLingui();
  const t = useT();
  const party = size === null || refusal !== null ? null : { size, stop };
  const share = party && personShare(priced, { joining: party }, false);
  const ifFull = party && fullShare(priced, party);
  // The cost table counts the joiner's own new stop, as their share does.
  const withStop = { ...ride, additionalStops: additionalStopsWith(priced, stop) };
  return (
    <section aria-labelledby="join-cost-title" className="space-y-2">
      <h3 id="join-cost-title" className="text-sm font-semibold">
        {t("form.join.cost")}
      </h3>
      <dl className="divide-y divide-border rounded-lg border border-border text-sm">
        <RideCostRows ride={withStop} />
        <CostRow
          label={t("app.share.if_you_join")}
          total
          live
          className="bg-accent text-accent-foreground"
        >
          <span data-testid="join-share">
            {share
              ? formatShare(i18n, share.perPerson, share.size)
              : refusal === null
                ? "—"
                : translate(refusal)}
          </span>
          {share && share.size > 1 ? (
            <span className="block text-xs font-normal">
              {formatShare(i18n, share.perPerson, 1)}
            </span>
          ) : null}
        </CostRow>
        {ifFull && share && ifFull.perPerson !== share.perPerson ? (
          <CostRow label={t("form.join.if_full")} live>
            {formatShare(i18n, ifFull.perPerson, ifFull.size)}
          </CostRow>
        ) : null}
      </dl>
      <p className="text-xs text-muted-foreground">
        {t("form.join.cost_note", { stopFee: formatMoney(stopFeeCents(ride)) })}
      </p>
    </section>
  );
}
