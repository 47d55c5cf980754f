// Every API route × every kind of caller → the status the server must answer (specs.ts). Refused
// requests (and reads) must leave the database exactly as it was; allowed writes must change it. The
// table is checked against the routes the app really registers: a route without rows fails the
// suite. The rows are dealt out to several test files so that the workers check them side by side.
// A route case's callers share its scenario while each leaves the database as it was (which each
// row asserts); the row after one that changed it gets a new one.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ridePassengers, rides, users } from "../../db/schema/index.ts";
import { routeKey } from "../../docs/openapi.ts";
import type { ResponseAudit } from "../../testing/response-audit.ts";
import { newRideBody } from "../../testing/rides.ts";
import {
  CALLER_KINDS,
  changedTables,
  createAuditedWorld,
  dbFingerprint,
  injectAs,
  type Person,
  type World,
} from "../../testing/security-world.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { newSessionCookie } from "../../testing/users.ts";
import { type Scenario, type Setup, SPECS, type Spec } from "./specs.ts";

/** The rows of share `share` (from 1) of `shares`: every `shares`-th route case, each with all its callers. */
function rowsOfShare(share: number, shares: number) {
  return SPECS.filter((_, index) => index % shares === share - 1).flatMap((spec) =>
    CALLER_KINDS.map((caller) => ({ spec, caller, status: spec.expect[caller] })),
  );
}

/** Registers the checks of one share of the matrix's rows in the calling test file. */
export function checkMatrixShare(share: number, shares: number) {
  const rows = rowsOfShare(share, shares);
  let t: TestApp;
  let world: World;
  let secondVendor: Person;
  let audit: ResponseAudit;
  let executed = 0;
  /** Each route case's scenario, while every row on it so far left the database as it was. */
  const untouched = new Map<Spec, Scenario>();

  beforeAll(async () => {
    // Discord sign-in on; no row reaches the provider (nothing listens at its address).
    t = await createTestApp({
      DISCORD_CLIENT_ID: "matrix",
      DISCORD_CLIENT_SECRET: "matrix",
      DISCORD_OAUTH_URL: "http://127.0.0.1:9",
    });
    ({ world, vendor: secondVendor, audit } = await createAuditedWorld(t.db, "vendor2"));
    // The scenarios' rides leave Forest City: Malaysian taxis may carry them (issue 37).
    await t.db
      .update(users)
      .set({ vendorRegistration: "MY" })
      .where(inArray(users.id, [world.vendor.id, secondVendor.id]));
  });

  afterAll(async () => {
    console.log(
      `[authorization-matrix ${share}/${shares}] ${executed} of ${rows.length} rows executed, ${audit.responses} responses audited`,
    );
    expect(await audit.finish()).toEqual([]);
    await t.close();
  });

  const json = { "content-type": "application/json" };

  async function buildScenario(setup: Setup): Promise<Scenario> {
    const creatorCookie = await newSessionCookie(t.db, world.creator.id);
    const passengerCookie = await newSessionCookie(t.db, world.passenger.id);
    if (setup === "past") {
      const [ride] = await t.db
        .insert(rides)
        .values({
          creatorId: world.creator.id,
          direction: "FC->SG",
          date: new Date(Date.now() - 86_400_000),
          maxPassengers: 4,
          currentPassengers: 2,
          pickupLocation: "Forest City",
          dropoffLocations: [{ location: "Pasir Ris MRT", passengerCount: 1 }],
          additionalStops: 1,
        })
        .returning();
      if (!ride) throw new Error("no ride");
      const entries = await t.db
        .insert(ridePassengers)
        .values([
          { rideId: ride.id, userId: world.creator.id, dropoffLocation: "Pasir Ris MRT" },
          { rideId: ride.id, userId: world.passenger.id, dropoffLocation: "Bedok MRT" },
        ])
        .returning();
      return {
        rideId: ride.id,
        date: ride.date.toISOString(),
        creatorEntryId: entries[0]?.id ?? 0,
        passengerEntryId: entries[1]?.id ?? 0,
      };
    }
    const created = await injectAs(t.app, creatorCookie, {
      method: "POST",
      url: "/api/rides",
      payload: newRideBody({
        direction: setup === "sgfc" ? "SG->FC" : "FC->SG",
        maxPassengers: setup === "full" ? 2 : 4,
      }),
    });
    expect(created.statusCode).toBe(201);
    const ride = created.json() as { id: number; date: string };
    const joined = await injectAs(t.app, passengerCookie, {
      method: "POST",
      url: `/api/rides/${ride.id}/join`,
      payload: { passengerCount: 1, dropoffLocation: "Bedok MRT" },
    });
    expect(joined.statusCode).toBe(201);
    const [creatorEntry] = await t.db
      .select()
      .from(ridePassengers)
      .where(
        sql`${ridePassengers.rideId} = ${ride.id} and ${ridePassengers.userId} = ${world.creator.id}`,
      );
    if (
      setup === "assigned" ||
      setup === "assignedToVendor" ||
      setup === "cancelled" ||
      setup === "departingSoon"
    ) {
      const vendor = setup === "assigned" ? secondVendor : world.vendor;
      const vendorCookie = await newSessionCookie(t.db, vendor.id);
      const assigned = await injectAs(t.app, vendorCookie, {
        method: "POST",
        url: `/api/rides/${ride.id}/assign`,
      });
      expect(assigned.statusCode).toBe(200);
    }
    if (setup === "cancelled") {
      // Others have joined: the organizer's delete cancels it, kept for its people (decision 021).
      const cancelled = await injectAs(t.app, creatorCookie, {
        method: "DELETE",
        url: `/api/rides/${ride.id}`,
        payload: { reason: "The driver is unwell" },
      });
      expect(cancelled.json()).toEqual({ message: "Ride cancelled" });
    }
    if (setup === "departingSoon") {
      // An hour away, assigned to the matrix's vendor: check-in and boarding are open.
      await t.db
        .update(rides)
        .set({ date: new Date(Date.now() + 3_600_000) })
        .where(eq(rides.id, ride.id));
    }
    if (setup === "locked") {
      const locked = await injectAs(t.app, creatorCookie, {
        method: "POST",
        url: `/api/rides/${ride.id}/lockSequence`,
      });
      expect(locked.statusCode).toBe(200);
    }
    return {
      rideId: ride.id,
      date: ride.date,
      creatorEntryId: creatorEntry?.id ?? 0,
      passengerEntryId: (joined.json() as { id: number }).id,
    };
  }

  describe(`authorization matrix, share ${share} of ${shares}`, () => {
    // Once, in the first share: the table against the routes the app registers.
    it.runIf(share === 1)(
      "has rows for every API route the server registers, and only for those",
      () => {
        const registered = t.app.apiRoutes.map(routeKey);
        expect(registered.length).toBeGreaterThan(20);
        const covered = new Set(SPECS.map((spec) => spec.route));
        const missing = registered.filter((key) => !covered.has(key));
        expect(
          missing,
          `routes without rows in the authorization matrix: ${missing.join(", ")}`,
        ).toEqual([]);
        const unknown = [...covered].filter((key) => !registered.includes(key));
        expect(unknown, "rows for routes the server does not have").toEqual([]);
        for (const spec of SPECS)
          expect(Object.keys(spec.expect).sort()).toEqual([...CALLER_KINDS].sort());
      },
    );

    it.each(
      rows.map((row) => [
        `${row.spec.route}${row.spec.variant ? ` (${row.spec.variant})` : ""} as ${row.caller} → ${row.status}`,
        row,
      ]),
    )("%s", async (_name, { spec, caller, status }) => {
      const shared = untouched.get(spec);
      untouched.delete(spec);
      const setup = spec.setup && spec.setup !== "none" ? spec.setup : null;
      const ride = setup
        ? (shared ?? (await buildScenario(setup)))
        : { rideId: 0, date: "", creatorEntryId: 0, passengerEntryId: 0 };
      const person = caller === "visitor" ? null : world[caller];
      const cookie = person ? await newSessionCookie(t.db, person.id) : null;
      // On a new scenario: whether the case's request writes something of its own first (a report
      // to act on, a position), which the next caller's would meet. Then none shares it. A case's
      // request writes alike for every caller.
      const beforeRequest = setup && !shared ? await dbFingerprint(t.db) : null;
      const { url, payload } = await spec.request({ world, caller, ride, t });
      const [method] = spec.route.split(" ") as ["GET" | "POST" | "PATCH" | "PUT" | "DELETE"];

      const before = await dbFingerprint(t.db);
      const shareable = setup && !(beforeRequest && changedTables(beforeRequest, before).length);
      const response = await injectAs(t.app, cookie, {
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: payload ? json : {},
      });
      const after = await dbFingerprint(t.db);
      executed += 1;
      await audit.record(
        { id: person?.id ?? null, isAdmin: person?.isAdmin },
        { method, url },
        response,
      );

      expect(response.statusCode, response.body).toBe(status);
      // Everything answers JSON but the API reference pages, the calendar file, the spreadsheets
      // and the event stream.
      const notJson =
        url.startsWith("/api/docs") ||
        url.endsWith(".ics") ||
        /\.csv(\?|$)/.test(url) ||
        url.startsWith("/api/events") ||
        status === 302;
      if (status >= 400 || !notJson) {
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
      }
      if (status >= 400) expect(typeof response.json().error).toBe("string");
      else spec.shows?.({ world, caller, ride, t }, response.json());
      const changed = changedTables(before, after);
      const write = method !== "GET";
      if (!write || status >= 400 || spec.unchanged) {
        expect(changed, "a read or a refused write changed the database").toEqual([]);
        if (shareable) untouched.set(spec, ride);
      } else if (!(spec.route === "POST /api/logout" && caller === "visitor")) {
        expect(changed.length, "an allowed write changed nothing").toBeGreaterThan(0);
      }
    });

    it("proves a removed passenger and a deleted ride are really gone", async () => {
      // Spot check of two allowed writes beyond the digest: the rows themselves.
      const ride = await buildScenario("open");
      const creatorCookie = await newSessionCookie(t.db, world.creator.id);
      await injectAs(t.app, creatorCookie, {
        method: "DELETE",
        url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}`,
      });
      expect(
        await t.db
          .select()
          .from(ridePassengers)
          .where(eq(ridePassengers.id, ride.passengerEntryId)),
      ).toEqual([]);
      await injectAs(t.app, creatorCookie, { method: "DELETE", url: `/api/rides/${ride.rideId}` });
      expect(await t.db.select().from(rides).where(eq(rides.id, ride.rideId))).toEqual([]);
    });
  });
}
