// Reminders 24 h and 2 h before departure, with a test clock: exactly once per person and ride
// whichever instance sweeps and however often, moved with the ride, none for a ride that will
// not leave.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../db/schema/index.ts";
import { createRide, newRideBody } from "../testing/rides.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVerifiedVendor } from "../testing/vendors.ts";
import { sendDueReminders } from "./sweep.ts";

const t = testAppForSuite();
const api = clientOf(t);
const HOUR = 60 * 60 * 1000;

/** A ride 30 h ahead with its organizer and one more passenger. */
async function rideWithPassenger(daysAhead = 1.25) {
  const organizer = await registerUser(t.app);
  const rider = await registerUser(t.app);
  const ride = await createRide(t.app, organizer.cookie, { daysAhead });
  const joined = await api.send("POST", `/api/rides/${ride.id}/join`, rider.cookie, {
    passengerCount: 1,
    dropoffLocation: "Forest City",
  });
  expect(joined.statusCode).toBe(201);
  const { date } = (await api.get(`/api/rides/${ride.id}`)).json();
  return { ride, departure: new Date(date), organizer, rider };
}

/** The reminders in the inbox for the ride, as [person, kind] pairs. */
async function reminders(rideId: number) {
  const rows = await t.db
    .select({ userId: notifications.userId, type: notifications.type, text: notifications.text })
    .from(notifications)
    .where(
      and(
        eq(notifications.rideId, rideId),
        inArray(notifications.type, ["reminder_24h", "reminder_2h", "reminder_2h_run"]),
      ),
    )
    .orderBy(notifications.id);
  return rows;
}

const ahead = (departure: Date, ms: number) => new Date(departure.getTime() - ms);

describe("sendDueReminders", () => {
  it("reminds everyone aboard and the driver once, under two instances and a restart", async () => {
    const { ride, departure, organizer, rider } = await rideWithPassenger();
    const vendor = await registerVerifiedVendor(t.app, t.db);
    expect((await api.send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie)).statusCode).toBe(
      200,
    );
    const people = [organizer.user.id, rider.user.id, vendor.user.id].sort();

    // Too early: nothing.
    expect(await sendDueReminders(t.db, ahead(departure, 25 * HOUR))).toBe(0);

    // 23 h ahead, two instances sweep at once: each person reminded once between them.
    const other = await t.anotherInstance();
    const at23h = ahead(departure, 23 * HOUR);
    const counts = await Promise.all([
      sendDueReminders(t.db, at23h),
      sendDueReminders(other.db, at23h),
      sendDueReminders(t.db, at23h),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
    const sent = await reminders(ride.id);
    expect(sent.map((row) => row.userId).sort()).toEqual(people);
    expect(sent.every((row) => row.type === "reminder_24h")).toBe(true);
    expect(sent[0]?.text).toMatch(
      /^Your ride Singapore to Forest City leaves within a day: .+ Bring your passport\. At that hour the border usually takes about \d+ minutes \(typical, not live\)\.$/,
    );

    // A later sweep (another minute, or an instance started since) sends nothing again.
    const restarted = await t.anotherInstance();
    expect(await sendDueReminders(restarted.db, ahead(departure, 22 * HOUR))).toBe(0);

    // 2 h ahead: the second reminder, once.
    const at90min = ahead(departure, 1.5 * HOUR);
    const late = await Promise.all([
      sendDueReminders(t.db, at90min),
      sendDueReminders(other.db, at90min),
    ]);
    expect(late[0] + late[1]).toBe(3);
    expect(await sendDueReminders(restarted.db, ahead(departure, HOUR))).toBe(0);
    const all = await reminders(ride.id);
    // The rider is asked whether they still come; the organizer and the driver get their own kind.
    const secondOf = (userId: number) =>
      all
        .filter((row) => row.userId === userId && row.type !== "reminder_24h")
        .map((row) => row.type);
    expect(secondOf(rider.user.id)).toEqual(["reminder_2h"]);
    expect(secondOf(organizer.user.id)).toEqual(["reminder_2h_run"]);
    expect(secondOf(vendor.user.id)).toEqual(["reminder_2h_run"]);
    expect(all).toHaveLength(6);

    // Departed: nothing more.
    expect(await sendDueReminders(t.db, new Date(departure.getTime() + HOUR))).toBe(0);
  });

  it("moves the reminders with the ride's time", async () => {
    const { ride, departure, organizer } = await rideWithPassenger();
    expect(await sendDueReminders(t.db, ahead(departure, 23 * HOUR))).toBe(2);

    const moved = new Date(departure.getTime() + 5 * HOUR);
    const edit = await api.send(
      "PATCH",
      `/api/rides/${ride.id}`,
      organizer.cookie,
      newRideBody({ date: moved.toISOString() }),
    );
    expect(edit.statusCode).toBe(200);

    // The old time's reminder is not sent again; the new time gets its own.
    expect(await sendDueReminders(t.db, ahead(departure, 22 * HOUR))).toBe(0);
    expect(await sendDueReminders(t.db, ahead(moved, 23 * HOUR))).toBe(2);
    expect(await sendDueReminders(t.db, ahead(moved, 22 * HOUR))).toBe(0);
    const sent = await reminders(ride.id);
    expect(sent).toHaveLength(4);
    expect(sent[2]?.text).not.toBe(sent[0]?.text);
  });

  it("reminds nobody of a ride its organizer cancelled", async () => {
    const { ride, departure, organizer } = await rideWithPassenger();
    const cancel = await api.send("DELETE", `/api/rides/${ride.id}`, organizer.cookie, {
      reason: "The car broke down",
    });
    expect(cancel.statusCode).toBe(200);
    expect(await sendDueReminders(t.db, ahead(departure, 23 * HOUR))).toBe(0);
    expect(await sendDueReminders(t.db, ahead(departure, HOUR))).toBe(0);
    expect(await reminders(ride.id)).toEqual([]);
  });

  it("sends a ride made 3 h ahead only the 2 h reminder", async () => {
    const { ride, departure } = await rideWithPassenger(3 / 24);
    expect(await sendDueReminders(t.db, ahead(departure, 2.5 * HOUR))).toBe(0);
    expect(await sendDueReminders(t.db, ahead(departure, 1.5 * HOUR))).toBe(2);
    expect((await reminders(ride.id)).map((row) => row.type).sort()).toEqual([
      "reminder_2h",
      "reminder_2h_run",
    ]);
  });
});

describe("a reminder's language", () => {
  it("reminds each person in their own language", async () => {
    const organizer = await registerUser(t.app, { language: "ms" });
    const ride = await createRide(t.app, organizer.cookie, {
      daysAhead: 1.25,
      location: "Jurong East MRT",
    });
    const { date } = (await api.get(`/api/rides/${ride.id}`)).json();
    await sendDueReminders(t.db, ahead(new Date(date), 23 * HOUR));
    expect((await reminders(ride.id))[0]?.text).toMatch(
      /^Perjalanan anda Singapura ke Forest City bertolak dalam masa sehari: .+ SGT dari Jurong East MRT\. Bawa pasport anda\. Pada waktu itu sempadan biasanya mengambil kira-kira \d+ minit \(biasa, bukan langsung\)\.$/,
    );
  });
});
