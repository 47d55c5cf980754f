import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messageReports, notifications, rideMessages, users } from "../../db/schema/index.ts";
import { openEventStream } from "../../testing/event-stream.ts";
import { inboxAbout } from "../../testing/inbox.ts";
import { createRide } from "../../testing/rides.ts";
import { clientOf, testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";
import { registerVerifiedVendor } from "../../testing/vendors.ts";

const t = testAppForSuite();
const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);
const send: ReturnType<typeof clientOf>["send"] = (...args) => clientOf(t).send(...args);
const write = (rideId: number, cookie: string | undefined, body: object) =>
  send("POST", `/api/rides/${rideId}/messages`, cookie, body);
const read = (rideId: number, cookie?: string, query = "") =>
  get(`/api/rides/${rideId}/messages${query}`, cookie);

let baseUrl: Promise<string> | undefined;
/** The suite's app on a port of its own, for real event streams. */
const listening = () => {
  baseUrl ??= t.app.listen({ port: 0, host: "127.0.0.1" });
  return baseUrl;
};

/** A ride with its organizer, a seated passenger and a verified driver assigned. */
async function rideWithMembers() {
  const organizer = await registerUser(t.app);
  const passenger = await registerUser(t.app);
  const driver = await registerVerifiedVendor(t.app, t.db);
  const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 4 });
  const joined = await send("POST", `/api/rides/${ride.id}/join`, passenger.cookie, {
    passengerCount: 1,
    dropoffLocation: "Bedok MRT",
  });
  expect(joined.statusCode).toBe(201);
  expect((await send("POST", `/api/rides/${ride.id}/assign`, driver.cookie)).statusCode).toBe(200);
  return { organizer, passenger, driver, ride, entryId: joined.json().id as number };
}

const unreadMessageNotices = async (userId: number, rideId: number) =>
  (await inboxAbout(t.db, userId, rideId, "ride_message")).length;

describe("a ride's conversation", () => {
  it("lets each member write and read, newest last, with the author's name", async () => {
    const { organizer, passenger, driver, ride } = await rideWithMembers();

    const first = await write(ride.id, organizer.cookie, { text: "  Meet at exit B  " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      text: "Meet at exit B",
      quick: null,
      author: { id: organizer.user.id },
    });
    expect(typeof first.json().createdAt).toBe("string");
    expect((await write(ride.id, passenger.cookie, { text: "OK" })).statusCode).toBe(201);
    expect((await write(ride.id, driver.cookie, { text: "Grey Toyota" })).statusCode).toBe(201);

    const listed = await read(ride.id, passenger.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((m: { text: string }) => m.text)).toEqual([
      "Meet at exit B",
      "OK",
      "Grey Toyota",
    ]);
    expect(listed.json()[2].author.name).toMatch(/\S/);
  });

  it("refuses strangers, waiting parties, other vendors, revoked drivers and visitors", async () => {
    const { organizer, ride } = await rideWithMembers();
    const stranger = await registerUser(t.app);
    const otherVendor = await registerVerifiedVendor(t.app, t.db);
    await write(ride.id, organizer.cookie, { text: "private" });

    for (const cookie of [stranger.cookie, otherVendor.cookie]) {
      const refused = await read(ride.id, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/organizer, passengers and driver/);
      expect((await write(ride.id, cookie, { text: "hi" })).statusCode).toBe(403);
    }
    expect((await read(ride.id)).statusCode).toBe(401);
    expect((await read(2_147_483_000, stranger.cookie)).statusCode).toBe(404);

    // A full ride's waiting party is not a member.
    const small = await createRide(t.app, organizer.cookie, { maxPassengers: 1 });
    const waiting = await send("POST", `/api/rides/${small.id}/waitlist`, stranger.cookie, {
      passengerCount: 1,
      dropoffLocation: "Bedok",
    });
    expect(waiting.statusCode).toBe(201);
    expect((await read(small.id, stranger.cookie)).statusCode).toBe(403);

    // A driver assigned while verified reads; once the verification is revoked, nothing.
    const driver = await registerVerifiedVendor(t.app, t.db);
    const other = await createRide(t.app, organizer.cookie);
    expect((await send("POST", `/api/rides/${other.id}/assign`, driver.cookie)).statusCode).toBe(
      200,
    );
    expect((await read(other.id, driver.cookie)).statusCode).toBe(200);
    await t.db.update(users).set({ vendorVerifiedAt: null }).where(eq(users.id, driver.user.id));
    expect((await read(other.id, driver.cookie)).statusCode).toBe(403);
  });

  it("ends a passenger's access when they leave; the history stays for the others", async () => {
    const { organizer, passenger, ride, entryId } = await rideWithMembers();
    await write(ride.id, passenger.cookie, { text: "see you" });
    const left = await send(
      "DELETE",
      `/api/rides/${ride.id}/passengers/${entryId}`,
      passenger.cookie,
    );
    expect(left.statusCode).toBe(200);
    expect((await read(ride.id, passenger.cookie)).statusCode).toBe(403);
    expect((await write(ride.id, passenger.cookie, { text: "still here?" })).statusCode).toBe(403);
    expect((await read(ride.id, organizer.cookie)).json()).toHaveLength(1);
  });

  it("refuses empty, blank, too long and unknown bodies with the field named", async () => {
    const { organizer, ride } = await rideWithMembers();
    for (const body of [{ text: "" }, { text: "   " }, { text: "x".repeat(1001) }, {}]) {
      const refused = await write(ride.id, organizer.cookie, body);
      expect(refused.statusCode).toBe(400);
    }
    const tooLong = await write(ride.id, organizer.cookie, { text: "x".repeat(1001) });
    expect(tooLong.json().error).toMatch(/text/);
    expect((await write(ride.id, organizer.cookie, { text: "x".repeat(1000) })).statusCode).toBe(
      201,
    );
    const late = await write(ride.id, organizer.cookie, { quick: "late" });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatch(/minutes/);
    expect((await write(ride.id, organizer.cookie, { quick: "late", minutes: 7 })).statusCode).toBe(
      400,
    );
    expect((await read(ride.id, organizer.cookie)).json()).toHaveLength(1);
  });

  it("keeps a message's markup as plain text", async () => {
    const { organizer, ride } = await rideWithMembers();
    const payload = `<img src=x onerror=alert(1)> <script>alert(2)</script>`;
    expect((await write(ride.id, organizer.cookie, { text: payload })).json().text).toBe(payload);
    expect((await read(ride.id, organizer.cookie)).json()[0].text).toBe(payload);
  });

  it("stores a message and its author's name without direction controls", async () => {
    const { organizer, ride } = await rideWithMembers();
    const named = await send("PATCH", `/api/users/${organizer.user.id}`, organizer.cookie, {
      name: "\u202EOlga\u2069",
    });
    expect(named.json().name).toBe("Olga");
    const written = await write(ride.id, organizer.cookie, { text: "see \u202Egnp.exe\u200F" });
    expect(written.statusCode).toBe(201);
    const [stored] = await t.db.select().from(rideMessages).where(eq(rideMessages.rideId, ride.id));
    expect(stored?.text).toBe("see gnp.exe");
    expect((await read(ride.id, organizer.cookie)).json()[0]).toMatchObject({
      text: "see gnp.exe",
      author: { name: "Olga" },
    });
  });

  it("words a quick message in each reader's language", async () => {
    const { organizer, passenger, ride } = await rideWithMembers();
    const sent = await write(ride.id, passenger.cookie, { quick: "late", minutes: 10 });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      text: "Running 10 minutes late",
      quick: { kind: "late", minutes: 10 },
    });
    await write(ride.id, passenger.cookie, { quick: "at_pickup" });
    const inChinese = await t.app.inject({
      method: "GET",
      url: `/api/rides/${ride.id}/messages`,
      headers: { cookie: `${organizer.cookie}; lang=zh` },
    });
    expect(inChinese.json().map((m: { text: string }) => m.text)).toEqual([
      "会迟到 10 分钟",
      "我已到达上车点",
    ]);
  });

  it("pages back with before, 50 at most", async () => {
    const { organizer, ride } = await rideWithMembers();
    await t.db.insert(rideMessages).values(
      Array.from({ length: 60 }, (_, i) => ({
        rideId: ride.id,
        authorId: organizer.user.id,
        text: `m${i + 1}`,
      })),
    );
    const newest = (await read(ride.id, organizer.cookie)).json();
    expect(newest).toHaveLength(50);
    expect(newest[0].text).toBe("m11");
    expect(newest[49].text).toBe("m60");
    const older = (await read(ride.id, organizer.cookie, `?before=${newest[0].id}`)).json();
    expect(older.map((m: { text: string }) => m.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `m${i + 1}`),
    );
    expect((await read(ride.id, organizer.cookie, "?before=abc")).statusCode).toBe(400);
  });

  it("puts one notice per ride in each other member's inbox while unread", async () => {
    const { organizer, passenger, driver, ride } = await rideWithMembers();
    await write(ride.id, organizer.cookie, { text: "one" });
    await write(ride.id, organizer.cookie, { text: "two" });
    expect(await unreadMessageNotices(passenger.user.id, ride.id)).toBe(1);
    expect(await unreadMessageNotices(driver.user.id, ride.id)).toBe(1);
    expect(await unreadMessageNotices(organizer.user.id, ride.id)).toBe(0);

    // Once read, the next message makes a new one.
    await t.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.userId, passenger.user.id));
    await write(ride.id, driver.cookie, { text: "three" });
    expect(await unreadMessageNotices(passenger.user.id, ride.id)).toBe(2);
    expect(await unreadMessageNotices(organizer.user.id, ride.id)).toBe(1);
  });

  it("lets the organizer remove a message and any member report one", async () => {
    const { organizer, passenger, driver, ride } = await rideWithMembers();
    const id = (await write(ride.id, passenger.cookie, { text: "rude" })).json().id;
    const url = `/api/rides/${ride.id}/messages/${id}`;

    expect((await send("POST", `${url}/report`, driver.cookie)).statusCode).toBe(200);
    expect((await send("POST", `${url}/report`, driver.cookie)).statusCode).toBe(200);
    const reports = await t.db
      .select()
      .from(messageReports)
      .where(eq(messageReports.messageId, id));
    expect(reports).toHaveLength(1);

    expect((await send("DELETE", url, passenger.cookie)).statusCode).toBe(403);
    expect((await send("DELETE", url, organizer.cookie)).statusCode).toBe(200);
    expect((await read(ride.id, passenger.cookie)).json()).toEqual([]);
    expect((await send("DELETE", url, organizer.cookie)).statusCode).toBe(404);
  });

  it("sends members, and only members, the message event", async () => {
    const { organizer, passenger, ride } = await rideWithMembers();
    const stranger = await registerUser(t.app);
    const base = await listening();
    const member = await openEventStream(`${base}/api/events`, passenger.cookie);
    const looker = await openEventStream(`${base}/api/events?ride=${ride.id}`, stranger.cookie);
    try {
      const sent = (await write(ride.id, organizer.cookie, { text: "hello" })).json();
      const event = await member.next((e) => e.event === "message", 2000);
      expect(event.data).toEqual({ rideId: ride.id, id: sent.id });
      // The looker's stream hears later events (a ride change) but never the message.
      await send("PATCH", `/api/rides/${ride.id}`, organizer.cookie, {});
      expect(looker.events.some((e) => e.event === "message")).toBe(false);
    } finally {
      member.close();
      looker.close();
    }
  });

  it("brings a message written on another instance to a member's stream here", async () => {
    const { organizer, passenger, ride } = await rideWithMembers();
    const other = await t.anotherInstance();
    const base = await listening();
    const stream = await openEventStream(`${base}/api/events`, organizer.cookie);
    try {
      const sent = await other.inject({
        method: "POST",
        url: `/api/rides/${ride.id}/messages`,
        payload: { quick: "on_our_way" },
        headers: { cookie: passenger.cookie },
      });
      expect(sent.statusCode).toBe(201);
      const event = await stream.next((e) => e.event === "message", 2000);
      expect(event.data).toEqual({ rideId: ride.id, id: sent.json().id });
      const notice = await stream.next((e) => e.event === "notification", 2000);
      expect(notice.data).toMatchObject({ type: "ride_message", rideId: ride.id });
    } finally {
      stream.close();
    }
  });
});
