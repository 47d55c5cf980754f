// The organizer's Delete of a locked ride (decision 021): a ride others have joined is cancelled
// (kept for its people, with the reason, and they are told); a ride with only its organizer is
// deleted. One path for a ride's own Delete and for a weekly series' cancel.
import type { I18n } from "@lingui/core";
import { cancelledText } from "../../../domain/notification/notification.ts";
import { rideRemoval } from "../../../domain/ride/ride.ts";
import { displayName } from "../../../domain/user/user.ts";
import type { Db } from "../../db/client.ts";
import type { RideRow } from "../../db/schema/index.ts";
import { type NotificationItem, notify } from "../../notifications/public.ts";
import { findPassengerOfUser, listPassengerRows } from "../passengers/queries.ts";
import { cancelRide, deleteRide } from "../ride/queries.ts";

/**
 * Everyone aboard and the assigned driver hear that the ride is cancelled, with the reason; the
 * organizer, who cancelled it, does not.
 */
async function cancellationNotices(
  tx: Db,
  ride: RideRow,
  reason: string | null,
): Promise<NotificationItem[]> {
  const rows = await listPassengerRows(tx, ride.id);
  const organizer = rows.find(({ passenger }) => passenger.userId === ride.creatorId);
  const text = (i18n: I18n) =>
    cancelledText(i18n, ride, displayName(organizer?.user, i18n._("server.the_organizer")), reason);
  const people = new Set(rows.map(({ passenger }) => passenger.userId));
  if (ride.vendorId !== null) people.add(ride.vendorId);
  people.delete(ride.creatorId);
  return [...people].map((userId) => ({ userId, type: "cancelled", rideId: ride.id, text }));
}

/** Cancels or deletes a ride its organizer may remove (decideRideDelete); answers which. */
export async function removeLockedRide(tx: Db, ride: RideRow, reason: string | null, now: Date) {
  const organizer = await findPassengerOfUser(tx, ride.id, ride.creatorId);
  const removal = rideRemoval(ride, organizer?.passengerCount ?? 0);
  if (removal === "cancel") {
    await cancelRide(tx, ride.id, reason, now);
    await notify(tx, await cancellationNotices(tx, ride, reason));
  } else await deleteRide(tx, ride.id);
  return removal;
}
