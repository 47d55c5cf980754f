// The 2-hour reminder asks "Still coming?" and its tap lands on the ride's leave confirm; leaving
// from there seats the waitlist and tells the organizer, as any leave does (issue 26).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testTranslator } from "../../domain/i18n/test-translator.ts";
import type { NotificationType } from "../../domain/notification/notification.ts";
import { notificationUrl, pushMessage } from "../../domain/notification/push.ts";
import { ridePassengers, rideWaitlist } from "../db/schema/index.ts";
import { inboxAbout } from "../testing/inbox.ts";
import { createRide } from "../testing/rides.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { sendDueReminders } from "./sweep.ts";

const t = testAppForSuite();
const api = clientOf(t);
const HOUR = 60 * 60 * 1000;

const inbox = (userId: number, rideId: number, type: NotificationType) =>
  inboxAbout(t.db, userId, rideId, type);

describe("Can't make it", () => {
  it("asks the rider 2 hours ahead, and leaving seats the waitlist and tells the organizer", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const waiting = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { daysAhead: 1, maxPassengers: 2 });
    const joined = await api.send("POST", `/api/rides/${ride.id}/join`, rider.cookie, {
      passengerCount: 1,
      dropoffLocation: "Bedok MRT",
    });
    expect(joined.statusCode).toBe(201);
    const queued = await api.send("POST", `/api/rides/${ride.id}/waitlist`, waiting.cookie, {
      passengerCount: 1,
      dropoffLocation: "Tampines MRT",
    });
    expect(queued.statusCode).toBe(201);
    const departure = new Date((await api.get(`/api/rides/${ride.id}`)).json().date);

    expect(await sendDueReminders(t.db, new Date(departure.getTime() - 1.5 * HOUR))).toBe(2);
    const [reminder] = await inbox(rider.user.id, ride.id, "reminder_2h");
    expect(reminder?.text).toContain("Still coming?");
    // The organizer runs the day: pointed at the check-ins, not asked whether they still come.
    // Their own kind: no "Can't make it" tap, a push that asks nothing, a tap that opens the ride.
    expect(await inbox(organizer.user.id, ride.id, "reminder_2h")).toEqual([]);
    const [organizers] = await inbox(organizer.user.id, ride.id, "reminder_2h_run");
    expect(organizers?.text).not.toContain("Still coming?");
    expect(organizers?.text).toContain("You run this ride: see who has checked in");
    const organizersPush = pushMessage(testTranslator("en"), {
      type: "reminder_2h_run",
      rideId: ride.id,
      text: organizers?.text ?? "",
    });
    expect(organizersPush.title).toBe("Your ride leaves in 2 hours");
    expect(organizersPush.url).toBe(`/rides/${ride.id}`);
    const push = pushMessage(testTranslator("en"), {
      type: "reminder_2h",
      rideId: ride.id,
      text: reminder?.text ?? "",
    });
    expect(push.title).toBe("Your ride leaves in 2 hours: still coming?");
    expect(push.url).toBe(`/rides/${ride.id}?cant-make-it=1`);
    expect(notificationUrl({ type: "joined", rideId: ride.id })).toBe(`/rides/${ride.id}`);

    // The confirm on the ride page leaves through the one leave route.
    const left = await api.send(
      "DELETE",
      `/api/rides/${ride.id}/passengers/${joined.json().id}`,
      rider.cookie,
    );
    expect(left.statusCode).toBe(200);
    const seated = await t.db
      .select({ userId: ridePassengers.userId })
      .from(ridePassengers)
      .where(eq(ridePassengers.rideId, ride.id));
    expect(seated.map((row) => row.userId).sort()).toEqual(
      [organizer.user.id, waiting.user.id].sort(),
    );
    expect(await t.db.select().from(rideWaitlist).where(eq(rideWaitlist.rideId, ride.id))).toEqual(
      [],
    );
    expect(await inbox(organizer.user.id, ride.id, "left")).toHaveLength(1);
    expect(await inbox(waiting.user.id, ride.id, "seated_from_waitlist")).toHaveLength(1);
  });
});
