import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  homeListFilters,
  MAX_RIDE_PAGE_SIZE,
  RIDE_PAGE_SIZE,
  rideListPath,
} from "../../../domain/ride/ride-list.ts";
import { addDays, parseHomeSearch, singaporeDay } from "../../../domain/ride/ride-search.ts";
import { singaporeLocalToIso } from "../../../domain/shared/dates.ts";
import { ridePassengers, rides } from "../../db/schema/index.ts";
import { createRide, insertPastRide, newRideBody } from "../../testing/rides.ts";
import { clientOf, testAppForSuite, withFreshApp } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";
import { registerVerifiedVendor } from "../../testing/vendors.ts";

const t = testAppForSuite();

const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);
const send: ReturnType<typeof clientOf>["send"] = (...args) => clientOf(t).send(...args);

describe("POST /api/rides", () => {
  it("creates the ride with its organizer as first passenger", async () => {
    const { user, cookie } = await registerUser(t.app);
    const body = newRideBody({ organizerPassengerCount: 2, maxPassengers: 5 });
    const response = await send("POST", "/api/rides", cookie, body);
    expect(response.statusCode).toBe(201);
    const ride = response.json();
    expect(ride).toMatchObject({
      creatorId: user.id,
      direction: "SG->FC",
      maxPassengers: 5,
      currentPassengers: 2,
      organizerPassengerCount: 2,
      pickupLocation: "Pasir Ris MRT",
      status: "open",
      cost: 80,
      additionalStops: 0,
      vendorId: null,
      sequenceLocked: false,
      creatorName: user.discordUsername.length > 0 ? expect.any(String) : "",
    });
    const passengers = await t.db
      .select()
      .from(ridePassengers)
      .where(eq(ridePassengers.rideId, ride.id));
    expect(passengers).toEqual([
      expect.objectContaining({
        userId: user.id,
        passengerCount: 2,
        dropoffLocation: "Pasir Ris MRT",
      }),
    ]);
  });

  it("fixes the pickup of a Forest City to Singapore ride to 'Forest City'", async () => {
    const { cookie } = await registerUser(t.app);
    const ride = await createRide(t.app, cookie, {
      direction: "FC->SG",
      pickupLocation: "anything",
      dropoffLocations: [{ location: " Tampines Mall ", passengerCount: 1 }],
    });
    expect(ride).toMatchObject({
      pickupLocation: "Forest City",
      dropoffLocations: [{ location: "Tampines Mall", passengerCount: 1 }],
    });
  });

  it.each([
    [{ maxPassengers: 11 }, /^maxPassengers: /],
    [{ maxPassengers: 0 }, /^maxPassengers: /],
    [{ organizerPassengerCount: 5, maxPassengers: 4 }, /^organizerPassengerCount: /],
    [{ date: "not a date" }, /Invalid date provided/],
    [{ date: new Date(Date.now() - 60_000).toISOString() }, /in the future/],
    [{ pickupLocation: "" }, /^pickupLocation: /],
    [{ dropoffLocations: [] }, /^dropoffLocations: /],
    [{ direction: "SG->KL" }, /^direction: /],
    [{ pickupLocation: "x".repeat(501) }, /^pickupLocation: /],
  ])("refuses %j with 400 naming the field, writing nothing", async (overrides, message) => {
    const { cookie } = await registerUser(t.app);
    const before = await t.db.$count(rides);
    const response = await send("POST", "/api/rides", cookie, newRideBody(overrides as object));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(await t.db.$count(rides)).toBe(before);
  });

  it("needs a logged-in rider: 401 for visitors, 403 for vendors", async () => {
    expect((await send("POST", "/api/rides", undefined, newRideBody())).statusCode).toBe(401);
    const vendor = await registerUser(t.app, {
      isVendor: true,
      companyName: "Cars",
      driverDetails: { name: "D", contact: "+60", carNumber: "JHB1" },
    });
    expect((await send("POST", "/api/rides", vendor.cookie, newRideBody())).statusCode).toBe(403);
  });
});

describe("reading rides", () => {
  it("lists upcoming rides by default, soonest first, and filters by direction", async () => {
    await withFreshApp(async (fresh) => {
      const { user, cookie } = await registerUser(fresh.app);
      const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
      const later = await createRide(fresh.app, cookie, { date: inDays(5) });
      const sooner = await createRide(fresh.app, cookie, { date: inDays(2), direction: "FC->SG" });
      const past = await insertPastRide(fresh.db, user.id);

      const list = await fresh.app.inject({ method: "GET", url: "/api/rides" });
      expect(list.json().map((r: { id: number }) => r.id)).toEqual([sooner.id, later.id]);

      const all = await fresh.app.inject({
        method: "GET",
        url: "/api/rides?time=all&sort=dateDesc",
      });
      expect(all.json().map((r: { id: number }) => r.id)).toEqual([later.id, sooner.id, past.id]);

      const fcsg = await fresh.app.inject({ method: "GET", url: "/api/rides?direction=FC->SG" });
      expect(fcsg.json().map((r: { id: number }) => r.id)).toEqual([sooner.id]);

      const bad = await fresh.app.inject({ method: "GET", url: "/api/rides?sort=random" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/^sort: /);

      const stats = await fresh.app.inject({ method: "GET", url: "/api/stats" });
      expect(stats.json()).toEqual({ totalRides: 3, totalUsers: 1 });
    });
  });

  it("shows the organizer's contacts to logged-in readers only", async () => {
    const organizer = await registerUser(t.app, { whatsappNumber: "+6591234567" });
    const reader = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);

    const anonymous = await get(`/api/rides/${ride.id}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().creator).toEqual({
      id: organizer.user.id,
      name: expect.any(String),
      discordUsername: organizer.user.discordUsername,
    });
    expect(anonymous.body).not.toContain("+6591234567");
    const anonymousList = await get("/api/rides?time=all");
    expect(anonymousList.body).not.toContain("+6591234567");

    const loggedIn = await get(`/api/rides/${ride.id}`, reader.cookie);
    expect(loggedIn.json().creator.whatsappNumber).toBe("+6591234567");
  });

  it("answers 404 for an unknown ride and 400 for a bad id", async () => {
    expect((await get("/api/rides/999999")).statusCode).toBe(404);
    expect((await get("/api/rides/999999")).json()).toMatchObject({ error: "Ride not found" });
    expect((await get("/api/rides/abc")).statusCode).toBe(400);
  });

  it("lists the rides a user created or joined", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const own = await createRide(t.app, rider.cookie);
    const other = await createRide(t.app, organizer.cookie);
    await send("POST", `/api/rides/${other.id}/join`, rider.cookie, {
      passengerCount: 1,
      dropoffLocation: "Bedok",
    });
    const joined = await get("/api/rides/user/joined", rider.cookie);
    expect(joined.statusCode).toBe(200);
    expect(
      joined
        .json()
        .map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([own.id, other.id].sort());
    expect((await get("/api/rides/user/joined")).statusCode).toBe(401);
  });
});

describe("the reader's own rides", () => {
  it("marks the rides the reader is on as joined, in the list and the ride", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    await send("POST", `/api/rides/${ride.id}/join`, rider.cookie, {
      passengerCount: 1,
      dropoffLocation: "Bedok",
    });
    const stranger = await registerUser(t.app);
    const joinedIn = async (cookie?: string) => {
      const list = (await get("/api/rides?limit=100", cookie)).json();
      const rows: { id: number; joined: boolean }[] = list.rides ?? list;
      return rows.find((r) => r.id === ride.id)?.joined;
    };
    expect(await joinedIn(rider.cookie)).toBe(true);
    expect(await joinedIn(stranger.cookie)).toBe(false);
    expect(await joinedIn()).toBe(false);
    expect((await get(`/api/rides/${ride.id}`, rider.cookie)).json().joined).toBe(true);
    expect((await get(`/api/rides/${ride.id}`, stranger.cookie)).json().joined).toBe(false);
  });

  it("lists a vendor's assigned rides as their own", async () => {
    const organizer = await registerUser(t.app);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const ride = await createRide(t.app, organizer.cookie);
    await createRide(t.app, organizer.cookie);
    expect((await get("/api/rides/user/joined", vendor.cookie)).json()).toEqual([]);
    expect((await send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie)).statusCode).toBe(
      200,
    );
    const mine = (await get("/api/rides/user/joined", vendor.cookie)).json();
    expect(mine.map((r: { id: number }) => r.id)).toEqual([ride.id]);
  });
});

describe("editing and deleting", () => {
  it("lets only the creator edit, keeping counts in step", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 4 });
    await send("POST", `/api/rides/${ride.id}/join`, rider.cookie, {
      passengerCount: 2,
      dropoffLocation: "Bedok",
    });

    const edit = newRideBody({ maxPassengers: 5, organizerPassengerCount: 3 });
    const stranger = await send("PATCH", `/api/rides/${ride.id}`, rider.cookie, edit);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ error: "You are not authorized to edit this ride" });

    const ok = await send("PATCH", `/api/rides/${ride.id}`, organizer.cookie, edit);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      maxPassengers: 5,
      currentPassengers: 5,
      organizerPassengerCount: 3,
    });

    const tooSmall = await send("PATCH", `/api/rides/${ride.id}`, organizer.cookie, {
      ...edit,
      maxPassengers: 4,
    });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().error).toMatch(/maxPassengers cannot be less than the 5 passengers/);
    const [row] = await t.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row?.maxPassengers).toBe(5);
  });

  it("lets the organizer shrink their party and the ride in one edit", async () => {
    // Found by the fuzz suite: 4 of 4 seats, edited to 1 of 3, was a 500.
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, {
      maxPassengers: 4,
      organizerPassengerCount: 4,
    });
    const edit = newRideBody({ maxPassengers: 3, organizerPassengerCount: 1 });
    const response = await send("PATCH", `/api/rides/${ride.id}`, organizer.cookie, edit);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ maxPassengers: 3, currentPassengers: 1 });
    const [row] = await t.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row).toMatchObject({ maxPassengers: 3, currentPassengers: 1 });
  });

  it("lets only the creator delete", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    expect((await send("DELETE", `/api/rides/${ride.id}`)).statusCode).toBe(401);
    expect((await send("DELETE", `/api/rides/${ride.id}`, rider.cookie)).statusCode).toBe(403);
    expect((await send("DELETE", `/api/rides/${ride.id}`, organizer.cookie)).statusCode).toBe(200);
    expect((await get(`/api/rides/${ride.id}`)).statusCode).toBe(404);
    expect(await t.db.$count(ridePassengers, eq(ridePassengers.rideId, ride.id))).toBe(0);
  });
});

describe("rides that have departed", () => {
  it("cannot be edited or deleted: 409 with a message, and the ride stays as it was", async () => {
    const organizer = await registerUser(t.app);
    const past = await insertPastRide(t.db, organizer.user.id);
    const edit = await send("PATCH", `/api/rides/${past.id}`, organizer.cookie, {
      ...newRideBody({ maxPassengers: 6 }),
      date: past.date.toISOString(),
    });
    const departed = { error: "This ride has already departed and can no longer be changed" };
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject(departed);
    const remove = await send("DELETE", `/api/rides/${past.id}`, organizer.cookie);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject(departed);
    const [row] = await t.db.select().from(rides).where(eq(rides.id, past.id));
    expect(row).toMatchObject({ maxPassengers: 4 });
  });

  it("are what the home's Past choice lists, latest first, and no upcoming ride with them", async () => {
    const organizer = await registerUser(t.app);
    const older = await insertPastRide(t.db, organizer.user.id);
    await t.db
      .update(rides)
      .set({ date: new Date(older.date.getTime() - 3_600_000) })
      .where(eq(rides.id, older.id));
    const newer = await insertPastRide(t.db, organizer.user.id);
    const upcoming = await createRide(t.app, organizer.cookie);
    const search = parseHomeSearch(new URLSearchParams("when=past"));
    const response = await get(rideListPath(homeListFilters(search)));
    expect(response.statusCode).toBe(200);
    const ids: number[] = response.json().map((ride: { id: number }) => ride.id);
    expect(ids).not.toContain(upcoming.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });
});

describe("bounded answers", () => {
  it("never answers more than the largest page, whatever the query", async () => {
    await withFreshApp(async (fresh) => {
      const { user, cookie } = await registerUser(fresh.app);
      const total = MAX_RIDE_PAGE_SIZE + 5;
      // Half upcoming, half past; the user is on every one.
      const inserted = await fresh.db
        .insert(rides)
        .values(
          Array.from({ length: total }, (_, i) => ({
            creatorId: user.id,
            direction: "SG->FC" as const,
            date: new Date(Date.now() + (i % 2 === 0 ? 1 : -1) * (i + 1) * 3_600_000),
            maxPassengers: 4,
            currentPassengers: 1,
            pickupLocation: "Tampines Mall",
            dropoffLocations: [{ location: "Tampines Mall", passengerCount: 1 }],
          })),
        )
        .returning({ id: rides.id });
      await fresh.db.insert(ridePassengers).values(
        inserted.map((ride) => ({
          rideId: ride.id,
          userId: user.id,
          dropoffLocation: "Tampines",
        })),
      );
      const read = (url: string) => fresh.app.inject({ method: "GET", url, headers: { cookie } });

      for (const path of ["/api/rides?time=all", "/api/rides/user/joined"]) {
        const first = await read(path);
        expect(first.json()).toHaveLength(RIDE_PAGE_SIZE);
        expect(first.headers["x-next-cursor"]).toEqual(expect.any(String));
        const largest = await read(
          `${path}${path.includes("?") ? "&" : "?"}limit=${MAX_RIDE_PAGE_SIZE}`,
        );
        expect(largest.json()).toHaveLength(MAX_RIDE_PAGE_SIZE);
        const tooBig = await read(`${path}${path.includes("?") ? "&" : "?"}limit=${total}`);
        expect(tooBig.statusCode).toBe(400);
      }

      // Following the cursor of the joined list gives every ride once, soonest first.
      const seen: { id: number; date: string }[] = [];
      let url = `/api/rides/user/joined?limit=${MAX_RIDE_PAGE_SIZE}`;
      for (let pages = 0; pages < 5; pages += 1) {
        const page = await read(url);
        seen.push(...page.json());
        const next = page.headers["x-next-cursor"];
        if (typeof next !== "string") break;
        url = `/api/rides/user/joined?limit=${MAX_RIDE_PAGE_SIZE}&cursor=${next}`;
      }
      expect(new Set(seen.map((r) => r.id)).size).toBe(total);
      const dates = seen.map((r) => Date.parse(r.date));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    });
  });
});

describe("paging the list", () => {
  it("walks every ride once, upcoming before past, page by page", async () => {
    await withFreshApp(async (fresh) => {
      const { user, cookie } = await registerUser(fresh.app);
      const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
      const upcoming = [];
      for (const hours of [30, 10, 20, 40, 50]) {
        upcoming.push(await createRide(fresh.app, cookie, { date: inHours(hours) }));
      }
      const past = [
        await insertPastRide(fresh.db, user.id),
        await insertPastRide(fresh.db, user.id),
      ];

      const seen: number[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const url = `/api/rides?time=all&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
        const response = await fresh.app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(200);
        const page = response.json();
        expect(page.length).toBeLessThanOrEqual(2);
        seen.push(...page.map((r: { id: number }) => r.id));
        cursor = response.headers["x-next-cursor"] as string | undefined;
        pages += 1;
      } while (cursor && pages < 10);

      const unpaged = await fresh.app.inject({ method: "GET", url: "/api/rides?time=all" });
      expect(seen).toEqual(unpaged.json().map((r: { id: number }) => r.id));
      expect(seen).toHaveLength(upcoming.length + past.length);
      expect(pages).toBe(4);
      expect(seen.slice(-2).sort()).toEqual(past.map((r) => r.id).sort());

      const bad = await fresh.app.inject({
        method: "GET",
        url: "/api/rides?limit=2&cursor=nonsense",
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/^cursor: /);
      const tooBig = await fresh.app.inject({ method: "GET", url: "/api/rides?limit=101" });
      expect(tooBig.json().error).toMatch(/^limit: /);
    });
  });
});

describe("searching the list by day and time of day", () => {
  it("filters by Singapore day and hours in the database, paged", async () => {
    await withFreshApp(async (fresh) => {
      const { cookie } = await registerUser(fresh.app);
      const day = addDays(singaporeDay(new Date()), 3);
      const next = addDays(day, 1);
      const at = (dayKey: string, time: string, direction?: "SG->FC" | "FC->SG") =>
        createRide(fresh.app, cookie, {
          date: singaporeLocalToIso(`${dayKey}T${time}`) ?? "",
          ...(direction ? { direction } : {}),
        });
      const morning = await at(day, "07:30");
      const evening = await at(day, "18:00", "FC->SG");
      const lateNight = await at(day, "22:30");
      const smallHours = await at(next, "01:00");
      const nextMorning = await at(next, "09:00");
      const ids = async (query: string) => {
        const response = await fresh.app.inject({ method: "GET", url: `/api/rides?${query}` });
        expect(response.statusCode).toBe(200);
        return response.json().map((r: { id: number }) => r.id);
      };

      expect(await ids(`day=${day}`)).toEqual([morning.id, evening.id, lateNight.id]);
      expect(await ids(`day=${day}&timeOfDay=night`)).toEqual([lateNight.id]);
      expect(await ids(`day=${next}&timeOfDay=night`)).toEqual([smallHours.id]);
      expect(await ids("timeOfDay=night")).toEqual([lateNight.id, smallHours.id]);
      expect(await ids("timeOfDay=morning")).toEqual([morning.id, nextMorning.id]);
      expect(await ids(`timeOfDay=evening&direction=FC->SG&day=${day}`)).toEqual([evening.id]);
      expect(await ids(`day=${day}&direction=FC->SG&timeOfDay=morning`)).toEqual([]);

      // Keyset paging walks the filtered list one ride at a time.
      const seen: number[] = [];
      let cursor: string | undefined;
      do {
        const url = `/api/rides?day=${day}&limit=1${cursor ? `&cursor=${cursor}` : ""}`;
        const response = await fresh.app.inject({ method: "GET", url });
        seen.push(...response.json().map((r: { id: number }) => r.id));
        cursor = response.headers["x-next-cursor"] as string | undefined;
      } while (cursor && seen.length < 10);
      expect(seen).toEqual([morning.id, evening.id, lateNight.id]);

      const badDay = await fresh.app.inject({ method: "GET", url: "/api/rides?day=2026-02-30" });
      expect(badDay.statusCode).toBe(400);
      expect(badDay.json().error).toMatch(/^day: /);
      const badTime = await fresh.app.inject({ method: "GET", url: "/api/rides?timeOfDay=noon" });
      expect(badTime.statusCode).toBe(400);
      expect(badTime.json().error).toMatch(/^timeOfDay: /);
    });
  });
});
