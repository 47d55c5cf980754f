// Who sees whose phone numbers and payment username. Every read route the server registers is
// called by every kind of caller on rides in every state; each answer goes through the response
// audit (no password hash, no session token, no contact to someone who may not see it). Then the
// rules are spelled out both ways, so the audit is known to look at the right thing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResponseAudit } from "../testing/response-audit.ts";
import { newRideBody } from "../testing/rides.ts";
import {
  CALLER_KINDS,
  type CallerKind,
  createAuditedWorld,
  injectAs,
  type Person,
  type World,
} from "../testing/security-world.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let world: World;
let assignedVendor: Person;
let audit: ResponseAudit;
const rides: Record<"open" | "assigned" | "sgfc", { id: number; entry: number }> = {
  open: { id: 0, entry: 0 },
  assigned: { id: 0, entry: 0 },
  sgfc: { id: 0, entry: 0 },
};

const callerOf = (kind: CallerKind): Person | null =>
  kind === "visitor" ? null : kind === "vendor" ? assignedVendor : world[kind];

async function read(kind: CallerKind | "otherVendor", url: string) {
  const person = kind === "otherVendor" ? world.vendor : callerOf(kind);
  const response = await injectAs(t.app, person?.cookie ?? null, { method: "GET", url });
  await audit.record(
    { id: person?.id ?? null, isAdmin: person?.isAdmin },
    { method: "GET", url },
    response,
  );
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  // `world.vendor` stays unassigned; the second vendor takes the "assigned" ride.
  ({ world, vendor: assignedVendor, audit } = await createAuditedWorld(t.db, "assigned"));
  for (const [name, direction] of [
    ["open", "FC->SG"],
    ["assigned", "FC->SG"],
    ["sgfc", "SG->FC"],
  ] as const) {
    const ride = await injectAs(t.app, world.creator.cookie, {
      method: "POST",
      url: "/api/rides",
      payload: newRideBody({ direction }),
    });
    const joined = await injectAs(t.app, world.passenger.cookie, {
      method: "POST",
      url: `/api/rides/${ride.json().id}/join`,
      payload: { passengerCount: 1, dropoffLocation: "Bedok" },
    });
    rides[name] = { id: ride.json().id, entry: joined.json().id };
  }
  const assigned = await injectAs(t.app, assignedVendor.cookie, {
    method: "POST",
    url: `/api/rides/${rides.assigned.id}/assign`,
  });
  expect(assigned.statusCode).toBe(200);
});

afterAll(async () => {
  console.log(
    `[privacy] ${audit.responses} responses audited, ${audit.allowedExposures} contacts shown where the rules allow, ${audit.violations.length} leaks`,
  );
  expect(await audit.finish()).toEqual([]);
  await t.close();
});

describe("contact privacy", () => {
  it("no read route, for any caller, on any ride, shows a contact to someone who may not see it", async () => {
    const reads = t.app.apiRoutes.filter((route) => route.method === "GET");
    let calls = 0;
    for (const route of reads) {
      const urls = route.url.includes(":id")
        ? Object.values(rides).map((ride) => route.url.replace(":id", String(ride.id)))
        : [route.url.replace("*", "swagger-ui.css")];
      for (const url of urls) {
        for (const kind of [...CALLER_KINDS, "otherVendor" as const]) {
          const response = await read(kind, url);
          expect(response.statusCode, `${url} as ${kind}`).toBeLessThan(500);
          calls += 1;
        }
      }
    }
    // The pages too: a ride's link preview is for anyone who has the link.
    for (const ride of Object.values(rides)) {
      for (const kind of CALLER_KINDS) {
        await read(kind, `/rides/${ride.id}`);
        calls += 1;
      }
    }
    for (const kind of CALLER_KINDS) await read(kind, "/api/rides?time=all");
    expect(calls).toBeGreaterThan(100);
    expect(audit.violations).toEqual([]);
    // Every read route × every ride × every caller: over 600 requests, past 30 s on a busy machine.
  }, 120_000);

  it("visitors see no contact at all, not even the organizer's", async () => {
    const contacts = Object.values(world).flatMap((person) => Object.values(person.contacts));
    for (const url of [
      "/api/rides?time=all",
      `/api/rides/${rides.open.id}`,
      `/api/rides/${rides.open.id}/calendar.ics`,
      `/rides/${rides.open.id}`,
    ]) {
      const body = (await read("visitor", url)).body;
      for (const value of contacts) expect(body, url).not.toContain(value);
    }
    expect((await read("visitor", `/api/rides/${rides.open.id}/passengers`)).statusCode).toBe(401);
  });

  it("logged-in readers see the organizer's contacts, but not the passengers' unless on the ride", async () => {
    const ride = await read("otherRider", `/api/rides/${rides.open.id}`);
    expect(ride.json().creator).toMatchObject(world.creator.contacts);
    const list = (await read("otherRider", `/api/rides/${rides.open.id}/passengers`)).json();
    const passenger = list.find((p: { userId: number }) => p.userId === world.passenger.id);
    expect(passenger.user).not.toHaveProperty("whatsappNumber");
    expect(JSON.stringify(list)).not.toContain(world.passenger.contacts.revolutUsername);
  });

  it("any other signed-in reader gets the passengers' names and party sizes, no handle and no stop", async () => {
    for (const kind of ["rider", "otherRider", "admin", "otherVendor"] as const) {
      for (const ride of Object.values(rides)) {
        const response = await read(kind, `/api/rides/${ride.id}/passengers`);
        expect(response.statusCode, kind).toBe(200);
        const list: { userId: number; user: object }[] = response.json();
        expect(list.map((p) => p.userId).sort(), kind).toEqual(
          [world.creator.id, world.passenger.id].sort(),
        );
        for (const entry of list) {
          expect(Object.keys(entry).sort(), kind).toEqual(
            ["id", "rideId", "userId", "dropoffSequence", "passengerCount", "user"].sort(),
          );
          expect(Object.keys(entry.user).sort(), kind).toEqual(["fullName", "id", "name"]);
        }
        for (const handle of [world.passenger.discordUsername, world.creator.discordUsername]) {
          expect(response.body, kind).not.toContain(handle);
        }
        expect(response.body, kind).not.toContain("Bedok");
      }
    }
  });

  it("the creator, the passengers and the assigned verified vendor get the handles and stops", async () => {
    for (const kind of ["creator", "passenger", "vendor"] as const) {
      const list = (await read(kind, `/api/rides/${rides.assigned.id}/passengers`)).json();
      const passenger = list.find((p: { userId: number }) => p.userId === world.passenger.id);
      expect(passenger, kind).toMatchObject({
        dropoffLocation: "Bedok",
        user: { discordUsername: world.passenger.discordUsername },
      });
    }
  });

  it("the creator, the other passengers and the assigned vendor see the passengers' contacts", async () => {
    for (const kind of ["creator", "passenger", "vendor"] as const) {
      const list = (await read(kind, `/api/rides/${rides.assigned.id}/passengers`)).json();
      const passenger = list.find((p: { userId: number }) => p.userId === world.passenger.id);
      expect(passenger.user, kind).toMatchObject(world.passenger.contacts);
      const organizer = list.find((p: { userId: number }) => p.userId === world.creator.id);
      expect(organizer.user, kind).toMatchObject(world.creator.contacts);
    }
    // A vendor who did not take the ride is just another reader.
    const other = (await read("otherVendor", `/api/rides/${rides.assigned.id}/passengers`)).body;
    expect(other).not.toContain(world.passenger.contacts.whatsappNumber);
  });

  it("the driver's details go to the ride's own people only", async () => {
    const vendorOf = async (kind: CallerKind | "otherVendor") =>
      (await read(kind, `/api/rides/${rides.assigned.id}`)).json().vendor;
    expect(await vendorOf("passenger")).toMatchObject({ companyName: expect.any(String) });
    expect(await vendorOf("creator")).toMatchObject({ companyName: expect.any(String) });
    expect(await vendorOf("vendor")).toMatchObject({ companyName: expect.any(String) });
    for (const kind of ["visitor", "rider", "otherRider", "admin", "otherVendor"] as const) {
      expect(await vendorOf(kind), kind).toBeNull();
    }
  });

  it("the audit itself notices a leak (a forged answer showing a contact to a visitor)", async () => {
    const before = audit.violations.length;
    const forged = {
      statusCode: 200,
      headers: {},
      body: JSON.stringify({ whatsappNumber: world.passenger.contacts.whatsappNumber }),
    };
    await audit.record({ id: null }, { method: "GET", url: "/forged" }, forged as never);
    expect(audit.violations.length).toBe(before + 1);
    audit.violations.pop();
  });

  it("no answer carries a password, its hash, or a session token", async () => {
    for (const kind of CALLER_KINDS) {
      const body = (await read(kind, "/api/auth/me")).body;
      expect(body).not.toMatch(/password/i);
      expect(body).not.toMatch(/\$argon2/);
    }
    expect(audit.violations).toEqual([]);
  });
});
