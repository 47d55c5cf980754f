import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { crossingRuleSets, rides, users } from "../db/schema/index.ts";
import { crossingRules } from "../testing/crossing-rules.ts";
import { createRide } from "../testing/rides.ts";
import { injectAs, insertPerson } from "../testing/security-world.ts";
import { testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVendor, registerVerifiedVendor } from "../testing/vendors.ts";

const t = testAppForSuite();

const as = (
  cookie: string | null,
  method: "GET" | "POST" | "PUT" | "PATCH",
  url: string,
  payload?: object,
) => injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
const assign = (rideId: number, cookie: string) =>
  as(cookie, "POST", `/api/rides/${rideId}/assign`);
const vendorOfRide = async (id: number) =>
  (await t.db.select({ vendorId: rides.vendorId }).from(rides).where(eq(rides.id, id)))[0]
    ?.vendorId;
const setVehicle = (id: number, values: Partial<typeof users.$inferInsert>) =>
  t.db.update(users).set(values).where(eq(users.id, id));
/** Runs `fn` with drop-offs abroad only at the designated points, then puts today's rules back. */
async function withDesignatedDropoffs<T>(fn: () => Promise<T>) {
  const admin = await insertPerson(t.db, "rules", { isAdmin: true });
  await as(admin.cookie, "PUT", "/api/admin/crossing-rules", { rules: crossingRules(false) });
  try {
    return await fn();
  } finally {
    await as(admin.cookie, "PUT", "/api/admin/crossing-rules", { rules: crossingRules() });
  }
}

describe("GET /api/crossing-rules", () => {
  it("answers anyone the rules in force with their points and sources, as the migration ships them", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/crossing-rules" });
    expect(response.statusCode).toBe(200);
    const { inForce, rules } = response.json();
    expect(rules).toHaveLength(4);
    expect(inForce).toEqual([
      expect.objectContaining({
        registration: "SG",
        effectiveFrom: "2025-12-05",
        dropoffAnywhere: true,
        pickupPoints: [expect.objectContaining({ stopId: "larkin-sentral" })],
        source: expect.objectContaining({
          url: "https://www.asiaone.com/malaysia/malaysian-cabbies-confused-singapore-drop-off-ruling",
          published: "2026-01-05",
        }),
      }),
      expect.objectContaining({
        registration: "MY",
        pickupPoints: [
          expect.objectContaining({
            stopId: "ban-san-terminal",
            names: {
              en: "Ban San Street Terminal",
              zh: "万山街德士站",
              ms: "Terminal Jalan Ban San",
            },
          }),
        ],
      }),
    ]);
  });
});

describe("PUT /api/admin/crossing-rules", () => {
  it("lets only admins replace the rules, keeps each version with its admin, and refuses bad rules naming the field", async () => {
    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const rider = await registerUser(t.app);
    const body = { rules: crossingRules(false) };
    expect((await as(null, "PUT", "/api/admin/crossing-rules", body)).statusCode).toBe(401);
    expect((await as(rider.cookie, "PUT", "/api/admin/crossing-rules", body)).statusCode).toBe(403);

    const bad = async (rules: unknown, field: RegExp) => {
      const response = await as(admin.cookie, "PUT", "/api/admin/crossing-rules", { rules });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(field);
    };
    const [rule] = crossingRules(false);
    await bad([{ ...rule, registration: "TH" }], /registration/);
    await bad([{ ...rule, effectiveFrom: "2025-02-30" }], /effectiveFrom/);
    await bad(
      [{ ...rule, source: { ...rule?.source, url: "javascript:alert(1)" } }],
      /source\.url/,
    );
    await bad([{ ...rule, dropoffPoints: [] }], /dropoffPoints/);
    await bad([rule, rule], /effectiveFrom must differ/);
    await bad([], /rules/);
    const before = await t.db.select().from(crossingRuleSets);

    const replaced = await as(admin.cookie, "PUT", "/api/admin/crossing-rules", body);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().inForce).toEqual(body.rules);
    const [latest] = await t.db
      .select()
      .from(crossingRuleSets)
      .orderBy(desc(crossingRuleSets.id))
      .limit(1);
    expect(latest).toMatchObject({ actorId: admin.id, rules: body.rules });
    expect(await t.db.select().from(crossingRuleSets)).toHaveLength(before.length + 1);
    await as(admin.cookie, "PUT", "/api/admin/crossing-rules", { rules: crossingRules() });
  });

  it("refuses a stop id that is not a common stop, in the admin's language", async () => {
    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const [rule] = crossingRules(false);
    const point = rule?.pickupPoints[0];
    const response = await as(admin.cookie, "PUT", "/api/admin/crossing-rules", {
      rules: [{ ...rule, pickupPoints: [{ ...point, stopId: "near-larkin" }] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "rules.0.pickupPoints.0.stopId: pickupPoints.stopId must be the id of a common stop",
      field: "rules.0.pickupPoints.0.stopId",
      params: { message: 'form.crossing.stop_id {"field":"pickupPoints.stopId"}' },
    });
  });
});

describe("GET /api/admin/crossing-rules/history", () => {
  it("answers admins every version newest first, with who made it and when", async () => {
    const admin = await insertPerson(t.db, "historian", { isAdmin: true });
    const rider = await registerUser(t.app);
    const url = "/api/admin/crossing-rules/history";
    expect((await as(null, "GET", url)).statusCode).toBe(401);
    expect((await as(rider.cookie, "GET", url)).statusCode).toBe(403);

    const before = (await as(admin.cookie, "GET", url)).json();
    expect(before.at(-1)).toMatchObject({ admin: null });
    await as(admin.cookie, "PUT", "/api/admin/crossing-rules", { rules: crossingRules(false) });
    const after = await as(admin.cookie, "GET", url);
    expect(after.statusCode).toBe(200);
    const [latest, ...older] = after.json();
    expect(latest).toMatchObject({
      admin: { id: admin.id, discordUsername: admin.discordUsername },
      rules: crossingRules(false),
    });
    expect(Date.parse(latest.createdAt)).not.toBeNaN();
    expect(older).toEqual(before.slice(0, older.length));
    await as(admin.cookie, "PUT", "/api/admin/crossing-rules", { rules: crossingRules() });
  });
});

const VEHICLE = {
  licenceType: "cross_border_taxi",
  licenceNumber: "CBT-77",
  registration: "MY",
  permitExpires: "2099-12-31",
  plate: "jhb  7777",
};

describe("verifying a vendor's licence and vehicle", () => {
  it("records the vehicle, and refuses a cross-border licence missing one of its fields", async () => {
    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const vendor = await registerVendor(t.app);
    const url = `/api/admin/vendors/${vendor.user.id}/verify`;
    for (const field of ["registration", "permitExpires", "plate"] as const) {
      const { [field]: _left, ...rest } = VEHICLE;
      const response = await as(admin.cookie, "POST", url, rest);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(new RegExp(`^${field}`));
    }
    const badDay = await as(admin.cookie, "POST", url, { ...VEHICLE, permitExpires: "31/12/2099" });
    expect(badDay.json().error).toMatch(/^permitExpires/);
    const verified = await as(admin.cookie, "POST", url, VEHICLE);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      registration: "MY",
      permitExpires: "2099-12-31",
      plate: "JHB 7777",
      needsReverification: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, vendor.user.id));
    expect(row).toMatchObject({
      vendorRegistration: "MY",
      vendorPermitExpires: "2099-12-31",
      vendorPlate: "JHB 7777",
    });
    // `other` needs no vehicle.
    const other = await registerVendor(t.app);
    const plain = { licenceType: "other", licenceNumber: "X-1" };
    expect(
      (await as(admin.cookie, "POST", `/api/admin/vendors/${other.user.id}/verify`, plain))
        .statusCode,
    ).toBe(200);
  });

  it("lists a vendor verified with the old body for re-verification; it takes no ride until verified again", async () => {
    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const vendor = await registerVendor(t.app);
    const url = `/api/admin/vendors/${vendor.user.id}/verify`;
    const old = await as(admin.cookie, "POST", url, {
      licenceType: "cross_border_taxi",
      licenceNumber: "CBT-1",
    });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ vendorVerified: true, needsReverification: true });
    const listed = await as(admin.cookie, "GET", "/api/admin/vendors?status=reverify&limit=100");
    expect(listed.json().map((v: { id: number }) => v.id)).toContain(vendor.user.id);

    const refused = await assign(ride.id, vendor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("reverification_required");
    expect(await vendorOfRide(ride.id)).toBeNull();

    expect(
      (await as(admin.cookie, "POST", url, { ...VEHICLE, registration: "SG" })).statusCode,
    ).toBe(200);
    const after = await as(admin.cookie, "GET", "/api/admin/vendors?status=reverify&limit=100");
    expect(after.json().map((v: { id: number }) => v.id)).not.toContain(vendor.user.id);
    expect((await assign(ride.id, vendor.cookie)).statusCode).toBe(200);
  });
});

describe("assigning a vendor: only a car the law lets across", () => {
  it("refuses a licence that is not cross-border and a permit that ends before the ride's day", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { daysAhead: 5 });
    const vendor = await registerVerifiedVendor(t.app, t.db);
    await setVehicle(vendor.user.id, { vendorLicenceType: "other" });
    const other = await assign(ride.id, vendor.cookie);
    expect([other.statusCode, other.json().code]).toEqual([403, "licence_not_cross_border"]);

    const day = (daysAhead: number) =>
      new Date(Date.now() + daysAhead * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    await setVehicle(vendor.user.id, {
      vendorLicenceType: "cross_border_taxi",
      vendorPermitExpires: day(2),
    });
    const expired = await assign(ride.id, vendor.cookie);
    expect([expired.statusCode, expired.json().code]).toEqual([403, "permit_expired"]);
    expect(await vendorOfRide(ride.id)).toBeNull();

    await setVehicle(vendor.user.id, { vendorPermitExpires: day(8) });
    expect((await assign(ride.id, vendor.cookie)).statusCode).toBe(200);
  });

  it("lets a Malaysian taxi pick up in Singapore only at Ban San Street Terminal, naming it", async () => {
    const organizer = await registerUser(t.app);
    const vendor = await registerVerifiedVendor(t.app, t.db, "MY");
    const orchard = await createRide(t.app, organizer.cookie, { location: "Orchard MRT" });
    const refused = await assign(orchard.id, vendor.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "pickup_not_designated",
      error: expect.stringContaining("Ban San Street Terminal"),
    });
    const banSan = await createRide(t.app, organizer.cookie, { location: "ban san terminal" });
    expect((await assign(banSan.id, vendor.cookie)).statusCode).toBe(200);
  });

  it("lets a Singapore taxi take a Forest City -> Singapore ride only from Larkin Sentral: never", async () => {
    const organizer = await registerUser(t.app);
    const sg = await registerVerifiedVendor(t.app, t.db, "SG");
    const my = await registerVerifiedVendor(t.app, t.db, "MY");
    const ride = await createRide(t.app, organizer.cookie, {
      direction: "FC->SG",
      location: "Bedok MRT",
    });
    expect((await assign(ride.id, sg.cookie)).json().code).toBe("pickup_not_designated");
    expect((await assign(ride.id, my.cookie)).statusCode).toBe(200);
  });

  it("refuses a drop-off abroad away from the points while the rules allow only those", async () => {
    const organizer = await registerUser(t.app);
    const my = await registerVerifiedVendor(t.app, t.db, "MY");
    const ride = await createRide(t.app, organizer.cookie, {
      direction: "FC->SG",
      location: "Bedok MRT",
    });
    const refused = await withDesignatedDropoffs(() => assign(ride.id, my.cookie));
    expect([refused.statusCode, refused.json().code]).toEqual([409, "dropoff_not_designated"]);
    expect(await vendorOfRide(ride.id)).toBeNull();
  });
});

describe("changing an assigned ride's plan", () => {
  it("refuses a join, a wait or an edit the assigned car may not carry, and takes one it may", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const vendor = await registerVerifiedVendor(t.app, t.db, "MY");
    const ride = await createRide(t.app, organizer.cookie, {
      location: "Ban San Street Terminal",
      maxPassengers: 2,
    });
    expect((await assign(ride.id, vendor.cookie)).statusCode).toBe(200);

    const join = (dropoffLocation: string) =>
      as(rider.cookie, "POST", `/api/rides/${ride.id}/join`, {
        passengerCount: 1,
        dropoffLocation,
      });
    const refused = await join("Bedok MRT");
    expect(refused.statusCode).toBe(409);
    // The point's stop id too: the join form offers it as the stop.
    expect(refused.json()).toMatchObject({
      code: "pickup_not_designated",
      error: expect.stringContaining("Ban San Street Terminal"),
      params: { stop: "Bedok MRT", pointIds: "ban-san-terminal" },
    });
    const seated = await t.app.inject({ method: "GET", url: `/api/rides/${ride.id}` });
    expect(seated.json().currentPassengers).toBe(1);
    expect((await join("Ban San Terminal")).statusCode).toBe(201);

    // Full now: the waitlist is a stop to be too.
    const third = await registerUser(t.app);
    const wait = (dropoffLocation: string) =>
      as(third.cookie, "POST", `/api/rides/${ride.id}/waitlist`, {
        passengerCount: 1,
        dropoffLocation,
      });
    expect((await wait("Tampines MRT")).json().code).toBe("pickup_not_designated");
    expect((await wait("Ban San Street Terminal")).statusCode).toBe(201);

    const read = await as(organizer.cookie, "GET", `/api/rides/${ride.id}`);
    const { date, direction, maxPassengers } = read.json();
    const edit = (location: string) =>
      as(organizer.cookie, "PATCH", `/api/rides/${ride.id}`, {
        date,
        direction,
        maxPassengers,
        organizerPassengerCount: 1,
        pickupLocation: location,
        dropoffLocations: [{ location, passengerCount: 1 }],
      });
    const moved = await edit("Orchard MRT");
    expect([moved.statusCode, moved.json().code]).toEqual([409, "pickup_not_designated"]);
    expect((await as(organizer.cookie, "GET", `/api/rides/${ride.id}`)).json().pickupLocation).toBe(
      "Ban San Street Terminal",
    );
    expect((await edit("万山街德士站")).statusCode).toBe(200);
  });

  it("refuses an edit moving the ride past the permit's last day", async () => {
    const organizer = await registerUser(t.app);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const ride = await createRide(t.app, organizer.cookie, { daysAhead: 2 });
    expect((await assign(ride.id, vendor.cookie)).statusCode).toBe(200);
    const inTen = new Date(Date.now() + 10 * 86_400_000);
    await setVehicle(vendor.user.id, {
      vendorPermitExpires: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    });
    const read = (await as(organizer.cookie, "GET", `/api/rides/${ride.id}`)).json();
    const response = await as(organizer.cookie, "PATCH", `/api/rides/${ride.id}`, {
      date: inTen.toISOString(),
      direction: read.direction,
      maxPassengers: read.maxPassengers,
      organizerPassengerCount: 1,
      pickupLocation: read.pickupLocation,
      dropoffLocations: read.dropoffLocations,
    });
    expect([response.statusCode, response.json().code]).toEqual([403, "permit_expired"]);
  });
});
