// What other features may use of ride alerts: telling the alerts' owners of a ride, inside the
// transaction that created it or freed a seat on it; an account's alerts for its data export.
import { alertMatches } from "../../domain/alert/alert.ts";
import { rideAlertText } from "../../domain/notification/notification.ts";
import { isPast, remainingSpots } from "../../domain/ride/ride.ts";
import type { Db } from "../db/client.ts";
import type { RideRow } from "../db/schema/index.ts";
import { notify } from "../notifications/public.ts";
import { claimAlertNotices, listAlertsForRide, listAlertsOf, toldOfSeries } from "./queries.ts";

/**
 * Each person whose alert matches the ride — not its organizer, nobody aboard, not `leaving`
 * (who just gave up a seat on it) — hears of it once
 * (the notice's key is ride and person); a push follows through notify. Nothing for a ride that
 * has left, is cancelled or has no seat free. A weekly series is one notice: its later rides
 * tell nobody already told of one of them (issue 39).
 */
export async function noticeMatchingAlerts(tx: Db, ride: RideRow, now: Date, leaving?: number) {
  const spots = remainingSpots(ride);
  if (ride.status === "cancelled" || isPast(ride, now) || spots <= 0) return;
  const alerts = await listAlertsForRide(tx, ride);
  const matching = alerts.filter((alert) => alertMatches(alert, ride) && alert.userId !== leaving);
  const owners = [...new Set(matching.map((alert) => alert.userId))];
  const claimed = await claimAlertNotices(tx, ride.id, owners);
  const ofSeries =
    ride.seriesId === null
      ? new Set<number>()
      : await toldOfSeries(tx, ride.seriesId, ride.id, claimed);
  const told = claimed.filter((userId) => !ofSeries.has(userId));
  await notify(
    tx,
    told.map((userId) => ({
      userId,
      type: "ride_alert",
      rideId: ride.id,
      text: (i18n) => rideAlertText(i18n, ride, spots),
    })),
  );
}

/** The account's alerts as its data export shows them: as the alerts list reads them, less the owner. */
export async function exportAlertsOf(db: Db, userId: number) {
  return (await listAlertsOf(db, userId)).map(({ userId: _owner, ...alert }) => alert);
}
