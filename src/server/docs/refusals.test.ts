// Every refusal the OpenAPI document lists for a route, provoked by a real request on the real
// app: the answer has the documented status and code. A route that declares no refusals (not even
// `refuses()`) fails, and so does a documented refusal no request here provokes, unless it is in
// NOT_PROVOKED_HERE with the reason. Refusals of a ride in a state of its own (cancelled, departed,
// full, locked, assigned, rated, a weekly series) are provoked on rides built in that state first.

import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ALERTS } from "../../domain/alert/alert.ts";
import { addDays, singaporeDay, weekdayOf } from "../../domain/ride/ride-search.ts";
import { users } from "../db/schema/index.ts";
import { crossingRules } from "../testing/crossing-rules.ts";
import { createRide, insertPastRide, newRideBody, setRideDate } from "../testing/rides.ts";
import { createWorld, insertPerson, type Person } from "../testing/security-world.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { VALID_BODIES } from "../testing/valid-bodies.ts";
import { type ApiRoute, routeKey } from "./openapi.ts";

interface Operation {
  responses: Record<
    string,
    { content?: { "application/json"?: { schema: { properties: { code: { enum: string[] } } } } } }
  >;
}

let t: TestApp;
let world: World;
let document: { paths: Record<string, Record<string, Operation>> };
let rideId: number;
let passengerEntryId: number;

/** The security world and the people only some refusals need. */
async function createCast(db: TestApp["db"]) {
  return {
    ...(await createWorld(db)),
    unverifiedVendor: await insertPerson(db, "unverified", { isVendor: true }),
    secondVendor: await insertPerson(db, "second", { isVendor: true, vendorVerified: true }),
    myVendor: await insertPerson(db, "mytaxi", {
      isVendor: true,
      vendorVerified: true,
      vehicle: { vendorRegistration: "MY" },
    }),
    alertCollector: await insertPerson(db, "collector"),
    passwordGuesser: await insertPerson(db, "guesser"),
    streamer: await insertPerson(db, "streamer"),
  };
}
type World = Awaited<ReturnType<typeof createCast>>;

/** Rides (and a series, a rating) in the states some refusals need, with a passenger's entry. */
const state = {
  creatorEntry: 0,
  cancelled: { id: 0, entry: 0 },
  departed: { id: 0, entry: 0 },
  soon: { id: 0, entry: 0 },
  noDriver: 0,
  longAgo: 0,
  full: 0,
  locked: { id: 0, entry: 0 },
  assigned: 0,
  series: { id: 0, first: 0, second: 0, firstDay: "" },
  rating: 0,
  /** Rides for the carriage rule (issue 37): see buildCarried. */
  carried: { open: 0, sg: 0, sgFull: 0, my: 0, myToSg: 0, myToSgFull: 0, myFull: 0 },
  carriedSeries: { id: 0, first: 0 },
};

beforeAll(async () => {
  t = await createTestApp();
  world = await createCast(t.db);
  await call(null, {
    method: "POST",
    url: "/api/register",
    payload: { discordUsername: "taken_name_here", password: "a long enough password" },
  });
  document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  const ride = await call(world.creator, {
    method: "POST",
    url: "/api/rides",
    payload: newRideBody({ direction: "FC->SG" }),
  });
  rideId = ride.json().id;
  const joined = await call(world.passenger, {
    method: "POST",
    url: `/api/rides/${rideId}/join`,
    payload: { passengerCount: 1, dropoffLocation: "Bedok" },
  });
  passengerEntryId = joined.json().id;
  await buildStates();
});

const JOIN = { passengerCount: 1, dropoffLocation: "Bedok" };

/** A new ride of the world's creator that the world's passenger has joined: its id and entry. */
async function joinedRide(overrides: Parameters<typeof newRideBody>[0] = {}) {
  const ride = await createRide(t.app, world.creator.cookie, overrides);
  const joined = await call(world.passenger, {
    method: "POST",
    url: `/api/rides/${ride.id}/join`,
    payload: JOIN,
  });
  return { id: ride.id, entry: joined.json().id as number };
}

const post = (caller: Person, url: string, payload?: object) =>
  call(caller, { method: "POST", url, ...(payload ? { payload } : {}) });

async function buildStates() {
  const own = await call(world.creator, { method: "GET", url: `/api/rides/${rideId}/passengers` });
  state.creatorEntry = own
    .json()
    .find((entry: { userId: number }) => entry.userId === world.creator.id).id;

  // Driven by the world's vendor, the admin aboard, then cancelled by its organizer.
  // Singapore to Forest City: the world's vendor is a Singapore taxi (issue 37).
  state.cancelled = await joinedRide();
  await post(world.admin, `/api/rides/${state.cancelled.id}/join`, JOIN);
  await post(world.vendor, `/api/rides/${state.cancelled.id}/assign`);
  await call(world.creator, { method: "DELETE", url: `/api/rides/${state.cancelled.id}` });

  // Driven by the world's vendor, left an hour ago, rated by its passenger and answered.
  state.departed = await joinedRide();
  await post(world.vendor, `/api/rides/${state.departed.id}/assign`);
  await setRideDate(t.db, state.departed.id, new Date(Date.now() - 3_600_000));
  const rated = await post(world.passenger, `/api/rides/${state.departed.id}/rating`, {
    stars: 4,
  });
  state.rating = rated.json().id;
  await post(world.vendor, `/api/ratings/${state.rating}/reply`, { text: "Thanks" });

  // Leaves in an hour: boarding is open, a no-show not yet.
  state.soon = await joinedRide();
  await setRideDate(t.db, state.soon.id, new Date(Date.now() + 3_600_000));

  state.noDriver = (await insertPastRide(t.db, world.creator.id)).id;
  state.longAgo = (
    await insertPastRide(t.db, world.creator.id, { daysAgo: 20, vendorId: world.vendor.id })
  ).id;

  // Two seats, both taken; the world's rider waits for one.
  state.full = (await joinedRide({ maxPassengers: 2 })).id;
  await post(world.rider, `/api/rides/${state.full}/waitlist`, JOIN);

  state.locked = await joinedRide({ direction: "FC->SG" });
  await post(world.creator, `/api/rides/${state.locked.id}/lockSequence`);

  state.assigned = (await createRide(t.app, world.creator.cookie)).id;
  await post(world.vendor, `/api/rides/${state.assigned}/assign`);

  await buildSeries();
  await buildCarried();
}

/**
 * Rides driven by the world's Singapore taxi (`sg`) or a Malaysian one (`my`, from Ban San Street
 * Terminal; `myToSg`, Forest City to Singapore), with seats free or full, an open one, and a
 * weekly series the Malaysian taxi drives: a change of their plan meets the carriage rule.
 */
async function buildCarried() {
  const assigned = async (vendor: Person, options: Parameters<typeof newRideBody>[0]) => {
    const ride = await createRide(t.app, world.creator.cookie, options);
    await post(vendor, `/api/rides/${ride.id}/assign`);
    return ride.id;
  };
  const banSan = { location: "Ban San Street Terminal" };
  const toSg = { direction: "FC->SG" as const };
  state.carried = {
    open: (await createRide(t.app, world.creator.cookie)).id,
    sg: await assigned(world.vendor, {}),
    sgFull: await assigned(world.vendor, { maxPassengers: 1 }),
    my: await assigned(world.myVendor, banSan),
    myFull: await assigned(world.myVendor, { ...banSan, maxPassengers: 1 }),
    myToSg: await assigned(world.myVendor, toSg),
    myToSgFull: await assigned(world.myVendor, { ...toSg, maxPassengers: 1 }),
  };
  const body = newRideBody(toSg);
  const created = await post(world.creator, "/api/rides", {
    ...body,
    repeat: {
      weekdays: [weekdayOf(singaporeDay(body.date))],
      until: addDays(singaporeDay(body.date), 7),
    },
  });
  const series = await call(world.creator, {
    method: "GET",
    url: `/api/ride-series/${created.json().seriesId}`,
  });
  const first = series.json().rides[0].id as number;
  await post(world.myVendor, `/api/rides/${first}/assign`);
  state.carriedSeries = { id: created.json().seriesId, first };
}

const DAY_MS = 86_400_000;
const SINGAPORE_OFFSET_MS = 8 * 3_600_000;

/**
 * A weekly series whose first ride the world's passenger joined, moved to later today (Singapore
 * time): an edit to a time earlier today moves it into the past.
 */
async function buildSeries() {
  const body = newRideBody({ direction: "FC->SG" });
  const created = await post(world.creator, "/api/rides", {
    ...body,
    repeat: {
      weekdays: [weekdayOf(singaporeDay(body.date))],
      until: addDays(singaporeDay(body.date), 14),
    },
  });
  const seriesId: number = created.json().seriesId;
  const series = await call(world.creator, { method: "GET", url: `/api/ride-series/${seriesId}` });
  const [first, second] = series.json().rides as { id: number }[];
  if (!first || !second) throw new Error("the series has no two rides");
  await post(world.passenger, `/api/rides/${first.id}/join`, JOIN);
  // Half-way to Singapore's midnight at most, so the ride stays on today.
  const toMidnight = DAY_MS - ((Date.now() + SINGAPORE_OFFSET_MS) % DAY_MS);
  const departure = new Date(Date.now() + Math.min(10 * 60_000, toMidnight / 2));
  await setRideDate(t.db, first.id, departure);
  const firstDay = singaporeDay(departure.toISOString());
  state.series = { id: seriesId, first: first.id, second: second.id, firstDay };
}

afterAll(async () => {
  await t.close();
});

type Caller = Person | null;
const call = (caller: Caller, options: InjectOptions) =>
  t.app.inject({
    ...options,
    headers: { ...(caller ? { cookie: caller.cookie } : {}), ...options.headers },
  });

/** Refusals that only a failure outside a request can provoke, and where they are checked. */
const NOT_PROVOKED_HERE: Record<string, string> = {
  database_unavailable: "a stopped database: db/timeouts.test.ts",
  internal: "a fault, not a refusal",
  database_unreachable: "a stopped database: db/timeouts.test.ts",
};

/** The caller a route's valid request is sent by when it has no body to say so. */
function defaultCaller(route: ApiRoute): keyof World {
  if (route.url.startsWith("/api/admin/") || route.url.endsWith("/unassign")) return "admin";
  if (route.url.startsWith("/api/vendor/") || /\/(assign|release)$/.test(route.url))
    return "vendor";
  return "creator";
}

/** The route's path with its parameters filled in: the world's ride and passenger, else `other`. */
function concrete(route: ApiRoute, ids: Record<string, number> = {}, caller?: keyof World) {
  const values: Record<string, number> = {
    id: route.url.startsWith("/api/rides/")
      ? rideId
      : route.url.startsWith("/api/users/")
        ? world[caller ?? "creator"].id
        : route.url.startsWith("/api/admin/vendors/")
          ? world.vendor.id
          : 1,
    passengerId: passengerEntryId,
    messageId: 1,
    ...ids,
  };
  return route.url.replace(/:(\w+)/g, (_all, name: string) => String(values[name]));
}

/** The query a route needs to pass its schema, for routes with a required query. */
const VALID_QUERIES: Record<string, string> = {
  "GET /api/vendor/rides.csv": "?from=2026-01-01&to=2026-12-31",
};

/** A request of the route that passes its schema, sent by its usual caller. */
function validRequest(route: ApiRoute, ids: Record<string, number> = {}) {
  const valid = VALID_BODIES[routeKey(route)]?.(world);
  const caller = valid ? valid.caller : defaultCaller(route);
  return {
    caller: caller ? world[caller] : null,
    options: {
      method: route.method as "GET",
      url: concrete(route, ids, caller ?? undefined) + (VALID_QUERIES[routeKey(route)] ?? ""),
      ...(valid ? { payload: valid.body } : {}),
    } satisfies InjectOptions,
  };
}

const JSON_TYPE = { "content-type": "application/json" };

/** Tries, in turn, inputs that break the route's schema: one must be refused naming a field. */
async function provokeInvalidInput(route: ApiRoute) {
  const { caller, options } = validRequest(route);
  const attempts: InjectOptions[] = [];
  if (route.params)
    attempts.push({ ...options, url: concrete(route, { id: 0, passengerId: 0, messageId: 0 }) });
  if (route.querystring) {
    for (const value of ["x", "-1", "0"]) {
      attempts.push({
        ...options,
        url: `${options.url.split("?")[0]}?ride=${value}&limit=${value}&direction=${value}&at=${value}&status=${value}&cursor=${value}`,
      });
    }
  }
  if (route.body) {
    const keys = Object.keys((options.payload as object | undefined) ?? { x: 1 });
    for (const value of [{}, "x", -1.5, [1]]) {
      attempts.push({ ...options, payload: Object.fromEntries(keys.map((key) => [key, value])) });
    }
  }
  let last: LightMyRequestResponse | undefined;
  for (const attempt of attempts) {
    last = await call(caller, attempt);
    if (last.statusCode === 400 && last.json().code === "invalid_input") return last;
  }
  return last;
}

/** Sets config values for one request, then puts them back. */
async function withConfig(change: () => () => void, send: () => Promise<LightMyRequestResponse>) {
  const undo = change();
  try {
    return await send();
  } finally {
    undo();
  }
}

type Provoke = (route: ApiRoute) => Promise<LightMyRequestResponse | undefined>;

/** Provokers that work on any route whose document lists the code. */
const GENERIC: Record<string, Provoke> = {
  shutting_down: (route) =>
    withConfig(
      () => {
        t.app.lifecycle.refusing = true;
        return () => {
          t.app.lifecycle.refusing = false;
        };
      },
      () => {
        const { caller, options } = validRequest(route);
        return call(caller, options);
      },
    ),
  cross_site: (route) => {
    const { caller, options } = validRequest(route);
    return call(caller, { ...options, headers: { origin: "https://elsewhere.example" } });
  },
  too_many_attempts: (route) =>
    withConfig(
      () => {
        const before = t.app.config.RATE_LIMIT_PER_MINUTE;
        t.app.config.RATE_LIMIT_PER_MINUTE = 0;
        return () => {
          t.app.config.RATE_LIMIT_PER_MINUTE = before;
        };
      },
      () => {
        const { caller, options } = validRequest(route);
        return call(caller, options);
      },
    ),
  too_many_writes: (route) =>
    withConfig(
      () => {
        const limits = t.app.config.WRITE_LIMITS;
        const before = { ...limits };
        for (const kind of Object.keys(limits) as (keyof typeof limits)[]) limits[kind] = 0;
        return () => Object.assign(limits, before);
      },
      () => {
        const { caller, options } = validRequest(route);
        return call(caller, options);
      },
    ),
  invalid_json: (route) =>
    call(validRequest(route).caller, {
      ...validRequest(route).options,
      payload: "{",
      headers: JSON_TYPE,
    }),
  body_not_object: (route) =>
    call(validRequest(route).caller, {
      ...validRequest(route).options,
      payload: "[]",
      headers: JSON_TYPE,
    }),
  unstorable_text: (route) =>
    call(validRequest(route).caller, {
      ...validRequest(route).options,
      payload: '{"x":"\\u0000"}',
      headers: JSON_TYPE,
    }),
  json_only: (route) =>
    call(validRequest(route).caller, {
      ...validRequest(route).options,
      payload: "x",
      headers: { "content-type": "text/plain" },
    }),
  body_too_large: (route) =>
    call(validRequest(route).caller, {
      ...validRequest(route).options,
      payload: `"${"x".repeat(1024 * 1024)}"`,
      headers: JSON_TYPE,
    }),
  invalid_input: provokeInvalidInput,
  login_required: (route) => call(null, validRequest(route).options),
  discord_not_configured: (route) => call(null, validRequest(route).options),
  admins_only: (route) => call(world.rider, validRequest(route).options),
  vendors_only: (route) => call(world.rider, validRequest(route).options),
  own_profile_only: (route) => call(world.rider, validRequest(route).options),
  ride_not_found: (route) => {
    const { caller, options } = validRequest(route, { id: 999_999 });
    return call(caller, options);
  },
  passenger_not_found: (route) => {
    const { caller, options } = validRequest(route, { passengerId: 999_999 });
    return call(caller, options);
  },
  message_not_found: (route) => {
    const { caller, options } = validRequest(route, { messageId: 999_999 });
    return call(caller, options);
  },
  ...Object.fromEntries(
    ["series_not_found", "alert_not_found", "vendor_not_found", "rating_not_found"].map((code) => [
      code,
      (route: ApiRoute) => {
        const { caller, options } = validRequest(route, { id: 999_999 });
        return call(caller, options);
      },
    ]),
  ),
};

type Change = { ids?: Record<string, number>; body?: Record<string, unknown> };

/**
 * A valid request of the route changed: another caller, other ids, body fields replaced. A change
 * given as a function is read when the request is sent, after the states are built.
 */
function changed(
  caller: keyof World | null | undefined,
  change: Change | (() => Change) = {},
): Provoke {
  return (route) => {
    const { ids, body } = typeof change === "function" ? change() : change;
    const valid = validRequest(route, ids);
    const payload = body
      ? { ...(valid.options.payload as object), ...body }
      : valid.options.payload;
    const sender = caller === undefined ? valid.caller : caller && world[caller];
    return call(sender, { ...valid.options, ...(payload ? { payload } : {}) });
  };
}

/** The request sent `times` times first: the refusal that repeating it brings. */
function afterRepeats(times: number, provoke: Provoke): Provoke {
  return async (route) => {
    for (let sent = 0; sent < times; sent += 1) await provoke(route);
    return provoke(route);
  };
}

/** The caller opens event streams, keeping them open, until one is refused; then asks again. */
const oneStreamTooMany: Provoke = async (route) => {
  const { options } = validRequest(route);
  const open: LightMyRequestResponse[] = [];
  try {
    for (let tries = 0; tries < 100; tries += 1) {
      const stream = await call(world.streamer, { ...options, payloadAsStream: true });
      open.push(stream);
      if (stream.statusCode !== 200) return await call(world.streamer, options);
    }
    return undefined;
  } finally {
    for (const stream of open) stream.raw.res.destroy();
  }
};

const PAST = "2020-01-06T10:00:00+08:00";

/** The vendor's vehicle changed in the database for one request, then put back. */
function withVehicle(
  vendor: keyof World,
  values: Partial<typeof users.$inferInsert>,
  provoke: Provoke,
): Provoke {
  return async (route) => {
    const id = world[vendor].id;
    const [before] = await t.db.select().from(users).where(eq(users.id, id));
    await t.db.update(users).set(values).where(eq(users.id, id));
    try {
      return await provoke(route);
    } finally {
      await t.db
        .update(users)
        .set(before as typeof users.$inferInsert)
        .where(eq(users.id, id));
    }
  };
}

/** The request sent while drop-offs abroad are only at the designated points. */
function withDesignatedDropoffs(provoke: Provoke): Provoke {
  const put = (rules: unknown) =>
    call(world.admin, { method: "PUT", url: "/api/admin/crossing-rules", payload: { rules } });
  return async (route) => {
    await put(crossingRules(false));
    try {
      return await provoke(route);
    } finally {
      await put(crossingRules());
    }
  };
}

/**
 * The carriage rule's refusals (issue 37) on the assign and on each change of an assigned ride's
 * plan: the driver's licence changed, a pick-up abroad away from the point, a drop-off abroad
 * while the rules allow only the points.
 */
function carriageProvokers(): Record<string, Provoke> {
  const licences = (vendor: keyof World, provoke: Provoke) => ({
    licence_not_cross_border: withVehicle(vendor, { vendorLicenceType: "other" }, provoke),
    reverification_required: withVehicle(vendor, { vendorRegistration: null }, provoke),
    permit_expired: withVehicle(vendor, { vendorPermitExpires: "2020-01-01" }, provoke),
  });
  const routes: Record<string, Record<string, Provoke>> = {
    "POST /api/rides/:id/assign": {
      ...licences(
        "vendor",
        changed("vendor", () => ({ ids: { id: state.carried.open } })),
      ),
      pickup_not_designated: changed("vendor"),
      dropoff_not_designated: withDesignatedDropoffs(changed("myVendor")),
    },
    "POST /api/rides/:id/join": {
      ...licences(
        "vendor",
        changed("otherRider", () => ({ ids: { id: state.carried.sg } })),
      ),
      pickup_not_designated: changed("otherRider", () => ({ ids: { id: state.carried.my } })),
      dropoff_not_designated: withDesignatedDropoffs(
        changed("otherRider", () => ({ ids: { id: state.carried.myToSg } })),
      ),
    },
    "POST /api/rides/:id/waitlist": {
      ...licences(
        "vendor",
        changed("otherRider", () => ({ ids: { id: state.carried.sgFull } })),
      ),
      pickup_not_designated: changed("otherRider", () => ({ ids: { id: state.carried.myFull } })),
      dropoff_not_designated: withDesignatedDropoffs(
        changed("otherRider", () => ({ ids: { id: state.carried.myToSgFull } })),
      ),
    },
    "PATCH /api/rides/:id": {
      ...licences(
        "vendor",
        changed("creator", () => ({ ids: { id: state.carried.sg }, body: newRideBody() })),
      ),
      pickup_not_designated: changed("creator", () => ({
        ids: { id: state.carried.my },
        body: newRideBody(),
      })),
      dropoff_not_designated: withDesignatedDropoffs(
        changed("creator", () => ({ ids: { id: state.carried.myToSg } })),
      ),
    },
    "PATCH /api/ride-series/:id": {
      ...licences(
        "myVendor",
        changed("creator", () => ({
          ids: { id: state.carriedSeries.id },
          body: { from: state.carriedSeries.first },
        })),
      ),
      pickup_not_designated: changed("creator", () => ({
        ids: { id: state.carriedSeries.id },
        body: { ...newRideBody(), from: state.carriedSeries.first },
      })),
      dropoff_not_designated: withDesignatedDropoffs(
        changed("creator", () => ({
          ids: { id: state.carriedSeries.id },
          body: { from: state.carriedSeries.first },
        })),
      ),
    },
  };
  return Object.fromEntries(
    Object.entries(routes).flatMap(([route, provokers]) =>
      Object.entries(provokers).map(([code, provoke]) => [`${route} ${code}`, provoke]),
    ),
  );
}

/** Provokers of one route's own refusals, by "METHOD /path code". */
const SPECIFIC: Record<string, Provoke> = {
  // This app has Discord sign-in off (discord_not_configured is what a plain request answers).
  "GET /api/auth/discord login_required": () =>
    withConfig(
      () => {
        Object.assign(t.app.config, { DISCORD_CLIENT_ID: "id", DISCORD_CLIENT_SECRET: "secret" });
        return () => {
          Object.assign(t.app.config, {
            DISCORD_CLIENT_ID: undefined,
            DISCORD_CLIENT_SECRET: undefined,
          });
        };
      },
      () => call(null, { method: "GET", url: "/api/auth/discord?link=1" }),
    ),
  "GET /api/auth/discord invalid_input": () =>
    call(null, { method: "GET", url: "/api/auth/discord?link=yes" }),
  "GET /api/auth/discord/callback invalid_input": () =>
    call(null, { method: "GET", url: `/api/auth/discord/callback?state=${"x".repeat(501)}` }),
  "POST /api/register username_taken": changed(null, {
    body: { discordUsername: "taken_name_here" },
  }),
  "POST /api/login login_failed": changed(null, { body: { password: "not the password" } }),
  "POST /api/reset-password current_password_incorrect": changed("otherRider", {
    body: { currentPassword: "not the password" },
  }),
  "DELETE /api/me password_incorrect": changed("rider", { body: { password: "not it" } }),
  "DELETE /api/me discord_sign_in_required": changed("rider", { body: { password: undefined } }),
  // The valid request: the world's one admin, with the right password.
  "DELETE /api/me last_admin": changed(undefined),
  "DELETE /api/me password_locked": afterRepeats(
    10,
    changed("passwordGuesser", { body: { password: "not it" } }),
  ),
  "POST /api/admin/reset-user-password user_not_found": changed("admin", {
    body: { discordUsername: "nobody_by_this_name" },
  }),
  "POST /api/admin/password-reset-tokens user_not_found": changed("admin", {
    body: { discordUsername: "nobody_by_this_name" },
  }),
  "POST /api/complete-password-reset reset_token_invalid": changed(null),
  "PATCH /api/users/:id user_not_found": changed("admin", { ids: { id: 999_999 } }),
  "POST /api/rides vendor_cannot_create_ride": changed("vendor"),
  "POST /api/rides date_in_past": changed("rider", { body: { date: PAST, repeat: undefined } }),
  "POST /api/rides no_such_driver_contact": changed("rider", {
    body: { driverContactId: 999_999 },
  }),
  "PATCH /api/rides/:id edit_not_creator": changed("rider"),
  "PATCH /api/rides/:id date_in_past": changed("creator", { body: { date: PAST } }),
  "PATCH /api/rides/:id no_such_driver_contact": changed("creator", {
    body: { driverContactId: 999_999 },
  }),
  "DELETE /api/rides/:id delete_not_creator": changed("rider"),
  "POST /api/rides/:id/join vendor_cannot_join": changed("vendor"),
  "POST /api/rides/:id/join already_joined": changed("passenger"),
  "DELETE /api/rides/:id/passengers/:passengerId remove_not_allowed": changed("otherRider"),
  "PATCH /api/rides/:id/passengers/:passengerId/sequence sequence_not_creator": changed("rider"),
  "POST /api/rides/:id/lockSequence sequence_not_creator": changed("rider"),
  "POST /api/rides/:id/waitlist vendor_cannot_join": changed("vendor"),
  "POST /api/rides/:id/waitlist already_joined": changed("passenger"),
  "POST /api/rides/:id/waitlist seats_free": changed("otherRider"),
  "DELETE /api/rides/:id/waitlist not_on_waitlist": changed("rider"),
  "GET /api/rides/:id/waitlist waitlist_not_allowed": changed("rider"),
  "GET /api/rides/:id/messages messages_not_member": changed("rider"),
  "POST /api/rides/:id/checkin checkin_not_passenger": changed("rider"),
  "POST /api/rides/:id/rating rating_not_passenger": changed("rider"),
  "PATCH /api/rides/:id/passengers/:passengerId/boarding boarding_not_runner": changed("rider"),
  "PATCH /api/rides/:id/stopMinutes sequence_not_creator": changed("rider"),
  "POST /api/rides/:id/messages messages_not_member": changed("rider"),
  "POST /api/rides/:id/messages/:messageId/report messages_not_member": changed("rider"),
  "DELETE /api/rides/:id/messages/:messageId message_remove_not_organizer": changed("passenger"),
  "GET /api/rides/:id/groupLink messages_not_member": changed("rider"),
  "PUT /api/rides/:id/groupLink group_link_not_organizer": changed("passenger"),
  "GET /api/rides/:id/payment organizer_collects": changed("creator"),
  "GET /api/rides/:id/payment payment_passengers_only": changed("rider"),
  "GET /api/rides/:id/payments payments_organizer_only": changed("rider"),
  "GET /api/rides/:id/receipt receipt_not_yours": changed("rider"),
  "GET /api/rides/:id/receipt passenger_not_found": (route) =>
    call(world.creator, {
      method: "GET",
      url: `${concrete(route)}?passengerId=999999`,
    }),
  "GET /api/rides/:id/payments.csv payments_export_runners_only": changed("rider"),
  "PATCH /api/rides/:id/passengers/:passengerId/payment payments_organizer_only":
    changed("passenger"),
  "POST /api/rides/:id/release release_not_yours": changed("vendor"),
  "POST /api/rides/:id/unassign no_vendor_assigned": changed("admin"),
  // The body before issue 37: the whole vehicle would verify the vendor again.
  "POST /api/admin/vendors/:id/verify vendor_already_verified": changed("admin", {
    body: { registration: undefined, permitExpires: undefined, plate: undefined },
  }),
  ...carriageProvokers(),
  "POST /api/push/subscriptions push_endpoint": changed("rider", {
    body: { endpoint: "https://push.example.com/abc" },
  }),
  "POST /api/alerts alert_end_before_start": changed("rider", {
    body: { startDate: "2030-01-10", endDate: "2030-01-01" },
  }),
  // Refusals of a ride in a state of its own (state, built in beforeAll).
  "POST /api/login login_locked": afterRepeats(
    5,
    changed(null, { body: { discordUsername: "nobody_locked_out", password: "not the password" } }),
  ),
  "POST /api/reset-password password_locked": afterRepeats(
    5,
    changed("passwordGuesser", { body: { currentPassword: "not the password" } }),
  ),
  "POST /api/rides repeat_until_before_first": changed("rider", {
    body: { repeat: { weekdays: [1], until: "2020-01-01" } },
  }),
  "POST /api/rides repeat_until_too_far": changed("rider", {
    body: { repeat: { weekdays: [1], until: "2099-01-01" } },
  }),
  "PATCH /api/rides/:id ride_cancelled": changed("creator", () => ({
    ids: { id: state.cancelled.id },
  })),
  "PATCH /api/rides/:id ride_departed": changed("creator", () => ({
    ids: { id: state.departed.id },
  })),
  "PATCH /api/rides/:id direction_fixed": changed("creator", {
    body: newRideBody({ direction: "SG->FC" }),
  }),
  "PATCH /api/rides/:id seats_below_current": changed("creator", { body: { maxPassengers: 1 } }),
  "DELETE /api/rides/:id ride_already_cancelled": changed("creator", () => ({
    ids: { id: state.cancelled.id },
  })),
  "DELETE /api/rides/:id ride_departed": changed("creator", () => ({
    ids: { id: state.departed.id },
  })),
  "POST /api/rides/:id/join ride_past": changed("otherRider", () => ({
    ids: { id: state.departed.id },
  })),
  "POST /api/rides/:id/join ride_cancelled": changed("otherRider", () => ({
    ids: { id: state.cancelled.id },
  })),
  "POST /api/rides/:id/join ride_full": changed("otherRider", () => ({ ids: { id: state.full } })),
  "POST /api/rides/:id/join spots_remaining": changed("otherRider", {
    body: { passengerCount: 3 },
  }),
  "DELETE /api/rides/:id/passengers/:passengerId organizer_cannot_leave": changed(
    "creator",
    () => ({ ids: { passengerId: state.creatorEntry } }),
  ),
  "DELETE /api/rides/:id/passengers/:passengerId leave_past": changed("creator", () => ({
    ids: { id: state.departed.id, passengerId: state.departed.entry },
  })),
  "DELETE /api/rides/:id/passengers/:passengerId ride_cancelled": changed("creator", () => ({
    ids: { id: state.cancelled.id, passengerId: state.cancelled.entry },
  })),
  "PATCH /api/rides/:id/passengers/:passengerId/sequence ride_cancelled": changed(
    "creator",
    () => ({ ids: { id: state.cancelled.id, passengerId: state.cancelled.entry } }),
  ),
  "PATCH /api/rides/:id/passengers/:passengerId/sequence sequence_locked": changed(
    "creator",
    () => ({ ids: { id: state.locked.id, passengerId: state.locked.entry } }),
  ),
  "POST /api/rides/:id/lockSequence ride_cancelled": changed("creator", () => ({
    ids: { id: state.cancelled.id },
  })),
  "POST /api/rides/:id/lockSequence sequence_locked": changed("creator", () => ({
    ids: { id: state.locked.id },
  })),
  "DELETE /api/ride-series/:id series_not_creator": changed("rider", () => ({
    ids: { id: state.series.id },
    body: { from: state.series.first },
  })),
  "DELETE /api/ride-series/:id series_from_invalid": changed("creator", () => ({
    ids: { id: state.series.id },
    body: { from: rideId },
  })),
  "PATCH /api/ride-series/:id series_not_creator": changed("rider", () => ({
    ids: { id: state.series.id },
    body: { from: state.series.first },
  })),
  "PATCH /api/ride-series/:id series_from_invalid": changed("creator", () => ({
    ids: { id: state.series.id },
    body: { from: rideId },
  })),
  "PATCH /api/ride-series/:id direction_fixed": changed("creator", () => ({
    ids: { id: state.series.id },
    body: { ...newRideBody({ direction: "SG->FC" }), from: state.series.first },
  })),
  "PATCH /api/ride-series/:id seats_below_current": changed("creator", () => ({
    ids: { id: state.series.id },
    body: { maxPassengers: 1, from: state.series.first },
  })),
  // The first ride leaves later today: midnight of its day has passed.
  "PATCH /api/ride-series/:id date_in_past": changed("creator", () => ({
    ids: { id: state.series.id },
    body: { date: `${state.series.firstDay}T00:00:00+08:00`, from: state.series.first },
  })),
  "PATCH /api/ride-series/:id no_such_driver_contact": changed("creator", () => ({
    ids: { id: state.series.id },
    body: { driverContactId: 999_999, from: state.series.second },
  })),
  "POST /api/rides/:id/waitlist waitlist_departed": changed("otherRider", () => ({
    ids: { id: state.departed.id },
  })),
  "POST /api/rides/:id/waitlist waitlist_cancelled": changed("otherRider", () => ({
    ids: { id: state.cancelled.id },
  })),
  "POST /api/rides/:id/waitlist already_waiting": changed("rider", () => ({
    ids: { id: state.full },
  })),
  "PATCH /api/rides/:id/passengers/:passengerId/payment own_share": changed("creator", () => ({
    ids: { passengerId: state.creatorEntry },
  })),
  "POST /api/rides/:id/assign assign_past": changed("vendor", () => ({
    ids: { id: state.departed.id },
  })),
  "POST /api/rides/:id/assign vendor_awaiting_verification": changed("unverifiedVendor"),
  "POST /api/rides/:id/assign ride_cancelled": changed("vendor", () => ({
    ids: { id: state.cancelled.id },
  })),
  "POST /api/rides/:id/assign ride_taken": changed("secondVendor", () => ({
    ids: { id: state.assigned },
  })),
  "POST /api/rides/:id/release ride_cancelled": changed("vendor", () => ({
    ids: { id: state.cancelled.id },
  })),
  "POST /api/rides/:id/release ride_departed": changed("vendor", () => ({
    ids: { id: state.departed.id },
  })),
  // The admin is aboard the cancelled ride: others do not find it.
  "POST /api/rides/:id/unassign ride_cancelled": changed("admin", () => ({
    ids: { id: state.cancelled.id },
  })),
  "POST /api/rides/:id/unassign ride_departed": changed("admin", () => ({
    ids: { id: state.departed.id },
  })),
  "POST /api/admin/vendors/:id/verify not_a_vendor": changed("admin", () => ({
    ids: { id: world.rider.id },
  })),
  "POST /api/admin/vendors/:id/revoke not_a_vendor": changed("admin", () => ({
    ids: { id: world.rider.id },
  })),
  "POST /api/admin/vendors/:id/revoke vendor_not_verified": changed("admin", () => ({
    ids: { id: world.unverifiedVendor.id },
  })),
  "POST /api/alerts too_many_alerts": afterRepeats(MAX_ALERTS, changed("alertCollector")),
  "POST /api/rides/:id/rating rating_not_completed": changed("creator"),
  "POST /api/rides/:id/rating rating_no_driver": changed("creator", () => ({
    ids: { id: state.noDriver },
  })),
  "POST /api/rides/:id/rating rating_too_late": changed("creator", () => ({
    ids: { id: state.longAgo },
  })),
  "POST /api/rides/:id/rating rating_already": changed("passenger", () => ({
    ids: { id: state.departed.id },
  })),
  "POST /api/ratings/:id/reply rating_not_yours": changed("secondVendor", () => ({
    ids: { id: state.rating },
  })),
  "POST /api/ratings/:id/reply rating_answered": changed("vendor", () => ({
    ids: { id: state.rating },
  })),
  "DELETE /api/admin/ratings/:id rating_not_reported": changed("admin", () => ({
    ids: { id: state.rating },
  })),
  "POST /api/rides/:id/checkin ride_cancelled": changed("passenger", () => ({
    ids: { id: state.cancelled.id },
  })),
  "POST /api/rides/:id/checkin checkin_window": changed("passenger"),
  "PATCH /api/rides/:id/passengers/:passengerId/boarding ride_cancelled": changed(
    "creator",
    () => ({ ids: { id: state.cancelled.id, passengerId: state.cancelled.entry } }),
  ),
  "PATCH /api/rides/:id/passengers/:passengerId/boarding boarding_window": changed("creator"),
  "PATCH /api/rides/:id/passengers/:passengerId/boarding too_early_for_no_show": changed(
    "creator",
    () => ({
      ids: { id: state.soon.id, passengerId: state.soon.entry },
      body: { state: "no_show" },
    }),
  ),
  "PATCH /api/rides/:id/stopMinutes ride_cancelled": changed("creator", () => ({
    ids: { id: state.cancelled.id },
  })),
  "GET /api/events too_many_streams": oneStreamTooMany,
  // The car on the day: the world's ride has no driver and leaves in days; the departed one
  // (driven by the world's vendor, left an hour ago) is inside the trip window.
  "POST /api/rides/:id/position position_not_driver": changed("creator"),
  "POST /api/rides/:id/position outside_trip_window": changed("vendor", () => ({
    ids: { id: state.assigned },
  })),
  "POST /api/rides/:id/position ride_cancelled": changed("vendor", () => ({
    ids: { id: state.cancelled.id },
  })),
  "GET /api/rides/:id/position position_not_member": changed("rider"),
  "GET /api/rides/:id/position no_position": changed("passenger"),
  "POST /api/rides/:id/crossing crossing_not_driver": changed("passenger"),
  "POST /api/rides/:id/crossing outside_trip_window": changed("creator"),
  "POST /api/rides/:id/crossing ride_cancelled": changed("vendor", () => ({
    ids: { id: state.cancelled.id },
  })),
  "POST /api/rides/:id/crossing crossing_time_invalid": changed("vendor", () => ({
    ids: { id: state.departed.id },
    body: { at: "2099-01-01T00:00:00Z" },
  })),
  // The taps are read by who taps them: the organizer of the world's ride (no driver), which
  // has none yet.
  "GET /api/rides/:id/crossing crossing_not_driver": changed("passenger"),
  "GET /api/rides/:id/crossing no_crossing": changed("creator"),
  // "This isn't the car shown": the world's ride has no driver; the assigned one leaves in days.
  "POST /api/rides/:id/car-report car_report_not_rider": changed("rider", () => ({
    ids: { id: state.assigned },
  })),
  "POST /api/rides/:id/car-report car_report_no_car": changed("passenger"),
  "POST /api/rides/:id/car-report car_report_window": changed("creator", () => ({
    ids: { id: state.assigned },
  })),
  "POST /api/rides/:id/car-report ride_cancelled": changed("passenger", () => ({
    ids: { id: state.cancelled.id },
  })),
  "POST /api/admin/car-reports/:id/handled car_report_not_found": changed("admin", {
    ids: { id: 999_999 },
  }),
};

/**
 * Documented refusals no request here provokes yet, each with why: none today. The suite fails
 * when an entry is provoked or no longer documented, so it cannot go stale.
 */
const NOT_YET_PROVOKED = new Set<string>([]);

/** The codes the document lists for this operation, each with its status. */
function documentedRefusals(route: ApiRoute): { status: number; code: string }[] {
  const operation =
    document.paths[route.url.replace(/:(\w+)/g, "{$1}")]?.[route.method.toLowerCase()];
  return Object.entries(operation?.responses ?? {})
    .filter(([status]) => Number(status) >= 400)
    .flatMap(([status, response]) =>
      (response.content?.["application/json"]?.schema.properties.code.enum ?? []).map((code) => ({
        status: Number(status),
        code,
      })),
    );
}

const documented = () =>
  t.app.apiRoutes.filter(({ url }) => url !== "/api/openapi.json" && !url.startsWith("/api/docs"));

describe("refusals", () => {
  it("every route declares its own refusals (refuses(), even if none)", () => {
    const undeclared = documented().filter((route) => route.declaredRefusals === undefined);
    expect(undeclared.map(routeKey)).toEqual([]);
  });

  it("every documented refusal answers its status and code", async () => {
    const unprovoked: string[] = [];
    const pending = new Set<string>();
    const wrong: string[] = [];
    let provoked = 0;
    for (const route of documented()) {
      for (const { status, code } of documentedRefusals(route)) {
        if (NOT_PROVOKED_HERE[code]) continue;
        const key = `${routeKey(route)} ${code}`;
        const provoke = SPECIFIC[key] ?? GENERIC[code];
        if (NOT_YET_PROVOKED.has(key)) {
          expect(provoke, `${key} is provoked: take it off NOT_YET_PROVOKED`).toBeUndefined();
          pending.add(key);
          continue;
        }
        if (!provoke) {
          unprovoked.push(`${routeKey(route)} ${code}`);
          continue;
        }
        const response = await provoke(route);
        const answer = `${response?.statusCode} ${response?.body.slice(0, 200)}`;
        if (response?.statusCode !== status || response.json().code !== code) {
          wrong.push(`${routeKey(route)} ${code}: expected ${status}, got ${answer}`);
        }
        provoked += 1;
      }
    }
    console.log(`[refusals] ${provoked} refusals provoked; not yet: ${unprovoked.length}`);
    expect(wrong).toEqual([]);
    expect(unprovoked).toEqual([]);
    expect([...NOT_YET_PROVOKED].filter((key) => !pending.has(key))).toEqual([]);
  }, 180_000);
});
