// Who hears about a change to a ride, and what they read (the texts are the domain's, each written
// in its reader's language: notify picks it). Called by the ride's write paths inside their
// transaction, so a line exists only if its change committed. The person who made the change is
// never told about it.
import type { I18n } from "@lingui/core";
import {
  driverAssignedText,
  driverName,
  driverReleasedText,
  joinedFromWaitlistText,
  joinedText,
  leftText,
  type RideSubject,
  type RideTerms,
  removedText,
  rideChangedText,
  rideChanges,
  seatedFromWaitlistText,
  sequenceLockedText,
  shareChangedText,
} from "../../domain/notification/notification.ts";
import { partyAmounts } from "../../domain/payment/payment.ts";
import { rideCostCents } from "../../domain/ride/price.ts";
import { displayName } from "../../domain/user/user.ts";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import type { Db } from "../db/client.ts";
import { english } from "../i18n/catalogs.ts";
import { type NotificationItem, notify } from "../notifications/public.ts";
import { listPassengerRows } from "./passengers/queries.ts";
import { findDriverName, findRide, listRideAudience } from "./ride/queries.ts";
import { listStopsOfRiders } from "./sequence/queries.ts";

type Ride = RideSubject & { id: number; creatorId: number };
type Actor = { id: number; name: string };

/** The person making a change, as the others read their name. */
export function actorOf(user: PublicUser): Actor {
  return { id: user.id, name: displayName(user) };
}

/** The items of everyone but the actor. */
function othersThan(actorId: number | null, items: NotificationItem[]) {
  return items.filter((item) => item.userId !== actorId);
}

/** Notifies everyone in `items` except the actor. */
function notifyOthers(tx: Db, actorId: number | null, items: NotificationItem[]) {
  return notify(tx, othersThan(actorId, items));
}

/** Items for the write's own statement (noticesInStatement): the organizer hears of a join. */
export function joinedNotices(ride: Ride, joiner: Actor, count: number) {
  return othersThan(joiner.id, [
    {
      userId: ride.creatorId,
      type: "joined",
      rideId: ride.id,
      text: (i18n) => joinedText(i18n, joiner.name, count, ride),
    },
  ]);
}

/**
 * A passenger left (told to the organizer) or was removed by the organizer (told to them); items
 * for the write's own statement (noticesInStatement).
 */
export function leftOrRemovedNotices(
  ride: Ride,
  change: { passengerUserId: number; actor: Actor; reason?: string },
) {
  const { passengerUserId, actor, reason } = change;
  const left = passengerUserId === actor.id;
  return othersThan(actor.id, [
    left
      ? {
          userId: ride.creatorId,
          type: "left",
          rideId: ride.id,
          text: (i18n) => leftText(i18n, actor.name, ride),
        }
      : {
          userId: passengerUserId,
          type: "removed",
          rideId: ride.id,
          text: (i18n) => removedText(i18n, actor.name, ride, reason),
        },
  ]);
}

/** Everyone aboard and the driver, when the time, a place, the seats or the cost changed. */
export async function noticeRideChanged(tx: Db, before: RideTerms & { id: number }, actor: Actor) {
  const after = await findRide(tx, before.id);
  if (!after) return;
  if (rideChanges(english, before, after).length === 0) return;
  const text = (i18n: I18n) =>
    rideChangedText(i18n, actor.name, before, rideChanges(i18n, before, after));
  const { userIds } = await listRideAudience(tx, before.id);
  await notifyOthers(
    tx,
    actor.id,
    userIds.map((userId) => ({ userId, type: "ride_changed", rideId: before.id, text })),
  );
}

/**
 * When the organizer changed the quote (the car or its stop fee), each other party hears what
 * its share becomes (decision 028).
 */
export async function noticeShareChanged(
  tx: Db,
  before: Ride & { cost: number; stopFee: number },
  actor: Actor,
) {
  const after = await findRide(tx, before.id);
  if (!after || (after.cost === before.cost && after.stopFee === before.stopFee)) return;
  const rows = await listPassengerRows(tx, before.id);
  const shares = partyAmounts(
    after,
    rows.map(({ passenger }) => passenger),
  );
  const total = rideCostCents(after).total;
  await notifyOthers(
    tx,
    actor.id,
    rows.map(({ passenger }) => ({
      userId: passenger.userId,
      type: "share_changed",
      rideId: before.id,
      text: (i18n: I18n) =>
        shareChangedText(i18n, actor.name, before, {
          total,
          share: shares.get(passenger.id) ?? 0,
        }),
    })),
  );
}

/** Everyone aboard (and, when an admin takes them off, the driver) hears who drives now. */
export async function noticeDriverChange(
  tx: Db,
  rideId: number,
  change: { type: "driver_assigned" | "driver_released"; vendorId: number; actorId: number },
) {
  const ride = await findRide(tx, rideId);
  const driver = await findDriverName(tx, change.vendorId);
  if (!ride || !driver) return;
  const name = driverName(driver);
  const text = (i18n: I18n) =>
    change.type === "driver_assigned"
      ? driverAssignedText(i18n, name, ride)
      : driverReleasedText(i18n, name, ride);
  const { userIds } = await listRideAudience(tx, rideId);
  const audience = new Set([...userIds, change.vendorId]);
  await notifyOthers(
    tx,
    change.actorId,
    [...audience].map((userId) => ({ userId, type: change.type, rideId, text })),
  );
}

/** Each passenger learns their stop once the organizer locks the drop-off order. */
export async function noticeSequenceLocked(tx: Db, ride: Ride, actorId: number) {
  const stops = (await listStopsOfRiders(tx, ride.id)).filter(
    (stop): stop is { userId: number; dropoffSequence: number } => stop.dropoffSequence !== null,
  );
  await notifyOthers(
    tx,
    actorId,
    stops.map(({ userId, dropoffSequence }) => ({
      userId,
      type: "sequence_locked",
      rideId: ride.id,
      text: (i18n) => sequenceLockedText(i18n, ride, dropoffSequence, stops.length),
    })),
  );
}

/**
 * The waiting parties seated when seats freed up, and the organizer, who did not choose them:
 * nobody acted for these seats, so everyone is told.
 */
export function noticeSeatedFromWaitlist(
  tx: Db,
  ride: Ride,
  parties: { userId: number; name: string; passengerCount: number }[],
) {
  return notify(
    tx,
    parties.flatMap(({ userId, name, passengerCount }) => [
      {
        userId,
        type: "seated_from_waitlist" as const,
        rideId: ride.id,
        text: (i18n: I18n) => seatedFromWaitlistText(i18n, ride, passengerCount),
      },
      {
        userId: ride.creatorId,
        type: "joined" as const,
        rideId: ride.id,
        text: (i18n: I18n) => joinedFromWaitlistText(i18n, name, passengerCount, ride),
      },
    ]),
  );
}
