// The minute job's erasure (docs/PRIVACY.md): a ride's messages and check-ins go 30 days after
// it departs; its ledger and boarding stay. Run with `now` passed, as main.ts's job runs it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rideMessageReads, rideMessages, ridePassengers } from "./db/schema/index.ts";
import { privacyJob } from "./privacy-job.ts";
import { insertPastRide } from "./testing/rides.ts";
import { testAppForSuite } from "./testing/test-app.ts";
import { registerUser } from "./testing/users.ts";

const t = testAppForSuite();

/** A ride departed `daysAgo`, its organizer checked in and boarded, and a message on it. */
async function spokenRide(organizerId: number, daysAgo: number) {
  const ride = await insertPastRide(t.db, organizerId, { daysAgo });
  await t.db
    .update(ridePassengers)
    .set({
      checkin: "late",
      checkinMinutes: 10,
      checkinAt: ride.date,
      boarding: "boarded",
      amountCents: 2000,
    })
    .where(eq(ridePassengers.rideId, ride.id));
  const [message] = await t.db
    .insert(rideMessages)
    .values({ rideId: ride.id, authorId: organizerId, text: "Running late" })
    .returning();
  await t.db
    .insert(rideMessageReads)
    .values({ rideId: ride.id, userId: organizerId, lastReadId: message?.id ?? 0 });
  return ride;
}

const messagesOf = (rideId: number) =>
  t.db.select().from(rideMessages).where(eq(rideMessages.rideId, rideId));
const seatsOf = (rideId: number) =>
  t.db.select().from(ridePassengers).where(eq(ridePassengers.rideId, rideId));

describe("the privacy job", () => {
  it("erases messages and check-ins of rides departed over 30 days ago, keeping the ledger", async () => {
    const organizer = await registerUser(t.app);
    const old = await spokenRide(organizer.user.id, 31);
    const recent = await spokenRide(organizer.user.id, 29);

    const erased = await privacyJob(t.db).run(new Date());
    expect(erased).toBeGreaterThanOrEqual(2);

    expect(await messagesOf(old.id)).toEqual([]);
    expect(
      await t.db.select().from(rideMessageReads).where(eq(rideMessageReads.rideId, old.id)),
    ).toEqual([]);
    expect(await seatsOf(old.id)).toMatchObject([
      {
        checkin: null,
        checkinMinutes: null,
        checkinAt: null,
        boarding: "boarded",
        amountCents: 2000,
      },
    ]);
    expect(await messagesOf(recent.id)).toMatchObject([{ text: "Running late" }]);
    expect(await seatsOf(recent.id)).toMatchObject([{ checkin: "late", checkinMinutes: 10 }]);

    // Run again: nothing more to do. Two days on, the recent ride's turn comes.
    expect(await privacyJob(t.db).run(new Date())).toBe(0);
    await privacyJob(t.db).run(new Date(Date.now() + 2 * 86_400_000));
    expect(await messagesOf(recent.id)).toEqual([]);
  });
});
