// The fuzzing of every API route (fuzz/harness.ts, run in the share files beside it) covers every
// route the server registers, and what it found is pinned down here, one case each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverContacts } from "../db/schema/index.ts";
import { routeKey } from "../docs/openapi.ts";
import { newRideBody } from "../testing/rides.ts";
import {
  changedTables,
  dbFingerprint,
  injectAs,
  insertPerson,
  type Person,
} from "../testing/security-world.ts";
import type { TestApp } from "../testing/test-app.ts";
import { newSessionCookie } from "../testing/users.ts";
import { fuzzedApp } from "./fuzz/harness.ts";
import { TARGETS } from "./fuzz/targets.ts";

let t: TestApp;
let rider: Person;
let other: Person;
let riderCookie: string;

beforeAll(async () => {
  t = await fuzzedApp();
  rider = await insertPerson(t.db, "fuzzrider");
  other = await insertPerson(t.db, "fuzzother");
  riderCookie = await newSessionCookie(t.db, rider.id);
});
afterAll(() => t.close());

it("has a fuzz target for every API route the server registers", () => {
  const registered = t.app.apiRoutes.map(routeKey);
  const targeted = new Set(TARGETS.map((target) => target.route));
  expect(registered.filter((key) => !targeted.has(key))).toEqual([]);
  expect([...targeted].filter((key) => !registered.includes(key))).toEqual([]);
});

describe("what fuzzing found, pinned down", () => {
  const rideBody = (overrides: object = {}) => ({
    ...newRideBody({ location: "Tampines", daysAhead: 1 }),
    ...overrides,
  });
  const post = async (url: string, payload: object, cookie: string | null = riderCookie) => {
    const before = await dbFingerprint(t.db);
    const response = await injectAs(t.app, cookie, { method: "POST", url, payload });
    if (response.statusCode >= 400) {
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    }
    return response;
  };

  it("a driverContactId beyond the column or naming no driver contact is a 400, not a 500", async () => {
    const tooBig = await post("/api/rides", rideBody({ driverContactId: 2 ** 31 }));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toMatch(/^driverContactId: /);
    const unknown = await post("/api/rides", rideBody({ driverContactId: 424242 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe("driverContactId: No such driver contact");
    const [contact] = await t.db
      .insert(driverContacts)
      .values({ name: "Ahmad", whatsappNumber: "+60123", vehicleType: "MPV" })
      .returning();
    const known = await post("/api/rides", rideBody({ driverContactId: contact?.id }));
    expect(known.statusCode).toBe(201);
    const edited = await injectAs(t.app, riderCookie, {
      method: "PATCH",
      url: `/api/rides/${known.json().id}`,
      payload: rideBody({ driverContactId: 424242, date: known.json().date }),
    });
    expect(edited.statusCode).toBe(400);
  });

  it.each([
    [
      "/api/register",
      { discordUsername: "nul\u0000user", password: "long enough" },
      "discordUsername",
    ],
    [
      "/api/login",
      { discordUsername: "nul\u0000user", password: "long enough" },
      "discordUsername",
    ],
    ["/api/request-password-reset", { discordUsername: "half\ud800" }, "discordUsername"],
    ["/api/rides", rideBody({ pickupLocation: "Tampines\u0000" }), "pickupLocation"],
    [
      "/api/rides",
      rideBody({ dropoffLocations: [{ location: "x\udc00", passengerCount: 1 }] }),
      "dropoffLocations.0.location",
    ],
  ])("text PostgreSQL cannot store is a 400 naming the field (%s)", async (url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      `${field}: Text must not contain NUL characters or broken Unicode`,
    );
  });

  it("a profile edit or a join with a NUL character is refused the same way", async () => {
    const profile = await injectAs(t.app, riderCookie, {
      method: "PATCH",
      url: `/api/users/${rider.id}`,
      payload: { name: "Nul\u0000Name" },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error).toMatch(/^name: /);
    const ride = await injectAs(t.app, await newSessionCookie(t.db, other.id), {
      method: "POST",
      url: "/api/rides",
      payload: rideBody(),
    });
    const join = await post(`/api/rides/${ride.json().id}/join`, {
      passengerCount: 1,
      dropoffLocation: "\u0000",
    });
    expect(join.statusCode).toBe(400);
    expect(join.json().error).toMatch(/^dropoffLocation: /);
  });

  it("a forged list cursor outside what PostgreSQL stores is a 400", async () => {
    const forge = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const cursor of [
      forge({ segment: 0, date: "0000-01-01T00:00:00Z", id: 1 }),
      forge({ segment: 1, date: "2026-01-01T00:00:00Z", id: 2 ** 31 }),
    ]) {
      const response = await injectAs(t.app, null, {
        method: "GET",
        url: `/api/rides?limit=5&cursor=${cursor}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^cursor: /);
    }
  });

  it("a ride's calendar file is served whatever Host the request names", async () => {
    const ride = await post("/api/rides", rideBody());
    for (const hostHeader of ["[::1]:5000", "a b", 'ev"il', "localhost"]) {
      const response = await injectAs(t.app, null, {
        method: "GET",
        url: `/api/rides/${ride.json().id}/calendar.ics`,
        headers: { host: hostHeader },
      });
      expect(response.statusCode, hostHeader).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    }
  });
});
