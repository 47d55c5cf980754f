import { and, asc, eq, sql } from "drizzle-orm";
import type { Passenger } from "../../domain/passenger/passenger-schemas.ts";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { ridePassengers, rides, users } from "../db/schema.ts";

export async function findPassengerOfUser(db: Db, rideId: number, userId: number) {
  const [row] = await db
    .select()
    .from(ridePassengers)
    .where(and(eq(ridePassengers.rideId, rideId), eq(ridePassengers.userId, userId)));
  return row;
}

export async function findPassenger(db: Db, rideId: number, passengerId: number) {
  const [row] = await db
    .select()
    .from(ridePassengers)
    .where(and(eq(ridePassengers.rideId, rideId), eq(ridePassengers.id, passengerId)));
  return row;
}

const rideParties = prepared((db) =>
  db
    .select({ creatorId: rides.creatorId, vendorId: rides.vendorId })
    .from(rides)
    .where(eq(rides.id, sql.placeholder("rideId")))
    .prepare("ride_parties"),
);

/** Who organizes and who drives the ride: what decides who sees the passengers' contacts. */
export async function findRideParties(db: Db, rideId: number) {
  const [parties] = await rideParties(db).execute({ rideId });
  return parties;
}

const passengerRows = prepared((db) =>
  db
    .select({ passenger: ridePassengers, user: users })
    .from(ridePassengers)
    .innerJoin(users, eq(users.id, ridePassengers.userId))
    .where(eq(ridePassengers.rideId, sql.placeholder("rideId")))
    .orderBy(sql`${ridePassengers.dropoffSequence} asc nulls last`, asc(ridePassengers.id))
    .prepare("ride_passengers"),
);

/** The ride's passengers in drop-off order (placed ones first), then in the order they joined. */
export async function listPassengerRows(db: Db, rideId: number) {
  return passengerRows(db).execute({ rideId });
}

type PassengerRecord = Awaited<ReturnType<typeof listPassengerRows>>[number];

/** A passenger as the API shows it; contact fields only when the reader may reach them. */
export function toPassenger(
  { passenger, user }: PassengerRecord,
  withContacts: boolean,
): Passenger {
  return {
    id: passenger.id,
    rideId: passenger.rideId,
    userId: passenger.userId,
    dropoffLocation: passenger.dropoffLocation,
    dropoffSequence: passenger.dropoffSequence,
    passengerCount: passenger.passengerCount,
    user: {
      id: user.id,
      fullName: user.name || user.discordUsername,
      name: user.name,
      discordUsername: user.discordUsername,
      ...(withContacts && {
        whatsappNumber: user.whatsappNumber,
        malaysianNumber: user.malaysianNumber,
        revolutUsername: user.revolutUsername,
      }),
    },
  };
}
