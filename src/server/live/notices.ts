// The car's notices (issue 39), each once per person and ride across instances (the
// ride_arrival_notices key): "about five minutes away" to the party of the next stop, and "has
// crossed" to everyone aboard after the driver's Cleared tap. Pushed as any notice.
import { eq } from "drizzle-orm";
import { carCrossedText, carNearText } from "../../domain/notification/notification.ts";
import { stopPlan } from "../../domain/passenger/stop-plan.ts";
import type { Checkpoint } from "../../domain/planner/border-profile.ts";
import type { Arrival } from "../../domain/trip/arrival.ts";
import { nearStop } from "../../domain/trip/arrival-notices.ts";
import type { Db } from "../db/client.ts";
import { rideArrivalNotices, ridePassengers } from "../db/schema/index.ts";
import { notify } from "../notifications/public.ts";
import { listStopParties, type TripRide } from "./queries.ts";

/** Marks the notice sent to each of `userIds`; answers those not told before. */
async function firstTime(tx: Db, rideId: number, userIds: number[], kind: "near" | "crossed") {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(rideArrivalNotices)
    .values(userIds.map((userId) => ({ rideId, userId, kind })))
    .onConflictDoNothing()
    .returning({ userId: rideArrivalNotices.userId });
  return rows.map((row) => row.userId);
}

/** Tells the party of the next stop, once, when the car is about five minutes away. */
export async function noticeNearStop(db: Db, ride: TripRide, etas: readonly Arrival[]) {
  const plan = stopPlan(ride, await listStopParties(db, ride.id));
  const stop = nearStop(ride.direction, etas, plan.length);
  const party = stop === null ? undefined : plan[stop - 1]?.party;
  if (!party) return;
  await db.transaction(async (tx) => {
    const told = await firstTime(tx, ride.id, [party.userId], "near");
    await notify(
      tx,
      told.map((userId) => ({
        userId,
        type: "car_near",
        rideId: ride.id,
        text: (i18n) => carNearText(i18n, ride),
      })),
    );
  });
}

/** Tells everyone aboard but the one who tapped, once, that the car has crossed. */
export async function noticeCrossed(
  db: Db,
  ride: TripRide,
  checkpoint: Checkpoint,
  tapperId: number,
) {
  const aboard = await db
    .select({ userId: ridePassengers.userId })
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, ride.id));
  const userIds = aboard.map((row) => row.userId).filter((id) => id !== tapperId);
  await db.transaction(async (tx) => {
    const told = await firstTime(tx, ride.id, userIds, "crossed");
    await notify(
      tx,
      told.map((userId) => ({
        userId,
        type: "car_crossed",
        rideId: ride.id,
        text: (i18n) => carCrossedText(i18n, ride, checkpoint),
      })),
    );
  });
}
