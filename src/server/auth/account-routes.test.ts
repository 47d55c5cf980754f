// My data, and leaving (issue 38): the export of an account that did everything, and what every
// other member sees once an organizer, a passenger, a vendor or an admin deletes their account.
import { createECDH } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  heldUsernames,
  notifications,
  ridePassengers,
  rides,
  sessions,
  users,
} from "../db/schema/index.ts";
import { privacyJob } from "../privacy-job.ts";
import { createRide, insertPastRide } from "../testing/rides.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVerifiedVendor } from "../testing/vendors.ts";
import { hashToken } from "./sessions.ts";

const t = testAppForSuite();
const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);
const send: ReturnType<typeof clientOf>["send"] = (...args) => clientOf(t).send(...args);
const join = (rideId: number, cookie: string, passengerCount = 1) =>
  send("POST", `/api/rides/${rideId}/join`, cookie, {
    passengerCount,
    dropoffLocation: "Bedok MRT",
  });
const deleteAccount = (cookie: string, password?: string) =>
  send("DELETE", "/api/me", cookie, password === undefined ? {} : { password });
const PASSWORD = "correct horse battery";
const DAY_MS = 86_400_000;

async function noticesOf(userId: number) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}
async function rideRow(id: number) {
  const [row] = await t.db.select().from(rides).where(eq(rides.id, id));
  return row;
}
async function userRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe("GET /api/me/export", () => {
  it("hands an account that did everything its data as a file, with no hash nor others' contacts", async () => {
    const me = await registerUser(t.app, { whatsappNumber: "+6591110001" });
    const other = await registerUser(t.app, { whatsappNumber: "+6598765432" });
    const vendor = await registerVerifiedVendor(t.app, t.db);
    // Organised, with another member aboard who wrote there.
    const mine = await createRide(t.app, me.cookie);
    expect((await join(mine.id, other.cookie)).statusCode).toBe(201);
    expect(
      (await send("POST", `/api/rides/${mine.id}/messages`, me.cookie, { text: "Exit B" }))
        .statusCode,
    ).toBe(201);
    // Joined someone else's.
    const theirs = await createRide(t.app, other.cookie);
    const seat = await join(theirs.id, me.cookie);
    expect(seat.statusCode).toBe(201);
    // Their organizer records what arrived from me: the export lists it as the receipt does.
    const myEntry = (await get(`/api/rides/${theirs.id}/passengers`, other.cookie))
      .json()
      .find((entry: { userId: number }) => entry.userId === me.user.id);
    const paid = await send(
      "PATCH",
      `/api/rides/${theirs.id}/passengers/${myEntry.id}/payment`,
      other.cookie,
      { paidCents: 1200 },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    // A ride the vendor drove, rated.
    const past = await insertPastRide(t.db, me.user.id, { vendorId: vendor.user.id });
    const rated = await send("POST", `/api/rides/${past.id}/rating`, me.cookie, { stars: 5 });
    expect(rated.statusCode).toBe(201);
    expect(
      (
        await send("POST", "/api/alerts", me.cookie, {
          direction: "SG->FC",
          days: [5],
          from: "17:00",
          to: "21:00",
        })
      ).statusCode,
    ).toBe(201);
    const keys = {
      p256dh: createECDH("prime256v1").generateKeys("base64url"),
      auth: "A".repeat(22),
    };
    const endpoint = `https://fcm.googleapis.com/fcm/send/${me.user.id}`;
    expect(
      (await send("POST", "/api/push/subscriptions", me.cookie, { endpoint, keys })).statusCode,
    ).toBe(201);

    const response = await get("/api/me/export", me.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="fc-rideshare-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(Object.keys(data).sort()).toEqual(
      [
        "exportedAt",
        "profile",
        "ridesOrganised",
        "ridesJoined",
        "waitlist",
        "ridesDriven",
        "payments",
        "messages",
        "ratingsGiven",
        "ratingsReceived",
        "notices",
        "alerts",
        "pushSubscriptions",
        "pushMuted",
        "sessions",
        "accountChanges",
        "vendorEvents",
        "passwordResetRequests",
      ].sort(),
    );
    expect(data.profile).toMatchObject({
      id: me.user.id,
      discordUsername: me.user.discordUsername,
      whatsappNumber: "+6591110001",
    });
    expect(data.ridesOrganised.map((ride: { rideId: number }) => ride.rideId)).toEqual([
      mine.id,
      past.id,
    ]);
    expect(data.ridesJoined.map((seat: { rideId: number }) => seat.rideId)).toContain(theirs.id);
    expect(data.payments.length).toBe(data.ridesJoined.length);
    expect(data.payments).toContainEqual(
      expect.objectContaining({
        rideId: theirs.id,
        paidCents: 1200,
        records: [{ amountCents: 1200, recordedAt: expect.any(String) }],
      }),
    );
    expect(data.messages).toMatchObject([{ rideId: mine.id, text: "Exit B" }]);
    expect(data.ratingsGiven).toMatchObject([{ rideId: past.id, stars: 5 }]);
    expect(data.notices.length).toBeGreaterThan(0); // the other's join
    expect(data.alerts).toHaveLength(1);
    expect(data.pushSubscriptions).toEqual([{ endpoint, createdAt: expect.any(String) }]);
    expect(data.sessions.length).toBeGreaterThan(0);
    for (const session of data.sessions) {
      expect(Object.keys(session).sort()).toEqual(["createdAt", "expiresAt"]);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(response.body).not.toContain("passwordHash");
    expect(response.body).not.toContain(row?.passwordHash);
    expect(response.body).not.toContain("+6598765432");
    expect(response.body).not.toContain(other.user.discordUsername);
    expect(response.body).not.toContain(keys.p256dh);

    // The vendor's export holds the rating received, without who gave it.
    const driven = (await get("/api/me/export", vendor.cookie)).json();
    expect(driven.ratingsReceived).toMatchObject([{ rideId: past.id, stars: 5 }]);
    expect(driven.ridesDriven.map((ride: { rideId: number }) => ride.rideId)).toEqual([past.id]);
    expect(JSON.stringify(driven)).not.toContain(me.user.discordUsername);
  });

  it("answers a visitor 401", async () => {
    expect((await get("/api/me/export")).statusCode).toBe(401);
  });
});

describe("DELETE /api/me", () => {
  it("refuses a wrong password and a missing confirmation, changing nothing", async () => {
    const me = await registerUser(t.app);
    const wrong = await deleteAccount(me.cookie, "not the password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "password_incorrect" });
    const none = await deleteAccount(me.cookie);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: "discord_sign_in_required" });
    expect((await userRow(me.user.id))?.deletedAt).toBeNull();
    expect((await get("/api/auth/me", me.cookie)).statusCode).toBe(200);
  });

  it("takes a Discord sign-in of this session in the last 10 minutes instead of a password", async () => {
    const me = await registerUser(t.app);
    const hash = hashToken(me.cookie.slice("sid=".length));
    await t.db
      .update(sessions)
      .set({ discordSignInAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.tokenHash, hash));
    expect((await deleteAccount(me.cookie)).statusCode).toBe(403);
    await t.db
      .update(sessions)
      .set({ discordSignInAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, hash));
    expect((await deleteAccount(me.cookie)).statusCode).toBe(204);
    expect((await userRow(me.user.id))?.deletedAt).not.toBeNull();
  });

  it("an organizer: rides to come cancelled and their people told, past rides and messages kept under Deleted member", async () => {
    const organizer = await registerUser(t.app, {
      name: "Olive Org",
      whatsappNumber: "+6580001111",
    });
    const rider = await registerUser(t.app);
    const future = await createRide(t.app, organizer.cookie);
    expect((await join(future.id, rider.cookie)).statusCode).toBe(201);
    const alone = await createRide(t.app, organizer.cookie);
    const past = await insertPastRide(t.db, organizer.user.id);
    await t.db.insert(ridePassengers).values({
      rideId: past.id,
      userId: rider.user.id,
      dropoffLocation: "Bedok",
      amountCents: 2000,
    });
    await t.db.update(rides).set({ currentPassengers: 2 }).where(eq(rides.id, past.id));
    // A message written before the ride left.
    await t.db
      .update(rides)
      .set({ date: new Date(Date.now() + DAY_MS) })
      .where(eq(rides.id, past.id));
    const said = await send("POST", `/api/rides/${past.id}/messages`, organizer.cookie, {
      text: "See you at exit B",
    });
    expect(said.statusCode).toBe(201);
    await t.db
      .update(rides)
      .set({ date: new Date(Date.now() - DAY_MS) })
      .where(eq(rides.id, past.id));

    const deleted = await deleteAccount(organizer.cookie, organizer.password);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.headers["set-cookie"]).toMatch(/sid=;/);
    expect((await get("/api/auth/me", organizer.cookie)).statusCode).toBe(401);

    // The ride to come: cancelled with the reason, and the rider told.
    const cancelled = await get(`/api/rides/${future.id}`, rider.cookie);
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      cancelReason: "The organizer left",
      creatorName: "Deleted member",
    });
    const told = await noticesOf(rider.user.id);
    expect(told.some((n) => n.type === "cancelled" && n.rideId === future.id)).toBe(true);
    // A ride nobody joined is gone.
    expect(await rideRow(alone.id)).toBeUndefined();
    // The past ride keeps its ledger and its conversation, under "Deleted member".
    const pastRead = await get(`/api/rides/${past.id}`, rider.cookie);
    expect(pastRead.json().creatorName).toBe("Deleted member");
    const line = await get(`/api/rides/${past.id}/payment`, rider.cookie);
    expect(line.statusCode).toBe(200);
    expect(line.json()).toMatchObject({ amount: 2000 });
    const messages = await get(`/api/rides/${past.id}/messages`, rider.cookie);
    expect(messages.json()).toMatchObject([
      { text: "See you at exit B", author: { id: organizer.user.id, name: "Deleted member" } },
    ]);
    expect(messages.body).not.toContain(organizer.user.discordUsername);
    const passengers = await get(`/api/rides/${past.id}/passengers`, rider.cookie);
    expect(passengers.body).not.toContain(organizer.user.discordUsername);
    expect(passengers.body).not.toContain("+6580001111");
    expect(passengers.body).not.toContain("Olive Org");
    // The row: erased, not gone.
    expect(await userRow(organizer.user.id)).toMatchObject({
      name: "Deleted member",
      discordUsername: `deleted#${organizer.user.id}`,
      whatsappNumber: null,
      paynowProxy: null,
      discordId: null,
      isAdmin: false,
    });
    expect(
      await t.db.select().from(sessions).where(eq(sessions.userId, organizer.user.id)),
    ).toEqual([]);
  });

  it("a passenger: their seat goes to the waitlist's next party and the organizer is told", async () => {
    const organizer = await registerUser(t.app);
    const leaver = await registerUser(t.app, { name: "Lee Leaver" });
    const waiter = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 2 });
    expect((await join(ride.id, leaver.cookie)).statusCode).toBe(201);
    const waited = await send("POST", `/api/rides/${ride.id}/waitlist`, waiter.cookie, {
      passengerCount: 1,
      dropoffLocation: "Tampines",
    });
    expect(waited.statusCode).toBe(201);

    expect((await deleteAccount(leaver.cookie, leaver.password)).statusCode).toBe(204);

    const list = await get(`/api/rides/${ride.id}/passengers`, organizer.cookie);
    expect(
      list
        .json()
        .map((p: { userId: number }) => p.userId)
        .sort(),
    ).toEqual([organizer.user.id, waiter.user.id].sort());
    expect(await rideRow(ride.id)).toMatchObject({ currentPassengers: 2, status: "open" });
    const told = await noticesOf(organizer.user.id);
    // Told as it happened, and the line now names nobody: "Deleted member" in every language.
    const left = told.find((n) => n.type === "left" && n.rideId === ride.id);
    expect(left?.text).toMatch(/^Deleted member left /);
    expect(Object.values(left?.texts ?? {}).every((line) => line.includes("Deleted member"))).toBe(
      true,
    );
    const inbox = await get("/api/notifications?limit=20", organizer.cookie);
    expect(inbox.body).not.toContain("Lee Leaver");
    expect(inbox.body).not.toContain(leaver.user.discordUsername);
    expect((await noticesOf(waiter.user.id)).some((n) => n.type === "seated_from_waitlist")).toBe(
      true,
    );
  });

  it("a vendor: rides to come open again and their organizers told; rides driven keep the record", async () => {
    const organizer = await registerUser(t.app);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const ride = await createRide(t.app, organizer.cookie);
    expect((await send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie)).statusCode).toBe(
      200,
    );
    const past = await insertPastRide(t.db, organizer.user.id, { vendorId: vendor.user.id });

    expect((await deleteAccount(vendor.cookie, vendor.password)).statusCode).toBe(204);

    const read = await get(`/api/rides/${ride.id}`, organizer.cookie);
    expect(read.json()).toMatchObject({ status: "open", vendorId: null });
    expect(
      (await noticesOf(organizer.user.id)).some(
        (n) => n.type === "driver_released" && n.rideId === ride.id,
      ),
    ).toBe(true);
    expect(await rideRow(past.id)).toMatchObject({ vendorId: vendor.user.id });
    expect((await get(`/api/rides/${past.id}`, organizer.cookie)).body).not.toContain(
      "Border Cars",
    );
  });

  it("refuses the last admin with 409, and lets an admin go while another stays", async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    // Only these two are admins for this test.
    await t.db.update(users).set({ isAdmin: false });
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, first.user.id));
    const last = await deleteAccount(first.cookie, first.password);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: "last_admin" });
    expect(await userRow(first.user.id)).toMatchObject({ isAdmin: true, deletedAt: null });

    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, second.user.id));
    expect((await deleteAccount(first.cookie, first.password)).statusCode).toBe(204);
    expect((await deleteAccount(second.cookie, second.password)).statusCode).toBe(409);
  });

  it("holds the username 30 days: registering it is refused, then allowed once the hold ends", async () => {
    const me = await registerUser(t.app);
    const name = me.user.discordUsername;
    expect((await deleteAccount(me.cookie, me.password)).statusCode).toBe(204);
    const body = { discordUsername: name.toUpperCase(), password: PASSWORD };
    const refused = await send("POST", "/api/register", undefined, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "username_taken" });
    const [held] = await t.db
      .select()
      .from(heldUsernames)
      .where(eq(heldUsernames.foldedName, name.toLowerCase()));
    const days = ((held?.heldUntil.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // The minute job a day early lets nothing go; on the 31st day it lets the name go.
    await privacyJob(t.db).run(new Date(Date.now() + 29 * DAY_MS));
    expect((await send("POST", "/api/register", undefined, body)).statusCode).toBe(409);
    await privacyJob(t.db).run(new Date(Date.now() + 31 * DAY_MS));
    expect((await send("POST", "/api/register", undefined, body)).statusCode).toBe(201);
  });

  it("is one transaction: a failure while erasing leaves every ride and notice as it was", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    expect((await join(ride.id, rider.cookie)).statusCode).toBe(201);
    const noticesBefore = (await noticesOf(rider.user.id)).length;
    // The last write of the deletion fails.
    await t.db.execute(sql`
      create function fail_erasure() returns trigger language plpgsql as $$
      begin raise exception 'erasure refused'; end $$`);
    await t.db.execute(sql`
      create trigger fail_erasure before update of deleted_at on users
      for each row when (new.deleted_at is not null) execute function fail_erasure()`);
    try {
      const failed = await deleteAccount(organizer.cookie, organizer.password);
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_erasure on users`);
      await t.db.execute(sql`drop function fail_erasure()`);
    }
    expect(await rideRow(ride.id)).toMatchObject({ status: "open", cancelReason: null });
    expect((await noticesOf(rider.user.id)).length).toBe(noticesBefore);
    expect(
      await t.db
        .select()
        .from(heldUsernames)
        .where(eq(heldUsernames.foldedName, organizer.user.discordUsername.toLowerCase())),
    ).toEqual([]);
    expect((await get("/api/auth/me", organizer.cookie)).statusCode).toBe(200);
  });
});
