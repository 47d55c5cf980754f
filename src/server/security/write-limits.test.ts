// Per-account write limits (WRITE_LIMITS): a burst from one account gets exactly its allowance,
// the rest 429 with Retry-After and a code the page translates; the count lives in the database,
// so a second instance shares it; other accounts and other kinds are untouched.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messageRef, translateMessage } from "../../domain/i18n/message.ts";
import { singaporeLocalToIso } from "../../domain/shared/dates.ts";
import { rides } from "../db/schema/index.ts";
import { countWrites } from "../http/write-count.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { topUpSeries } from "../rides/public.ts";
import { newRideBody } from "../testing/rides.ts";
import { testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";

const t = testAppForSuite({ WRITE_LIMITS: "create=5,join=3,leave=3" });

const createAs = (app: typeof t.app, cookie: string) =>
  app.inject({ method: "POST", url: "/api/rides", payload: newRideBody(), headers: { cookie } });

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

describe("per-account write limits", () => {
  it("gives a burst of 20 creates from two instances exactly 5, then 429 with Retry-After", async () => {
    const organizer = await registerUser(t.app);
    const other = await t.anotherInstance();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createAs(i % 2 ? other : t.app, organizer.cookie)),
    );
    console.log(
      `[write-limits] 20 concurrent creates, limit 5: ${JSON.stringify(statuses(burst))}`,
    );
    expect(statuses(burst)).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);

    const refused = burst.find((response) => response.statusCode === 429);
    const retryAfter = Number(refused?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = refused?.json();
    expect(body).toEqual({
      error: "You have made too many changes in a short time. Please try again in 60 minutes.",
      code: "too_many_writes",
      params: { minutes: 60 },
    });
    // The page reads the code in the rider's language.
    const ref = messageRef(`error.${body.code}`, body.params);
    expect(translateMessage(translatorFor("zh"), ref)).toBe(
      "您在短时间内做了太多更改。请 60 分钟后再试。",
    );
    expect(translateMessage(translatorFor("ms"), ref)).toMatch(/dalam 60 minit\.$/);

    // Still refused afterwards, and nothing was written by a refused request.
    expect((await createAs(t.app, organizer.cookie)).statusCode).toBe(429);
    const rows = await t.db.select().from(rides).where(eq(rides.creatorId, organizer.user.id));
    expect(rows).toHaveLength(5);
  });

  it("limits each account on its own, and each kind on its own", async () => {
    const busy = await registerUser(t.app);
    for (let i = 0; i < 5; i++) expect((await createAs(t.app, busy.cookie)).statusCode).toBe(201);
    expect((await createAs(t.app, busy.cookie)).statusCode).toBe(429);

    // Another organizer is not held back by the busy one.
    const calm = await registerUser(t.app);
    const ride = await createAs(t.app, calm.cookie);
    expect(ride.statusCode).toBe(201);

    // The busy one's joins are counted apart from their creates: 3 joins and 3 leaves, then 429.
    const rideId = ride.json().id;
    const codes: number[] = [];
    for (let round = 0; round < 4; round++) {
      const joined = await t.app.inject({
        method: "POST",
        url: `/api/rides/${rideId}/join`,
        payload: { passengerCount: 1, dropoffLocation: "Bedok" },
        headers: { cookie: busy.cookie },
      });
      codes.push(joined.statusCode);
      if (joined.statusCode !== 201) break;
      const left = await t.app.inject({
        method: "DELETE",
        url: `/api/rides/${rideId}/passengers/${joined.json().id}`,
        payload: {},
        headers: { cookie: busy.cookie },
      });
      codes.push(left.statusCode);
    }
    expect(codes).toEqual([201, 200, 201, 200, 201, 200, 429]);
  });

  it("does not count a join refused as full before the lock: it wrote nothing", async () => {
    const organizer = await registerUser(t.app);
    const tapper = await registerUser(t.app);
    const joinAs = (rideId: number, cookie: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/rides/${rideId}/join`,
        payload: { passengerCount: 1, dropoffLocation: "Bedok" },
        headers: { cookie },
      });
    const full = (await createAs(t.app, organizer.cookie)).json();
    const seats = full.maxPassengers - full.currentPassengers;
    for (let i = 0; i < seats; i++) {
      const rider = await registerUser(t.app);
      expect((await joinAs(full.id, rider.cookie)).statusCode).toBe(201);
    }
    // Five taps on the full ride, past the limit of 3 joins: each told it is full, none counted…
    const taps = [];
    for (let i = 0; i < 5; i++) taps.push((await joinAs(full.id, tapper.cookie)).statusCode);
    expect(taps).toEqual([409, 409, 409, 409, 409]);
    // …so the rider still has their joins for a ride with a seat.
    const open = (await createAs(t.app, organizer.cookie)).json();
    expect((await joinAs(open.id, tapper.cookie)).statusCode).toBe(201);
  });

  it("leaves visitors to the route's own 401", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/rides",
      payload: newRideBody(),
    });
    expect(response.statusCode).toBe(401);
  });
});

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The Singapore day `daysAhead` from now, and 08:00 on it. */
function dayAhead(daysAhead: number) {
  const day = new Date(Date.now() + daysAhead * DAY_MS + 8 * HOUR_MS).toISOString().slice(0, 10);
  return { day, date: singaporeLocalToIso(`${day}T08:00`) as string };
}

/** A ride from tomorrow, repeated on `weekdays` for `days`. */
const seriesAs = (cookie: string, days: number, weekdays = [0, 1, 2, 3, 4, 5, 6]) =>
  t.app.inject({
    method: "POST",
    url: "/api/rides",
    payload: newRideBody({
      date: dayAhead(1).date,
      repeat: { weekdays, until: dayAhead(1 + days).day },
    }),
    headers: { cookie },
  });

const ridesOf = (creatorId: number) =>
  t.db.select().from(rides).where(eq(rides.creatorId, creatorId)).orderBy(rides.date);

describe("the rides a series makes", () => {
  it("count as creates each: a series past the limit is refused whole, and costs one", async () => {
    const organizer = await registerUser(t.app);
    // Eight daily rides at once, against a limit of five.
    const refused = await seriesAs(organizer.cookie, 7);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "too_many_writes" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect(await ridesOf(organizer.user.id)).toEqual([]);
    // Three rides, a week apart: with the refused request, four of the five.
    expect(
      (await seriesAs(organizer.cookie, 14, [new Date(dayAhead(1).date).getUTCDay()])).statusCode,
    ).toBe(201);
    expect(await ridesOf(organizer.user.id)).toHaveLength(3);
    expect((await createAs(t.app, organizer.cookie)).statusCode).toBe(201);
    expect((await createAs(t.app, organizer.cookie)).statusCode).toBe(429);
    expect(await ridesOf(organizer.user.id)).toHaveLength(4);
  });

  it("count as creates at each top-up: those past the limit wait for a later one", async () => {
    const organizer = await registerUser(t.app);
    const weekday = new Date(dayAhead(1).date).getUTCDay();
    expect((await seriesAs(organizer.cookie, 70, [weekday])).statusCode).toBe(201);
    const atStart = (await ridesOf(organizer.user.id)).length;
    const first = (await ridesOf(organizer.user.id))[0]?.date.getTime() ?? 0;
    /** How many of the eleven weekly rides leave by `horizon`. */
    const dueBy = (horizon: number) =>
      Array.from({ length: 11 }, (_, k) => first + k * 7 * DAY_MS).filter((d) => d <= horizon)
        .length;

    // A month on, the organizer has made three rides this hour: two of the five due fit.
    const later = new Date(Date.now() + 30 * DAY_MS);
    await countWrites(t.db, "create", organizer.user.id, 3, later);
    const limit = t.app.config.WRITE_LIMITS.create;
    await topUpSeries(t.db, later, limit);
    expect(await ridesOf(organizer.user.id)).toHaveLength(atStart + 2);
    await topUpSeries(t.db, later, limit);
    expect(await ridesOf(organizer.user.id)).toHaveLength(atStart + 2);
    // An hour later the window is new, and the rest are made.
    const nextHour = new Date(later.getTime() + 2 * HOUR_MS);
    await topUpSeries(t.db, nextHour, limit);
    expect(await ridesOf(organizer.user.id)).toHaveLength(dueBy(nextHour.getTime() + 21 * DAY_MS));
  });
});
