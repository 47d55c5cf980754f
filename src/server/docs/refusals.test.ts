// Every refusal the OpenAPI document lists for a route, provoked by a real request on the real
// app: the answer has the documented status and code. A route that declares no refusals (not even
// `refuses()`) fails, and so does a documented refusal no request here provokes, unless it is in
// NOT_PROVOKED_HERE with the reason.
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newRideBody } from "../testing/rides.ts";
import { createWorld, type World } from "../testing/security-world.ts";
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

beforeAll(async () => {
  t = await createTestApp();
  world = await createWorld(t.db);
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
});

afterAll(async () => {
  await t.close();
});

type Caller = World[keyof World] | null;
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
  if (route.url === "/api/vendor/rides" || /\/(assign|release)$/.test(route.url)) return "vendor";
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

/** A request of the route that passes its schema, sent by its usual caller. */
function validRequest(route: ApiRoute, ids: Record<string, number> = {}) {
  const valid = VALID_BODIES[routeKey(route)]?.(world);
  const caller = valid ? valid.caller : defaultCaller(route);
  return {
    caller: caller ? world[caller] : null,
    options: {
      method: route.method as "GET",
      url: concrete(route, ids, caller ?? undefined),
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
        url: `${options.url}?ride=${value}&limit=${value}&direction=${value}&at=${value}&status=${value}&cursor=${value}`,
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

/** A valid request of the route changed: another caller, other ids, body fields replaced. */
function changed(
  caller: keyof World | null | undefined,
  change: { ids?: Record<string, number>; body?: Record<string, unknown> } = {},
): Provoke {
  return (route) => {
    const valid = validRequest(route, change.ids);
    const payload = change.body
      ? { ...(valid.options.payload as object), ...change.body }
      : valid.options.payload;
    const sender = caller === undefined ? valid.caller : caller && world[caller];
    return call(sender, { ...valid.options, ...(payload ? { payload } : {}) });
  };
}

const PAST = "2020-01-06T10:00:00+08:00";

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
  "GET /api/rides/:id/payment organizer_collects": changed("creator"),
  "GET /api/rides/:id/payment payment_passengers_only": changed("rider"),
  "GET /api/rides/:id/payments payments_organizer_only": changed("rider"),
  "PATCH /api/rides/:id/passengers/:passengerId/payment payments_organizer_only":
    changed("passenger"),
  "POST /api/rides/:id/release release_not_yours": changed("vendor"),
  "POST /api/rides/:id/unassign no_vendor_assigned": changed("admin"),
  "POST /api/admin/vendors/:id/verify vendor_already_verified": changed("admin"),
  "POST /api/push/subscriptions push_endpoint": changed("rider", {
    body: { endpoint: "https://push.example.com/abc" },
  }),
  "POST /api/alerts alert_end_before_start": changed("rider", {
    body: { startDate: "2030-01-10", endDate: "2030-01-01" },
  }),
};

/**
 * Documented refusals no request here provokes yet: each needs a ride in a state of its own
 * (cancelled, departed, full, assigned, locked). Shrink this list; the suite fails when an entry
 * is provoked or no longer documented, so it cannot go stale.
 */
const NOT_YET_PROVOKED = new Set<string>([
  "POST /api/login login_locked",
  "POST /api/reset-password password_locked",
  "POST /api/rides invalid_date",
  "POST /api/rides repeat_until_before_first",
  "POST /api/rides repeat_until_too_far",
  "PATCH /api/rides/:id invalid_date",
  "PATCH /api/rides/:id ride_cancelled",
  "PATCH /api/rides/:id ride_departed",
  "PATCH /api/rides/:id direction_fixed",
  "PATCH /api/rides/:id seats_below_current",
  "DELETE /api/rides/:id ride_already_cancelled",
  "DELETE /api/rides/:id ride_departed",
  "POST /api/rides/:id/join ride_past",
  "POST /api/rides/:id/join ride_cancelled",
  "POST /api/rides/:id/join ride_full",
  "POST /api/rides/:id/join spots_remaining",
  "DELETE /api/rides/:id/passengers/:passengerId organizer_cannot_leave",
  "DELETE /api/rides/:id/passengers/:passengerId leave_past",
  "DELETE /api/rides/:id/passengers/:passengerId ride_cancelled",
  "PATCH /api/rides/:id/passengers/:passengerId/sequence ride_cancelled",
  "PATCH /api/rides/:id/passengers/:passengerId/sequence sequence_locked",
  "POST /api/rides/:id/lockSequence ride_cancelled",
  "POST /api/rides/:id/lockSequence sequence_locked",
  "DELETE /api/ride-series/:id series_not_creator",
  "DELETE /api/ride-series/:id series_from_invalid",
  "PATCH /api/ride-series/:id series_not_creator",
  "PATCH /api/ride-series/:id series_from_invalid",
  "PATCH /api/ride-series/:id direction_fixed",
  "PATCH /api/ride-series/:id seats_below_current",
  "PATCH /api/ride-series/:id date_in_past",
  "PATCH /api/ride-series/:id no_such_driver_contact",
  "POST /api/rides/:id/waitlist waitlist_departed",
  "POST /api/rides/:id/waitlist waitlist_cancelled",
  "POST /api/rides/:id/waitlist already_waiting",
  "PATCH /api/rides/:id/passengers/:passengerId/payment own_share",
  "POST /api/rides/:id/assign assign_past",
  "POST /api/rides/:id/assign vendor_awaiting_verification",
  "POST /api/rides/:id/assign ride_cancelled",
  "POST /api/rides/:id/assign ride_taken",
  "POST /api/rides/:id/release ride_cancelled",
  "POST /api/rides/:id/release ride_departed",
  "POST /api/rides/:id/unassign ride_cancelled",
  "POST /api/rides/:id/unassign ride_departed",
  "POST /api/admin/vendors/:id/verify not_a_vendor",
  "POST /api/admin/vendors/:id/revoke not_a_vendor",
  "POST /api/admin/vendors/:id/revoke vendor_not_verified",
  "POST /api/alerts too_many_alerts",
  "POST /api/rides/:id/rating rating_not_completed",
  "POST /api/rides/:id/rating rating_no_driver",
  "POST /api/rides/:id/rating rating_too_late",
  "POST /api/rides/:id/rating rating_already",
  "POST /api/ratings/:id/reply rating_not_yours",
  "POST /api/ratings/:id/reply rating_answered",
  "DELETE /api/admin/ratings/:id rating_not_reported",
  "POST /api/rides/:id/checkin ride_cancelled",
  "POST /api/rides/:id/checkin checkin_window",
  "PATCH /api/rides/:id/passengers/:passengerId/boarding ride_cancelled",
  "PATCH /api/rides/:id/passengers/:passengerId/boarding boarding_window",
  "PATCH /api/rides/:id/stopMinutes ride_cancelled",
  "GET /api/events too_many_streams",
]);

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
