// A member deleting their account takes themself off every ride still to come (issue 38), each
// under the ride's lock and through the path the ride's own writes take, so counters, the
// waitlist and notices stay right: the rides they organise are cancelled (or deleted when nobody
// joined) and their people told, their seats freed for the waitlist, their queue places given up,
// and the rides they drive opened again, their organizers told. Past rides keep them.
import { and, asc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import { decideRideDelete } from "../../../domain/ride/ride.ts";
import type { PublicUser } from "../../../domain/user/user-schemas.ts";
import type { Db } from "../../db/client.ts";
import {
  ridePassengers,
  rideSeries,
  rides,
  rideWaitlist,
  vendorEvents,
} from "../../db/schema/index.ts";
import { withLockedSeats } from "../lock.ts";
import { actorOf, noticeDriverChange } from "../notices.ts";
import { releaseRideIfAssigned } from "../ride/queries.ts";
import { deleteWaitlistEntryOfUser } from "../waitlist/queries.ts";
import { removeLockedRide } from "./removal.ts";
import { unseatParty } from "./unseat.ts";

/** The reason the cancelled rides of a departed organizer carry. */
export const ORGANIZER_LEFT = "The organizer left";

/** The rides still to come, not cancelled, that the user organises, sits on, waits for or drives. */
async function listFutureRideIdsOf(tx: Db, userId: number, now: Date) {
  const rows = await tx
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        gt(rides.date, now),
        ne(rides.status, "cancelled"),
        or(
          eq(rides.creatorId, userId),
          eq(rides.vendorId, userId),
          sql`exists (select 1 from ${ridePassengers} where ${ridePassengers.rideId} = ${rides.id} and ${ridePassengers.userId} = ${userId})`,
          sql`exists (select 1 from ${rideWaitlist} where ${rideWaitlist.rideId} = ${rides.id} and ${rideWaitlist.userId} = ${userId})`,
        ),
      ),
    )
    // One order for every multi-ride write: locks taken in id order cannot deadlock each other.
    .orderBy(asc(rides.id));
  return rows.map((row) => row.id);
}

/**
 * Takes the user off every ride to come, in the caller's transaction (their account's deletion),
 * while their name is still theirs: the notices name them as the others knew them.
 */
export async function leaveEveryRide(tx: Db, user: PublicUser, now: Date) {
  // Their weekly rides make no more rides.
  await tx
    .update(rideSeries)
    .set({ cancelledAt: now })
    .where(and(eq(rideSeries.creatorId, user.id), isNull(rideSeries.cancelledAt)));
  const actor = actorOf(user);
  for (const rideId of await listFutureRideIdsOf(tx, user.id, now)) {
    await withLockedSeats(tx, rideId, async (ride, aboard, waiting) => {
      if (ride.creatorId === user.id) {
        if (decideRideDelete(ride, user.id, now).ok) {
          await removeLockedRide(tx, ride, ORGANIZER_LEFT, now);
        }
        return;
      }
      if (ride.vendorId === user.id && (await releaseRideIfAssigned(tx, ride.id, user.id, now))) {
        await tx
          .insert(vendorEvents)
          .values({ kind: "release", vendorId: user.id, rideId: ride.id, actorId: user.id });
        await noticeDriverChange(tx, ride.id, {
          type: "driver_released",
          vendorId: user.id,
          actorId: user.id,
        });
      }
      const seat = aboard.find((row) => row.userId === user.id);
      if (seat) await unseatParty(tx, { ride, aboard, waiting }, seat, { actor }, now);
      await deleteWaitlistEntryOfUser(tx, ride.id, user.id);
    });
  }
}
