// What a member's data export holds of rides (issue 38): only their own rows and the rides'
// public terms; never another member's name, stop or contacts.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberRows } from "../../db/member-rows.ts";
import {
  rideMessages,
  ridePassengers,
  ridePaymentRecords,
  rides,
  rideWaitlist,
} from "../../db/schema/index.ts";

const rideTerms = {
  rideId: rides.id,
  direction: rides.direction,
  date: rides.date,
  status: rides.status,
  pickupLocation: rides.pickupLocation,
};

export async function exportRidesOf(db: Db, userId: number) {
  const organised = await memberRows(db, rides.creatorId, userId, rides.id, {
    ...rideTerms,
    dropoffLocations: rides.dropoffLocations,
    maxPassengers: rides.maxPassengers,
    currentPassengers: rides.currentPassengers,
    cost: rides.cost,
    stopFee: rides.stopFee,
    cancelReason: rides.cancelReason,
    cancelledAt: rides.cancelledAt,
    createdAt: rides.createdAt,
  });
  const seats = await db
    .select({
      ...rideTerms,
      passengerId: ridePassengers.id,
      dropoffLocation: ridePassengers.dropoffLocation,
      passengerCount: ridePassengers.passengerCount,
      dropoffSequence: ridePassengers.dropoffSequence,
      fromWaitlist: ridePassengers.fromWaitlist,
      checkin: ridePassengers.checkin,
      checkinMinutes: ridePassengers.checkinMinutes,
      checkinAt: ridePassengers.checkinAt,
      boarding: ridePassengers.boarding,
      amountCents: ridePassengers.amountCents,
      paidCents: ridePassengers.paidCents,
      paidAt: ridePassengers.paidAt,
      joinedAt: ridePassengers.createdAt,
    })
    .from(ridePassengers)
    .innerJoin(rides, eq(rides.id, ridePassengers.rideId))
    .where(eq(ridePassengers.userId, userId))
    .orderBy(asc(ridePassengers.id));
  const waiting = await db
    .select({
      ...rideTerms,
      dropoffLocation: rideWaitlist.dropoffLocation,
      passengerCount: rideWaitlist.passengerCount,
      createdAt: rideWaitlist.createdAt,
    })
    .from(rideWaitlist)
    .innerJoin(rides, eq(rides.id, rideWaitlist.rideId))
    .where(eq(rideWaitlist.userId, userId))
    .orderBy(asc(rideWaitlist.id));
  const driven = await memberRows(db, rides.vendorId, userId, rides.id, rideTerms);
  const messages = await memberRows(db, rideMessages.authorId, userId, rideMessages.id, {
    id: rideMessages.id,
    rideId: rideMessages.rideId,
    text: rideMessages.text,
    quickKind: rideMessages.quickKind,
    quickMinutes: rideMessages.quickMinutes,
    createdAt: rideMessages.createdAt,
    removedAt: rideMessages.removedAt,
  });
  // Each recorded change to what the party paid, as its receipt lists them.
  const records = await db
    .select({
      passengerId: ridePaymentRecords.passengerId,
      amountCents: ridePaymentRecords.amountCents,
      recordedAt: ridePaymentRecords.recordedAt,
    })
    .from(ridePaymentRecords)
    .innerJoin(ridePassengers, eq(ridePassengers.id, ridePaymentRecords.passengerId))
    .where(eq(ridePassengers.userId, userId))
    .orderBy(asc(ridePaymentRecords.id));
  const ridesJoined = seats.map(
    ({ passengerId: _i, amountCents: _a, paidCents: _p, paidAt: _t, ...seat }) => seat,
  );
  const payments = seats.map(({ passengerId, rideId, date, amountCents, paidCents, paidAt }) => ({
    rideId,
    date,
    amountCents,
    paidCents,
    paidAt,
    records: records
      .filter((record) => record.passengerId === passengerId)
      .map(({ amountCents, recordedAt }) => ({ amountCents, recordedAt })),
  }));
  return { organised, ridesJoined, waiting, driven, payments, messages };
}
