import { brotliDecompressSync } from "node:zlib";
import cookie from "@fastify/cookie";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { MAX_RIDE_PAGE_SIZE } from "../../domain/ride/ride-list.ts";
import { listenerOf } from "../db/client.ts";
import { rides } from "../db/schema/index.ts";
import { createRide, insertPastRide } from "../testing/rides.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { MAX_KEPT_BYTES, READ_CACHE_MS, registerReadCache } from "./read-cache.ts";

const t = testAppForSuite();

/** Changes a ride behind the app's back, as another instance would; resolves once it is heard. */
async function setPickupInDatabase(rideId: number, pickupLocation: string) {
  await t.db.update(rides).set({ pickupLocation }).where(eq(rides.id, rideId));
  await listenerOf(t.db).caughtUp();
}

/**
 * Changes a ride unheard (no trigger fires), as while an instance's listener was down, and forgets
 * the app's shared reads (as their own bounds would): only a kept final answer can be stale.
 */
async function setPickupUnheard(rideId: number, pickupLocation: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(rides).set({ pickupLocation }).where(eq(rides.id, rideId));
  });
  t.app.sharedReads.pages.clear();
  t.app.sharedReads.rides.clear();
}

type Shown = { id: number; pickupLocation: string };
const pickupOf = (body: string, rideId: number) => {
  const parsed = JSON.parse(body) as Shown[] | Shown;
  return (Array.isArray(parsed) ? parsed : [parsed]).find((ride) => ride.id === rideId)
    ?.pickupLocation;
};

describe("the visitors' read cache", () => {
  it("gives visitors the same answer for READ_CACHE_MS, unless they hear of a change", async () => {
    const api = clientOf(t);
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);

    for (const url of ["/api/rides?limit=20", `/api/rides/${ride.id}`]) {
      await setPickupInDatabase(ride.id, "Tampines Mall");
      expect(pickupOf((await api.get(url)).body, ride.id)).toBe("Tampines Mall");
      await setPickupUnheard(ride.id, "Jurong East MRT");
      expect(pickupOf((await api.get(url)).body, ride.id)).toBe("Tampines Mall");
      await new Promise((resolve) => setTimeout(resolve, READ_CACHE_MS + 5));
      expect(pickupOf((await api.get(url)).body, ride.id)).toBe("Jurong East MRT");
      await setPickupInDatabase(ride.id, "Pasir Ris MRT");
      expect(pickupOf((await api.get(url)).body, ride.id)).toBe("Pasir Ris MRT");
      expect(pickupOf((await api.get(url, organizer.cookie)).body, ride.id)).toBe("Pasir Ris MRT");
    }
  });

  it("starts afresh after a change made through this instance", async () => {
    const api = clientOf(t);
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const seats = async () =>
      ((await api.get(`/api/rides/${ride.id}`)).json() as { currentPassengers: number })
        .currentPassengers;

    expect(await seats()).toBe(1);
    const join = await api.send("POST", `/api/rides/${ride.id}/join`, rider.cookie, {
      passengerCount: 2,
      dropoffLocation: "Pasir Ris MRT",
    });
    expect(join.statusCode).toBe(201);
    expect(await seats()).toBe(3);

    // A refused change leaves the cache alone, and the answer stays right.
    const refused = await api.send("POST", `/api/rides/${ride.id}/join`, rider.cookie, {
      passengerCount: 1,
      dropoffLocation: "Pasir Ris MRT",
    });
    expect(refused.statusCode).toBe(409);
    expect(await seats()).toBe(3);
  });

  it("answers a kept page exactly as the first time: encoding, cursor and security headers", async () => {
    const organizer = await registerUser(t.app);
    // Enough rides for a page past the compression threshold (1 KB) and a next page.
    for (let i = 0; i < 5; i++) await createRide(t.app, organizer.cookie);
    const read = () =>
      t.app.inject({
        method: "GET",
        url: "/api/rides?limit=4",
        headers: { "accept-encoding": "br" },
      });
    const plain = await t.app.inject({ method: "GET", url: "/api/rides?limit=4" });
    const first = await read();
    const kept = await read();

    for (const response of [first, kept]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["x-next-cursor"]).toBe(plain.headers["x-next-cursor"]);
      expect(response.headers["content-security-policy"]).toBeTruthy();
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("never keeps a not-found answer", async () => {
    const api = clientOf(t);
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const nextId = ride.id + 1;
    expect((await api.get(`/api/rides/${nextId}`)).statusCode).toBe(404);
    // Written straight to the database: nothing on this instance clears the cache.
    const created = await insertPastRide(t.db, organizer.user.id);
    expect(created.id).toBe(nextId);
    expect((await api.get(`/api/rides/${nextId}`)).statusCode).toBe(200);
  });

  it("does not keep an answer bigger than MAX_KEPT_BYTES, whatever the URL", async () => {
    const api = clientOf(t);
    const organizer = await registerUser(t.app);
    const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const [first] = await t.db
      .insert(rides)
      .values(
        Array.from({ length: 200 }, () => ({
          creatorId: organizer.user.id,
          direction: "SG->FC" as const,
          date,
          maxPassengers: 4,
          // Long enough that the largest page is bigger than MAX_KEPT_BYTES.
          pickupLocation: `Tampines Mall ${"x".repeat(1000)}`,
          dropoffLocations: [{ location: "Tampines Mall", passengerCount: 1 }],
        })),
      )
      .returning({ id: rides.id });
    if (!first) throw new Error("no ride inserted");

    // The largest page, uncompressed: no Accept-Encoding.
    const url = `/api/rides?direction=SG-%3EFC&limit=${MAX_RIDE_PAGE_SIZE}`;
    const whole = await api.get(url);
    expect(whole.rawPayload.length).toBeGreaterThan(MAX_KEPT_BYTES);
    await setPickupUnheard(first.id, "Jurong East MRT");
    const again = await api.get(url);
    expect(pickupOf(again.body, first.id)).toBe("Jurong East MRT");
  });
});

/**
 * A bare app with the read cache and one visitors' page, whose answers (numbered in the order they
 * begin) wait for `open()`; the first answer is refused when `refuseFirst`.
 */
async function appWithHeldAnswers({ refuseFirst = false } = {}) {
  const app = Fastify();
  await app.register(cookie);
  const cache = await registerReadCache(app, { ttlMs: 60_000, max: 10 });
  cache.setEnabled(true);
  let begun = 0;
  let open: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  app.get("/page", { config: { cacheAnonymous: true } }, async (_request, reply) => {
    begun += 1;
    const answer = begun;
    await held;
    if (refuseFirst && answer === 1) return reply.code(503).send("busy");
    return `answer ${answer}`;
  });
  const ask = () => app.inject({ method: "GET", url: "/page" });
  /** Resolves once `count` answers have begun, and those asking meanwhile are waiting. */
  const begunCount = async (count: number) => {
    await vi.waitFor(() => expect(begun).toBe(count));
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { app, cache, ask, open, begunCount };
}

describe("an answer being made", () => {
  it("is the answer of everyone who asks for it meanwhile: one answer made, not one each", async () => {
    const { app, ask, open, begunCount } = await appWithHeldAnswers();
    const asked = Array.from({ length: 10 }, ask);
    await begunCount(1);
    open();
    const bodies = (await Promise.all(asked)).map((response) => response.body);
    expect(bodies).toEqual(Array(10).fill("answer 1"));
    expect((await ask()).body).toBe("answer 1");
    await app.close();
  });

  it("refused, is no one else's: those who waited make their own", async () => {
    const { app, ask, open, begunCount } = await appWithHeldAnswers({ refuseFirst: true });
    const asked = [ask(), ask(), ask()];
    await begunCount(1);
    open();
    const answers = await Promise.all(asked);
    expect(answers.map((response) => response.statusCode)).toEqual([503, 200, 200]);
    expect(answers.slice(1).every((response) => response.body.startsWith("answer"))).toBe(true);
    await app.close();
  });

  it("begun before a change, is not the answer of who asks after it, nor kept", async () => {
    const { app, cache, ask, open, begunCount } = await appWithHeldAnswers();
    const before = ask();
    await begunCount(1);
    cache.clear();
    const after = ask();
    await begunCount(2);
    open();
    expect((await before).body).toBe("answer 1");
    expect((await after).body).toBe("answer 2");
    expect((await ask()).body).toBe("answer 2");
    await app.close();
  });
});
