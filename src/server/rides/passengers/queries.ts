// A ride's passengers: who is aboard, as the API shows them, and seating or unseating a party on
// a locked ride (lock.ts) with the ride's counters written in the same statement.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Passenger } from "../../../domain/passenger/passenger-schemas.ts";
import type { SequenceUpdate } from "../../../domain/passenger/sequence.ts";
import type { MemberRecord } from "../../../domain/user/member-record-schemas.ts";
import { displayName } from "../../../domain/user/user.ts";
import type { Db } from "../../db/client.ts";
import { executeNamed, prepared } from "../../db/prepared.ts";
import { ridePassengers, users } from "../../db/schema/index.ts";
import { type NotificationItem, noticesInStatement } from "../../notifications/public.ts";

export function findPassengerOfUser(db: Db, rideId: number, userId: number) {
  return db.query.ridePassengers.findFirst({
    where: and(eq(ridePassengers.rideId, rideId), eq(ridePassengers.userId, userId)),
  });
}

export function findPassenger(db: Db, rideId: number, passengerId: number) {
  return db.query.ridePassengers.findFirst({
    where: and(eq(ridePassengers.rideId, rideId), eq(ridePassengers.id, passengerId)),
  });
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
type PassengerUser = Pick<
  PassengerRecord["user"],
  "id" | "name" | "discordUsername" | "whatsappNumber" | "malaysianNumber" | "revolutUsername"
> & { discordVerified: boolean };

/** A passenger row's shown fields; the day's check-in and boarding are absent on a fresh join. */
type PassengerFields = Omit<Passenger, "user" | "checkin" | "boarding"> &
  Partial<
    Pick<PassengerRecord["passenger"], "checkin" | "checkinMinutes" | "checkinAt" | "boarding">
  >;

/**
 * A passenger as the API shows them; `withDetails` (canSeeContacts for the passengers) adds their
 * stop, Discord username and contacts to the name and party size every signed-in reader gets.
 */
export function toPassenger(
  { passenger, user }: { passenger: PassengerFields; user: PassengerUser },
  withDetails: boolean,
  /** The member's record, given where the contacts show (decision 035). */
  record?: MemberRecord,
): Passenger {
  return {
    id: passenger.id,
    rideId: passenger.rideId,
    userId: passenger.userId,
    dropoffSequence: passenger.dropoffSequence,
    passengerCount: passenger.passengerCount,
    ...(withDetails && {
      dropoffLocation: passenger.dropoffLocation,
      checkin: passenger.checkin
        ? {
            state: passenger.checkin,
            minutes: passenger.checkinMinutes ?? null,
            at: passenger.checkinAt?.toISOString() ?? "",
          }
        : null,
      boarding: passenger.boarding ?? null,
    }),
    user: {
      id: user.id,
      fullName: displayName(withDetails ? user : { name: user.name }),
      name: user.name,
      ...(withDetails && {
        discordUsername: user.discordUsername,
        discordVerified: user.discordVerified,
        whatsappNumber: user.whatsappNumber,
        malaysianNumber: user.malaysianNumber,
        revolutUsername: user.revolutUsername,
      }),
      ...(withDetails && record && { record }),
    },
  };
}

/** A locked ride's passengers as seating decides on them: read once, after the lock. */
export async function listSeatRows(tx: Db, rideId: number) {
  return tx
    .select({
      id: ridePassengers.id,
      userId: ridePassengers.userId,
      dropoffLocation: ridePassengers.dropoffLocation,
      dropoffSequence: ridePassengers.dropoffSequence,
      passengerCount: ridePassengers.passengerCount,
    })
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, rideId));
}

export type SeatRow = Awaited<ReturnType<typeof listSeatRows>>[number];

type Counters = { currentPassengers: number; additionalStops: number };

/** The write's notices as more common table expressions of its statement, if any. */
function andNotices(notices: NotificationItem[]) {
  const ctes = noticesInStatement(notices);
  return ctes ? sql`, ${ctes}` : sql``;
}

/**
 * Seats a party on a locked ride in one statement: its passenger row, its waitlist entry gone
 * (nobody is both aboard and in the queue), and the ride's counters as the caller summed them
 * from the rows it read under the lock plus this party. The capacity CHECK on rides refuses an
 * overbooking and the whole statement with it, `notices` included. Answers the new passenger's id.
 */
export async function insertSeatedParty(
  tx: Db,
  rideId: number,
  party: {
    userId: number;
    dropoffLocation: string;
    passengerCount: number;
    dropoffSequence: number | null;
    fromWaitlist: boolean;
  },
  counters: Counters,
  notices: NotificationItem[] = [],
) {
  const name = notices.length > 0 ? "seat_party_noticed" : "seat_party";
  const result = await executeNamed(
    tx,
    name,
    sql`
    with seated as (
      insert into ride_passengers
        (ride_id, user_id, dropoff_location, passenger_count, dropoff_sequence, from_waitlist)
      values (${rideId}, ${party.userId}, ${party.dropoffLocation}, ${party.passengerCount},
        ${party.dropoffSequence}, ${party.fromWaitlist})
      returning id
    ), off_waitlist as (
      delete from ride_waitlist where ride_id = ${rideId} and user_id = ${party.userId}
    )${andNotices(notices)}
    update rides
      set current_passengers = ${counters.currentPassengers},
        additional_stops = ${counters.additionalStops}
      where id = ${rideId}
      returning (select id from seated) as id`,
  );
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw new Error("the seated party's ride is missing");
  return Number(row.id);
}

/**
 * Takes a party off a locked ride in one statement: its row, the drop-off order closed up
 * (`sequence`), the counters as the caller summed them from the remaining rows, and `notices`.
 */
export async function deleteParty(
  tx: Db,
  rideId: number,
  passengerId: number,
  sequence: SequenceUpdate[],
  counters: Counters,
  notices: NotificationItem[] = [],
) {
  await executeNamed(
    tx,
    notices.length > 0 ? "remove_party_noticed" : "remove_party",
    sql`
    with gone as (
      delete from ride_passengers where id = ${passengerId} and ride_id = ${rideId}
    ), placed as (
      update ride_passengers set dropoff_sequence = placed."dropoffSequence"
        from jsonb_to_recordset(${JSON.stringify(sequence)}::jsonb)
          as placed(id int, "dropoffSequence" int)
        where ride_passengers.id = placed.id and ride_passengers.ride_id = ${rideId}
    )${andNotices(notices)}
    update rides
      set current_passengers = ${counters.currentPassengers},
        additional_stops = ${counters.additionalStops}
      where id = ${rideId}`,
  );
}
