// The day of travel's writes (issue 26): a party's check-in, its boarding mark, the stop spacing.
import { and, eq } from "drizzle-orm";
import type { BoardingState, CheckinState } from "../../../domain/passenger/day-of-travel.ts";
import type { Db } from "../../db/client.ts";
import { ridePassengers, rides } from "../../db/schema/index.ts";

export async function writeCheckin(
  tx: Db,
  rideId: number,
  userId: number,
  checkin: { state: CheckinState; minutes: number | null },
) {
  await tx
    .update(ridePassengers)
    .set({ checkin: checkin.state, checkinMinutes: checkin.minutes, checkinAt: new Date() })
    .where(and(eq(ridePassengers.rideId, rideId), eq(ridePassengers.userId, userId)));
}

/** Marks one party; false when the ride has no such passenger. */
export async function writeBoarding(
  tx: Db,
  rideId: number,
  passengerId: number,
  state: BoardingState,
) {
  const rows = await tx
    .update(ridePassengers)
    .set({ boarding: state })
    .where(and(eq(ridePassengers.rideId, rideId), eq(ridePassengers.id, passengerId)))
    .returning({ id: ridePassengers.id });
  return rows.length > 0;
}

export async function writeStopMinutes(tx: Db, rideId: number, minutes: number) {
  await tx.update(rides).set({ stopMinutes: minutes }).where(eq(rides.id, rideId));
}
