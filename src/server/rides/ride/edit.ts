// An organizer's edit of one locked ride, as PATCH /api/rides/{id} and a series' "this and later
// ones" make it: decide, write, tell its people, seat the waitlist, tell matching alerts.
import { messageRef } from "../../../domain/i18n/message.ts";
import { decideRideEdit, isFull, validateRideDate } from "../../../domain/ride/ride.ts";
import { organizerStop } from "../../../domain/ride/ride-form.ts";
import type { RidePayload } from "../../../domain/ride/ride-schemas.ts";
import type { PublicUser } from "../../../domain/user/user-schemas.ts";
import { noticeMatchingAlerts } from "../../alerts/public.ts";
import type { Db } from "../../db/client.ts";
import type { RideRow } from "../../db/schema/index.ts";
import { requireFound } from "../../http/require-found.ts";
import { assertAllowed, badRequest } from "../../http-error.ts";
import { assertStillCarried } from "../carriage.ts";
import { RIDE_NOT_FOUND } from "../lock.ts";
import { actorOf, noticeRideChanged, noticeShareChanged } from "../notices.ts";
import { findPassengerOfUser } from "../passengers/queries.ts";
import { fixAmountsIfDeparted } from "../payments/amounts.ts";
import { seatWaitingParties } from "../seating.ts";
import { driverContactExists, findRide, updateRide } from "./queries.ts";

/** A ride names only a driver contact that exists: the foreign key would otherwise fail as a 500. */
export async function assertDriverContact(db: Db, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (!(await driverContactExists(db, id)))
    throw badRequest(messageRef("error.no_such_driver_contact"), "driverContactId");
}

/** Applies `payload` to the ride the caller has locked, for `user`, who must be its organizer. */
export async function editLockedRide(
  tx: Db,
  ride: RideRow,
  user: PublicUser,
  payload: RidePayload,
  now: Date,
) {
  const stop = organizerStop(payload);
  const organizer = await findPassengerOfUser(tx, ride.id, ride.creatorId);
  const organizerPassengerCount = organizer?.passengerCount ?? 0;
  const others = ride.currentPassengers - organizerPassengerCount;
  assertAllowed(
    decideRideEdit(ride, user.id, now, {
      seats: {
        maxPassengers: payload.maxPassengers,
        currentPassengersAfter: others + stop.passengerCount,
      },
      direction: { to: payload.direction, organizerPassengerCount },
    }),
  );
  if (ride.date.toISOString() !== payload.date) assertAllowed(validateRideDate(payload.date, now));
  // The assigned vehicle must still be allowed to carry the ride as edited (issue 37).
  const planned = { ...payload, id: ride.id, date: new Date(payload.date) };
  await assertStillCarried(tx, ride, planned, { except: ride.creatorId });
  await assertDriverContact(tx, payload.driverContactId);
  // The shares are fixed at departure: an edit after it must not change them.
  await fixAmountsIfDeparted(tx, ride, now);
  await updateRide(tx, ride.id, payload, organizer && { id: organizer.id, stop });
  // Told before the waitlist is seated: those seated now hear that instead.
  await noticeRideChanged(tx, ride, actorOf(user));
  await noticeShareChanged(tx, ride, actorOf(user));
  // More seats, or a smaller organizer's party, seat the waitlist: read again (still locked),
  // the counters as the edit left them.
  const edited = requireFound(await findRide(tx, ride.id), RIDE_NOT_FOUND);
  const wasFull = isFull(ride);
  await seatWaitingParties(tx, edited, now, { wasFull });
  // A new time, direction or seat count can bring the ride into an alert's window; each alert's
  // owner still hears of a ride once (a full ride's freed seat was told by the seating above).
  if (!wasFull) await noticeMatchingAlerts(tx, edited, now);
}
