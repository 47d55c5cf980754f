// Web Push end to end: the key, the subscription rules, and notifications pushed (encrypted,
// signed) to a push service of the test's own on 127.0.0.1, which decrypts them.
import { createECDH, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationType } from "../../domain/notification/notification.ts";
import { notifications, pushSubscriptions, users } from "../db/schema/index.ts";
import { notify } from "../notifications/public.ts";
import { startPushReceiver, waitFor } from "../testing/push-receiver.ts";
import { createRide } from "../testing/rides.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { MAX_SUBSCRIPTIONS_PER_ACCOUNT } from "./queries.ts";

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({ PUSH_ALLOWED_ORIGINS: receiver.origin });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const send = (method: "POST" | "PUT" | "DELETE", url: string, cookie: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

async function subscribed(gone = false) {
  const rider = await registerUser(t.app);
  const browser = receiver.browser(gone);
  const response = await send(
    "POST",
    "/api/push/subscriptions",
    rider.cookie,
    browser.subscription,
  );
  expect(response.statusCode).toBe(201);
  return { ...rider, browser };
}

/** Writes one inbox row for `userId` the way every feature does, and answers its id. */
async function notifyOne(
  userId: number,
  type: NotificationType,
  rideId: number | null,
  text: string,
) {
  await t.db.transaction((tx) => notify(tx, [{ userId, type, rideId, text: () => text }]));
  const [row] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
  return row?.id;
}

describe("GET /api/push/key", () => {
  it("is one key, made once, the same on every instance", async () => {
    const other = await t.anotherInstance();
    const [here, there] = await Promise.all([
      t.app.inject("/api/push/key"),
      other.inject("/api/push/key"),
    ]);
    expect(here.statusCode).toBe(200);
    const { publicKey } = here.json();
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(there.json()).toEqual({ publicKey });
    expect((await t.app.inject("/api/push/key")).json()).toEqual({ publicKey });
  });
});

describe("POST /api/push/subscriptions", () => {
  it("needs a login", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      payload: receiver.browser().subscription,
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGxyz",
    "https://db5p.notify.windows.com/w/?token=abc",
  ])("accepts a subscription on %s, once per endpoint", async (endpoint) => {
    const rider = await registerUser(t.app);
    const { keys } = receiver.browser().subscription;
    for (let time = 0; time < 2; time++) {
      const response = await send("POST", "/api/push/subscriptions", rider.cookie, {
        endpoint,
        keys,
      });
      expect(response.statusCode).toBe(201);
    }
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toMatchObject([{ userId: rider.user.id, p256dh: keys.p256dh }]);
  });

  it.each([
    ["plain http to a push service", "http://fcm.googleapis.com/fcm/send/abc", /^endpoint: /],
    ["another host", "https://push.example.org/abc", /^endpoint: /],
    ["a look-alike host", "https://fcm.googleapis.com.example.org/abc", /^endpoint: /],
    ["the test origin over https", "https://127.0.0.1/push/abc", /^endpoint: /],
    ["no URL at all", "fcm.googleapis.com", /^endpoint: /],
  ])("refuses %s with a 400 naming the endpoint", async (_what, endpoint, message) => {
    const rider = await registerUser(t.app);
    const { keys } = receiver.browser().subscription;
    const response = await send("POST", "/api/push/subscriptions", rider.cookie, {
      endpoint,
      keys,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });

  it.each([
    ["keys.p256dh", { p256dh: undefined }],
    ["keys.p256dh", { p256dh: "not base64url!" }],
    ["keys.auth", { auth: "" }],
    ["keys.auth", { auth: 16 }],
    // Base64url of the wrong bytes: each was stored and then failed at every push.
    ["keys.p256dh", { p256dh: "A".repeat(80) }],
    ["keys.p256dh", { p256dh: Buffer.alloc(65, 4).toString("base64url") }],
    ["keys.p256dh", { p256dh: offCurvePoint() }],
    ["keys.p256dh", { p256dh: compressedPoint() }],
    ["keys.auth", { auth: randomBytes(15).toString("base64url") }],
    ["keys.auth", { auth: randomBytes(17).toString("base64url") }],
    ["keys.auth", { auth: "a".repeat(200) }],
  ])("refuses a bad %s with a 400 naming it, and stores nothing", async (field, change) => {
    const rider = await registerUser(t.app);
    const { subscription } = receiver.browser();
    const response = await send("POST", "/api/push/subscriptions", rider.cookie, {
      ...subscription,
      keys: { ...subscription.keys, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^${field.replace(".", "\\.")}: `));
    expect(response.json().field).toBe(field);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, rider.user.id));
    expect(rows).toEqual([]);
  });

  it(`keeps an account's newest ${MAX_SUBSCRIPTIONS_PER_ACCOUNT} browsers: the oldest goes`, async () => {
    const rider = await registerUser(t.app);
    const browsers = Array.from({ length: 13 }, () => receiver.browser().subscription);
    for (const browser of browsers) {
      expect(
        (await send("POST", "/api/push/subscriptions", rider.cookie, browser)).statusCode,
      ).toBe(201);
    }
    // The first browser subscribes again: it is the newest now, and the next oldest goes instead.
    const again = await send("POST", "/api/push/subscriptions", rider.cookie, browsers[0] ?? {});
    expect(again.statusCode).toBe(201);
    const rows = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, rider.user.id));
    const kept = [browsers[0], ...browsers.slice(-9)].map((browser) => browser?.endpoint).sort();
    expect(rows.map((row) => row.endpoint).sort()).toEqual(kept);
    expect(rows).toHaveLength(MAX_SUBSCRIPTIONS_PER_ACCOUNT);
  });

  it(`keeps ${MAX_SUBSCRIPTIONS_PER_ACCOUNT} when 30 subscribe at once`, async () => {
    const rider = await registerUser(t.app);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () =>
        send("POST", "/api/push/subscriptions", rider.cookie, receiver.browser().subscription),
      ),
    );
    expect(statuses.map((response) => response.statusCode)).toEqual(Array(30).fill(201));
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, rider.user.id));
    expect(rows).toHaveLength(MAX_SUBSCRIPTIONS_PER_ACCOUNT);
  });
});

/** 65 bytes that look like an uncompressed point, but (x, y) is not on P-256. */
function offCurvePoint() {
  const point = createECDH("prime256v1").generateKeys();
  point[64] = (point[64] ?? 0) ^ 1;
  return point.toString("base64url");
}

/** A real key, compressed (33 bytes): web-push cannot use it. */
function compressedPoint() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return ecdh.getPublicKey("base64url", "compressed");
}

describe("pushing notifications", () => {
  it("sends each notification once, encrypted, to every browser of its person", async () => {
    const rider = await subscribed();
    await t.anotherInstance(); // on PostgreSQL a second instance hears the same notifications
    const ride = await createRide(t.app, rider.cookie);
    const first = await notifyOne(rider.user.id, "joined", ride.id, "Ann joined your ride");

    const push = await receiver.next(rider.browser.subscription.endpoint);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    const { publicKey } = (await t.app.inject("/api/push/key")).json();
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${publicKey}$`));
    expect(JSON.parse(rider.browser.decrypt(push.body))).toEqual({
      title: "New passenger",
      body: "Ann joined your ride",
      url: `/rides/${ride.id}`,
    });

    // A second notification arrives alone: the first was pushed once, whichever instance took it.
    await notifyOne(rider.user.id, "left", null, "Ann left your ride");
    await waitFor(
      async () => receiver.received.filter((p) => p.path === push.path).length >= 2,
      "the second push",
    );
    const pushes = receiver.received.filter((p) => p.path === push.path);
    expect(pushes.map((p) => JSON.parse(rider.browser.decrypt(p.body)))).toEqual([
      { title: "New passenger", body: "Ann joined your ride", url: `/rides/${ride.id}` },
      { title: "A passenger left", body: "Ann left your ride", url: "/home" },
    ]);
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, first ?? 0));
    expect(row?.pushedAt).not.toBeNull();
  });

  it("titles a push in its person's language", async () => {
    const rider = await subscribed();
    await t.db.update(users).set({ language: "ms" }).where(eq(users.id, rider.user.id));
    await notifyOne(rider.user.id, "reminder_2h", null, "Perjalanan anda akan bertolak");
    const push = await receiver.next(rider.browser.subscription.endpoint);
    expect(JSON.parse(rider.browser.decrypt(push.body))).toMatchObject({
      title: "Perjalanan anda bertolak dalam 2 jam: masih datang?",
      body: "Perjalanan anda akan bertolak",
    });
  });

  it("removes a subscription its push service calls gone (410)", async () => {
    const rider = await subscribed(true);
    await notifyOne(rider.user.id, "removed", null, "You were removed from a ride");
    await receiver.next(rider.browser.subscription.endpoint);
    await waitFor(async () => {
      const rows = await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, rider.user.id));
      return rows.length === 0;
    }, "the gone subscription removed");
  });

  it("pushes no kind its person turned off, and still keeps it in the inbox", async () => {
    const rider = await subscribed();
    const off = await send("PUT", "/api/push/preferences", rider.cookie, {
      push: { ride_changed: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().push).toMatchObject({ ride_changed: false, cancelled: true });

    await notifyOne(rider.user.id, "ride_changed", null, "The ride now leaves at 9:30 am");
    await notifyOne(rider.user.id, "cancelled", null, "The ride was cancelled");
    const push = await receiver.next(rider.browser.subscription.endpoint);
    expect(JSON.parse(rider.browser.decrypt(push.body)).title).toBe("Ride cancelled");
    const inbox = await t.db
      .select({ type: notifications.type, pushedAt: notifications.pushedAt })
      .from(notifications)
      .where(eq(notifications.userId, rider.user.id))
      .orderBy(notifications.id);
    expect(inbox.map((row) => row.type)).toEqual(["ride_changed", "cancelled"]);
    // Both were handled (taken), and only one reached the push service.
    expect(inbox.every((row) => row.pushedAt !== null)).toBe(true);
    expect(receiver.received.filter((p) => p.path === push.path)).toHaveLength(1);
  });

  it("gives the organizer of a 40-times join-leave storm two notices, each pushed once", async () => {
    const organizer = await subscribed();
    const storm = await registerUser(t.app, { name: "Mallory" });
    const ride = await createRide(t.app, organizer.cookie);
    for (let round = 0; round < 40; round++) {
      const joined = await send("POST", `/api/rides/${ride.id}/join`, storm.cookie, {
        passengerCount: 1,
        dropoffLocation: "Bedok",
      });
      expect(joined.statusCode).toBe(201);
      const { id } = joined.json();
      const left = await send("DELETE", `/api/rides/${ride.id}/passengers/${id}`, storm.cookie, {});
      expect(left.statusCode).toBe(200);
    }
    const page = await t.app.inject({
      url: "/api/notifications",
      headers: { cookie: organizer.cookie },
    });
    const items: { type: string; text: string }[] = page.json().items;
    expect(items.map((item) => item.type)).toEqual(["left", "joined"]);
    expect(items.map((item) => item.text)).toEqual([
      expect.stringMatching(/^Mallory left your [^\n]+$/),
      expect.stringMatching(/^Mallory joined your [^\n]+$/),
    ]);
    const { endpoint } = organizer.browser.subscription;
    const path = new URL(endpoint).pathname;
    await waitFor(
      async () => receiver.received.filter((p) => p.path === path).length >= 2,
      "the storm's pushes",
    );
    // Anything pushed late would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pushed = receiver.received.filter((p) => p.path === path);
    console.log(
      `[push] a 40-times join-leave storm: ${items.length} notices, ${pushed.length} pushes`,
    );
    expect(pushed).toHaveLength(2);
  });
});

describe("DELETE /api/push/subscriptions", () => {
  it("forgets the reader's own browser, never another person's", async () => {
    const owner = await subscribed();
    const stranger = await registerUser(t.app);
    const { endpoint } = owner.browser.subscription;
    const rows = () =>
      t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

    expect(
      (await send("DELETE", "/api/push/subscriptions", stranger.cookie, { endpoint })).statusCode,
    ).toBe(200);
    expect(await rows()).toHaveLength(1);
    expect(
      (await send("DELETE", "/api/push/subscriptions", owner.cookie, { endpoint })).statusCode,
    ).toBe(200);
    expect(await rows()).toHaveLength(0);
  });
});

describe("GET and PUT /api/push/preferences", () => {
  it("pushes every kind until one is turned off, and turns it back on", async () => {
    const rider = await registerUser(t.app);
    const read = await t.app.inject({
      url: "/api/push/preferences",
      headers: { cookie: rider.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(Object.values(read.json().push).every(Boolean)).toBe(true);
    expect(Object.keys(read.json().push)).toContain("reminder_2h");

    await send("PUT", "/api/push/preferences", rider.cookie, { push: { reminder_2h: false } });
    const back = await send("PUT", "/api/push/preferences", rider.cookie, {
      push: { reminder_2h: true, joined: false },
    });
    expect(back.json().push).toMatchObject({ reminder_2h: true, joined: false, left: true });
  });

  it("refuses an unknown kind or a value that is not a yes/no, naming it", async () => {
    const rider = await registerUser(t.app);
    const unknown = await send("PUT", "/api/push/preferences", rider.cookie, {
      push: { birthdays: false },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^push: /);
    const notBoolean = await send("PUT", "/api/push/preferences", rider.cookie, {
      push: { joined: "no" },
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().error).toMatch(/^push\.joined: /);
  });
});
