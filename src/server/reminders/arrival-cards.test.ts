// The arrival card reminders (issue 37): three days before and in the day-before reminder, only
// to those whose profile says they need the card of the country the ride enters, once, with the
// car's plate and the official site.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../db/schema/index.ts";
import { createRide } from "../testing/rides.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVerifiedVendor } from "../testing/vendors.ts";
import { sendDueReminders } from "./sweep.ts";

const t = testAppForSuite();
const api = clientOf(t);
const HOUR = 60 * 60 * 1000;
const MDAC_SITE = "https://imigresen-online.imi.gov.my/mdac/main";
const SGAC_SITE = "https://www.ica.gov.sg/enter-transit-depart/entering-singapore/sg-arrival-card";

/** A person whose profile says they need `cards`. */
async function personNeeding(cards: string[]) {
  const person = await registerUser(t.app);
  const saved = await api.send("PATCH", `/api/users/${person.user.id}`, person.cookie, {
    arrivalCards: cards,
  });
  expect(saved.statusCode).toBe(200);
  return person;
}

async function join(rideId: number, cookie: string) {
  const joined = await api.send("POST", `/api/rides/${rideId}/join`, cookie, {
    passengerCount: 1,
    dropoffLocation: "Forest City",
  });
  expect(joined.statusCode).toBe(201);
}

/** The ride's inbox lines of `type`, by person. */
async function lines(rideId: number, type: "reminder_arrival_card" | "reminder_24h") {
  const rows = await t.db
    .select({ userId: notifications.userId, text: notifications.text })
    .from(notifications)
    .where(and(eq(notifications.rideId, rideId), eq(notifications.type, type)));
  return new Map(rows.map((row) => [row.userId, row.text]));
}

const ahead = (departure: Date, ms: number) => new Date(departure.getTime() - ms);

describe("arrival card reminders", () => {
  it("remind only those who need the card Malaysia asks for, once, with the plate and the site", async () => {
    const organizer = await personNeeding(["mdac"]);
    const both = await personNeeding(["sgac", "mdac"]);
    const singaporeOnly = await personNeeding(["sgac"]);
    const none = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { daysAhead: 3.5 });
    for (const rider of [both, singaporeOnly, none]) await join(ride.id, rider.cookie);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    expect((await api.send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie)).statusCode).toBe(
      200,
    );

    // Members see the car's plate on the ride from assignment; someone not on the ride does not.
    const read = (cookie: string) => api.get(`/api/rides/${ride.id}`, cookie);
    const asMember = (await read(none.cookie)).json();
    expect(asMember.vendor).toMatchObject({ plate: "SH 1234 A", registration: "SG" });
    const outsider = await registerUser(t.app);
    expect((await read(outsider.cookie)).json().vendor).toBeNull();
    const departure = new Date(asMember.date);

    expect(await sendDueReminders(t.db, ahead(departure, 73 * HOUR))).toBe(0);
    // Three days ahead, two instances at once: the two who need the MDAC, once between them.
    const other = await t.anotherInstance();
    const at71h = ahead(departure, 71 * HOUR);
    const counts = await Promise.all([
      sendDueReminders(t.db, at71h),
      sendDueReminders(other.db, at71h),
    ]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await sendDueReminders(t.db, ahead(departure, 60 * HOUR))).toBe(0);
    const threeDays = await lines(ride.id, "reminder_arrival_card");
    expect([...threeDays.keys()].sort()).toEqual([organizer.user.id, both.user.id].sort());
    expect(threeDays.get(both.user.id)).toMatch(
      new RegExp(
        `^Your ride Singapore to Forest City leaves within three days: .+ You need Malaysia's arrival card \\(MDAC\\): file it within 3 days before you arrive\\. The car's plate for the card: SH 1234 A\\. Official site: ${MDAC_SITE}$`,
      ),
    );

    // The day before: everyone aboard and the driver, the card only for those who need it.
    expect(await sendDueReminders(t.db, ahead(departure, 23 * HOUR))).toBe(5);
    const dayBefore = await lines(ride.id, "reminder_24h");
    for (const person of [organizer, both]) {
      expect(dayBefore.get(person.user.id)).toMatch(
        new RegExp(`MDAC.+SH 1234 A\\. Official site: ${MDAC_SITE}$`),
      );
    }
    for (const userId of [singaporeOnly.user.id, none.user.id, vendor.user.id]) {
      expect(dayBefore.get(userId)).not.toMatch(/arrival card|Arrival Card|Official site/);
    }
    // Two hours before: no card any more.
    expect(await sendDueReminders(t.db, ahead(departure, HOUR))).toBe(5);
    expect((await lines(ride.id, "reminder_arrival_card")).size).toBe(2);
  });

  it("remind those entering Singapore of the SG Arrival Card, saying no car has the ride yet", async () => {
    const organizer = await registerUser(t.app);
    const malaysiaOnly = await personNeeding(["mdac"]);
    const singapore = await personNeeding(["sgac"]);
    const ride = await createRide(t.app, organizer.cookie, {
      daysAhead: 2.5,
      direction: "FC->SG",
      location: "Jurong East MRT",
    });
    for (const rider of [malaysiaOnly, singapore]) await join(ride.id, rider.cookie);
    const { date } = (await api.get(`/api/rides/${ride.id}`)).json();

    expect(await sendDueReminders(t.db, ahead(new Date(date), 59 * HOUR))).toBe(1);
    const sent = await lines(ride.id, "reminder_arrival_card");
    expect([...sent.keys()]).toEqual([singapore.user.id]);
    expect(sent.get(singapore.user.id)).toMatch(
      new RegExp(
        `You need Singapore's SG Arrival Card: file it within 3 days before you arrive\\. No car has taken the ride yet: its plate will be on the ride page\\. Official site: ${SGAC_SITE}$`,
      ),
    );
  });

  it("reach a rider in their own language", async () => {
    const organizer = await registerUser(t.app, { language: "zh" });
    await api.send("PATCH", `/api/users/${organizer.user.id}`, organizer.cookie, {
      arrivalCards: ["mdac"],
    });
    const ride = await createRide(t.app, organizer.cookie, { daysAhead: 2.5 });
    const { date } = (await api.get(`/api/rides/${ride.id}`)).json();
    expect(await sendDueReminders(t.db, ahead(new Date(date), 59 * HOUR))).toBe(1);
    expect((await lines(ride.id, "reminder_arrival_card")).get(organizer.user.id)).toMatch(
      /你需要填写马来西亚入境卡（MDAC）.+官方网站：https:\/\/imigresen-online\.imi\.gov\.my\/mdac\/main$/,
    );
  });
});
