// The inbox and who hears what: every change to a ride tells the people it concerns, never the
// person who made it, in their own inbox only.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Notification } from "../../domain/notification/notification-schemas.ts";
import { createRide } from "../testing/rides.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVerifiedVendor } from "../testing/vendors.ts";

const t = testAppForSuite();
const { get, send } = clientOf(t);

type Person = Awaited<ReturnType<typeof registerUser>>;

async function inbox(person: Person, query = "") {
  const response = await get(`/api/notifications${query}`, person.cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Notification[]; unread: number };
}

const texts = async (person: Person) => (await inbox(person)).items.map((item) => item.text);

async function join(person: Person, rideId: number, passengerCount = 1) {
  const response = await send("POST", `/api/rides/${rideId}/join`, person.cookie, {
    passengerCount,
    dropoffLocation: `Stop of ${person.user.discordUsername}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

/** A ride with its organizer and two passengers. */
async function rideWithPassengers(direction: "SG->FC" | "FC->SG" = "SG->FC") {
  const organizer = await registerUser(t.app, { name: "Olive Organizer" });
  const ann = await registerUser(t.app, { name: "Ann" });
  const ben = await registerUser(t.app, { name: "Ben" });
  const ride = await createRide(t.app, organizer.cookie, { direction });
  const annSeat = await join(ann, ride.id);
  const benSeat = await join(ben, ride.id, 2);
  return { organizer, ann, ben, ride, annSeat, benSeat };
}

/** rideWithPassengers, and a second ride of the organizer's that Ann joins: two notices. */
async function twoRidesJoined() {
  const world = await rideWithPassengers();
  const other = await createRide(t.app, world.organizer.cookie, { daysAhead: 5 });
  await join(world.ann, other.id);
  return { ...world, other };
}

describe("the inbox", () => {
  it("is the reader's own, newest first, paged, with the unread count", async () => {
    const { organizer, ann, ben, ride, other } = await twoRidesJoined();
    const page = await inbox(organizer);
    expect(page.unread).toBe(2);
    expect(page.items.map((item) => [item.type, item.rideId, item.read])).toEqual([
      ["joined", other.id, false],
      ["joined", ride.id, false],
    ]);
    expect(page.items[0]?.text).toMatch(/^Ann joined your /);
    // Two joins of one ride within a minute are one notice, a line each, the newest on top.
    expect(page.items[1]?.text).toMatch(
      /^Ben joined your Singapore to Forest City ride on .* SGT \(party of 2\)\nAnn joined your [^\n]*$/,
    );
    // The joiners made the change: they hear nothing of it.
    expect((await inbox(ann)).items).toEqual([]);
    expect((await inbox(ben)).items).toEqual([]);

    const first = await get("/api/notifications?limit=1", organizer.cookie);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const cursor = first.headers["x-next-cursor"];
    expect(typeof cursor).toBe("string");
    const second = await inbox(organizer, `?limit=1&cursor=${cursor}`);
    expect(second.items.map((item) => item.id)).toEqual([page.items[1]?.id]);
    expect(second.unread).toBe(2);
  });

  it("marks the listed notifications read, or all of them; never another reader's", async () => {
    const { organizer, ann } = await twoRidesJoined();
    const [newest, older] = (await inbox(organizer)).items;
    if (!newest || !older) throw new Error("two notifications expected");

    const byAnn = await send("POST", "/api/notifications/read", ann.cookie, { ids: [newest.id] });
    expect(byAnn.json()).toEqual({ unread: 0 });
    expect((await inbox(organizer)).unread).toBe(2);

    const one = await send("POST", "/api/notifications/read", organizer.cookie, {
      ids: [newest.id],
    });
    expect(one.json()).toEqual({ unread: 1 });
    expect((await inbox(organizer)).items.map((item) => item.read)).toEqual([true, false]);

    const all = await send("POST", "/api/notifications/read", organizer.cookie, {});
    expect(all.json()).toEqual({ unread: 0 });
  });

  it("words every notice in the reader's language as it is now, folded lines too", async () => {
    const { organizer } = await twoRidesJoined();
    const switchTo = async (language: string) => {
      const response = await send("PATCH", `/api/users/${organizer.user.id}`, organizer.cookie, {
        language,
      });
      expect(response.statusCode).toBe(200);
    };
    expect(await texts(organizer)).toEqual([
      expect.stringMatching(/^Ann joined your /),
      expect.stringMatching(/^Ben joined your .*\nAnn joined your /),
    ]);

    await switchTo("zh");
    expect(await texts(organizer)).toEqual([
      expect.stringMatching(/^Ann 加入了你发起的.* SGT 新加坡至森林城市的拼车$/),
      expect.stringMatching(/^Ben 加入了你发起的.*（2 人同行）\nAnn 加入了你发起的/),
    ]);
    await switchTo("ms");
    expect(await texts(organizer)).toEqual([
      expect.stringMatching(/^Ann menyertai /),
      expect.stringMatching(/^Ben menyertai .*\(kumpulan 2 orang\)\nAnn menyertai /),
    ]);

    // A notice kept from before notices were worded at reading reads as it was written.
    await t.app.db.execute(
      sql`update notifications set texts = null where user_id = ${organizer.user.id}`,
    );
    expect((await texts(organizer))[0]).toMatch(/^Ann joined your /);
  });

  it("refuses visitors and bad input with a message naming the field", async () => {
    expect((await get("/api/notifications")).statusCode).toBe(401);
    expect((await send("POST", "/api/notifications/read", undefined, {})).statusCode).toBe(401);
    const reader = await registerUser(t.app);
    const bad = await send("POST", "/api/notifications/read", reader.cookie, { ids: ["x"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/ids/);
    const badCursor = await get("/api/notifications?cursor=forged", reader.cookie);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error).toMatch(/cursor/);
  });
});

describe("who hears what", () => {
  it("tells the organizer who left, and the removed rider the organizer's reason", async () => {
    const { organizer, ann, ben, ride, annSeat, benSeat } = await rideWithPassengers();
    await send("POST", "/api/notifications/read", organizer.cookie, {});

    const left = await send("DELETE", `/api/rides/${ride.id}/passengers/${annSeat.id}`, ann.cookie);
    expect(left.statusCode).toBe(200);
    const removed = await send(
      "DELETE",
      `/api/rides/${ride.id}/passengers/${benSeat.id}`,
      organizer.cookie,
      { reason: "The car only has room for one more" },
    );
    expect(removed.statusCode).toBe(200);

    const organizerSees = (await inbox(organizer)).items.filter((item) => !item.read);
    expect(organizerSees.map((item) => item.type)).toEqual(["left"]);
    expect(organizerSees[0]?.text).toMatch(/^Ann left your Singapore to Forest City ride on/);
    const benSees = (await inbox(ben)).items;
    expect(benSees).toEqual([
      expect.objectContaining({
        type: "removed",
        rideId: ride.id,
        read: false,
        text: expect.stringMatching(
          /^Olive Organizer removed you from the .* SGT\. Reason: The car only has room for one more$/,
        ),
      }),
    ]);
    expect(await texts(ann)).toEqual([]);
  });

  it("tells everyone aboard and the driver what changed, old → new; the organizer nothing", async () => {
    const { organizer, ann, ben, ride } = await rideWithPassengers();
    const vendor = await registerVerifiedVendor(t.app, t.db);
    expect((await send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie)).statusCode).toBe(
      200,
    );
    for (const person of [organizer, ann, ben]) {
      await send("POST", "/api/notifications/read", person.cookie, {});
    }
    const current = (await get(`/api/rides/${ride.id}`, organizer.cookie)).json();
    const body = {
      direction: current.direction,
      date: current.date,
      maxPassengers: current.maxPassengers,
      pickupLocation: current.pickupLocation,
      dropoffLocations: current.dropoffLocations,
      organizerPassengerCount: 1,
    };
    // Nothing anyone aboard would notice: nobody is told.
    expect((await send("PATCH", `/api/rides/${ride.id}`, organizer.cookie, body)).statusCode).toBe(
      200,
    );
    expect((await inbox(ann)).unread).toBe(0);

    const edited = await send("PATCH", `/api/rides/${ride.id}`, organizer.cookie, {
      ...body,
      maxPassengers: 6,
      pickupLocation: "Tampines Mall",
    });
    expect(edited.statusCode).toBe(200);
    for (const person of [ann, ben, vendor]) {
      const [item] = (await inbox(person)).items;
      expect(item).toMatchObject({ type: "ride_changed", rideId: ride.id, read: false });
      expect(item?.text).toMatch(
        /^Olive Organizer changed the Singapore to Forest City ride on .* SGT: pickup Pasir Ris MRT → Tampines Mall; seats 4 → 6$/,
      );
    }
    expect((await inbox(organizer)).unread).toBe(0);
  });

  it("tells everyone aboard when a driver takes the ride and gives it back; the driver nothing", async () => {
    const { organizer, ann, ride } = await rideWithPassengers();
    const vendor = await registerVerifiedVendor(t.app, t.db);
    expect((await send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie)).statusCode).toBe(
      200,
    );
    expect((await send("POST", `/api/rides/${ride.id}/release`, vendor.cookie)).statusCode).toBe(
      200,
    );
    for (const person of [organizer, ann]) {
      expect((await inbox(person)).items.slice(0, 2).map((item) => [item.type, item.text])).toEqual(
        [
          [
            "driver_released",
            expect.stringMatching(
              /^Border Cars \d+ is no longer driving the .* SGT: it is open for another driver$/,
            ),
          ],
          [
            "driver_assigned",
            expect.stringMatching(
              /^Border Cars \d+ will drive the Singapore to Forest City ride on .* SGT$/,
            ),
          ],
        ],
      );
    }
    expect((await inbox(vendor)).items).toEqual([]);
  });

  it("tells each passenger their stop when the drop-off order is locked", async () => {
    const { organizer, ann, ben, ride } = await rideWithPassengers("FC->SG");
    const locked = await send("POST", `/api/rides/${ride.id}/lockSequence`, organizer.cookie);
    expect(locked.statusCode).toBe(200);
    expect((await inbox(ann)).items[0]?.text).toMatch(/is final: you are stop 2 of 3$/);
    expect((await inbox(ben)).items[0]?.text).toMatch(/is final: you are stop 3 of 3$/);
    expect((await inbox(organizer)).items.map((item) => item.type)).not.toContain(
      "sequence_locked",
    );
  });

  it("tells a waiting party they were seated when a seat frees up, and the organizer", async () => {
    const organizer = await registerUser(t.app, { name: "Olive Organizer" });
    const ann = await registerUser(t.app, { name: "Ann" });
    const waiting = await registerUser(t.app, { name: "Wes" });
    const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 2 });
    const annSeat = await join(ann, ride.id);
    const wait = await send("POST", `/api/rides/${ride.id}/waitlist`, waiting.cookie, {
      passengerCount: 1,
      dropoffLocation: "Bedok",
    });
    expect(wait.statusCode).toBe(201);
    await send("DELETE", `/api/rides/${ride.id}/passengers/${annSeat.id}`, ann.cookie);
    expect((await inbox(waiting)).items).toEqual([
      expect.objectContaining({
        type: "seated_from_waitlist",
        rideId: ride.id,
        text: expect.stringMatching(
          /^A seat opened up: you are now on the Singapore to Forest City ride on .* SGT$/,
        ),
      }),
    ]);
    // Wes's seat and Ann's join, within a minute, are one "joined" notice: the newest on top.
    expect((await inbox(organizer)).items.map((item) => item.text)).toEqual([
      expect.stringMatching(
        /^Wes joined your Singapore to Forest City ride on .* SGT from the waitlist\nAnn joined your /,
      ),
      expect.stringMatching(/^Ann left your /),
    ]);
  });
});
