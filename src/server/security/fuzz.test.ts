// Generated requests to every API route, mostly as a logged-in rider and some as a visitor:
// wrong types, missing and extra fields, huge and unicode strings, negative and fractional
// numbers, nulls, broken JSON, odd content types, junk ids and query strings. Whatever comes in,
// the server never answers 5xx, every 4xx is JSON with a string `error`, and a refused request
// leaves the database as it was. FUZZ_SEED=<n> replays a run; FUZZ_SCALE multiplies the runs.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverContacts, rideMessages, rides } from "../db/schema/index.ts";
import { routeKey } from "../docs/openapi.ts";
import { ResponseAudit } from "../testing/response-audit.ts";
import { insertPastRide, newRideBody } from "../testing/rides.ts";
import {
  changedTables,
  dbFingerprint,
  injectAs,
  insertPerson,
  type Person,
  WORLD_PASSWORD,
} from "../testing/security-world.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { testSeed } from "../testing/test-seed.ts";
import { newSessionCookie, sessionCookie } from "../testing/users.ts";

const SEED = testSeed("fuzz");
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);

// ---------------------------------------------------------------------------------------------
// Generators

const ABSENT = Symbol("absent");
/** Replaced when the request is sent: the fuzzed rider's password as it is then. */
const CURRENT_PASSWORD = "\u0000current-password\u0000";

const weirdText = fc.constantFrom(
  "",
  " ",
  "\t\n",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1.5",
  "1e309",
  "0x10",
  "true",
  "[]",
  "{}",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  "'); drop table users; --",
  "\u0000",
  "\u202eevil",
  "🚗🚕🛻",
  "%00%2e%2e%2f",
  "../../etc/passwd",
  "ß".repeat(60),
  "SG->FC",
  "FC->SG",
);

/** Text PostgreSQL cannot store as such: NUL characters and halves of surrogate pairs. */
const unstorable = fc.constantFrom(
  "a\u0000b",
  "\u0000",
  "\ud800",
  "x\udc00y",
  "🚗\u0000🚕",
  "\udbff\udbff",
);

const text = fc.oneof(
  { weight: 1, arbitrary: unstorable },
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 3, arbitrary: weirdText },
  { weight: 1, arbitrary: fc.integer({ min: 90, max: 6000 }).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 40, max: 2000 }).map((n) => "🚗".repeat(n)) },
);

const number = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.5, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e-308),
);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 3, arbitrary: number },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], [[]], { 0: 1 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(text, number), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(text, number), { maxKeys: 3 }),
  },
);

/**
 * An object of valid fields with up to three of them broken (junk of any type, or left out), and
 * extra unknown keys now and then.
 */
function object(fields: Record<string, fc.Arbitrary<unknown>>, topLevel = true) {
  const broken = fc.tuple(
    fc.constantFrom(...Object.keys(fields)),
    fc.oneof({ weight: 3, arbitrary: junk }, { weight: 1, arbitrary: fc.constant(ABSENT) }),
  );
  const extras = fc.option(
    fc.dictionary(
      fc.oneof(
        { weight: 8, arbitrary: fc.string({ maxLength: 10 }) },
        { weight: 2, arbitrary: fc.constantFrom("isAdmin", "id", "creatorId", "userId") },
        { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor") },
      ),
      junk,
      { maxKeys: 3 },
    ),
    { nil: {}, freq: topLevel ? 5 : 1_000_000 },
  );
  const mutated = fc
    .tuple(
      fc.record(fields),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([]) },
        { weight: 2, arbitrary: fc.array(broken, { minLength: 1, maxLength: 3 }) },
      ),
      extras,
    )
    .map(([values, breaks, extra]) => {
      const out: Record<string, unknown> = { ...extra, ...values };
      for (const [key, value] of breaks) {
        if (value === ABSENT) delete out[key];
        else out[key] = value;
      }
      return out;
    });
  // Clean bodies too, so the handlers' own rules (seats, dates, rights) get their share.
  return fc.oneof({ weight: 2, arbitrary: fc.record(fields) }, { weight: 3, arbitrary: mutated });
}

const BROKEN_JSON = [
  "{",
  '{"a":',
  "[1,2",
  '{"discordUsername": "x",}',
  "nul",
  '{"a":1}garbage',
  "\u0000",
  '{"passengerCount": 1e999999}',
  '"unterminated',
  `{"deep":${"[".repeat(5000)}${"]".repeat(5000)}}`,
];

interface Body {
  payload?: string;
  contentType?: string;
}

/** A JSON body shaped like `valid`, or junk JSON, broken JSON, or a body of another type. */
function body(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value) ?? "null",
    contentType: "application/json",
  });
  return fc.oneof(
    { weight: 24, arbitrary: valid.map(json) },
    { weight: 2, arbitrary: junk.map(json) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...BROKEN_JSON).map((raw) => ({
        payload: raw,
        contentType: "application/json",
      })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.constantFrom("a=1&b=2", "plain text", ""),
        contentType: fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/xml",
          "application/json; charset=utf-16",
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** A URL cannot carry half a surrogate pair: it becomes U+FFFD, as a browser would send it. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** Ids as path segments: known ones, numbers of every kind, and text. */
function idSegment(known: readonly number[]) {
  return fc
    .oneof(
      { weight: 6, arbitrary: fc.constantFrom(...known) },
      { weight: 3, arbitrary: number },
      { weight: 2, arbitrary: text.filter((s) => s.length > 0 && s.length < 400) },
      {
        weight: 1,
        arbitrary: fc.constantFrom("0", "-1", "1.0", "1e3", "0x1F", " 1", "2147483648"),
      },
    )
    .map((value) => encodeURIComponent(wellFormed(String(value))));
}

/**
 * A request to `path(id)` for an id of `known` (or a broken one), with a body of `bodies` (none
 * where it gives null).
 */
function atId(
  known: readonly number[],
  path: (id: string) => string,
  bodies: fc.Arbitrary<Body | null>,
) {
  return fc
    .tuple(idSegment(known), bodies)
    .map(([id, b]) => ({ url: path(id), ...(b ? { body: b } : {}) }));
}

const QUERY_KEYS = [
  "direction",
  "time",
  "sort",
  "status",
  "limit",
  "cursor",
  "id",
  "ride",
  "at",
  "passengerId",
  "from",
  "to",
  "x",
];
const cursor = fc
  .record({
    segment: fc.oneof(fc.constantFrom(0, 1), number),
    date: fc.oneof(
      fc.constantFrom(
        "0000-01-01T00:00:00Z",
        "9999-12-31T23:59:59Z",
        "2026-01-01T00:00:00Z",
        "1970-01-01T00:00:00.000Z",
      ),
      text,
    ),
    id: fc.oneof(fc.integer({ min: 1, max: 100 }), number),
  })
  .map((value) => Buffer.from(JSON.stringify(value)).toString("base64url"));

/** A query string: the known parameters with valid or junk values, repeated keys, or none. */
const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 6 })),
      fc.oneof(
        fc.constantFrom(
          "all",
          "SG->FC",
          "FC->SG",
          "upcoming",
          "thisWeek",
          "dateAsc",
          "dateDesc",
          "open",
          "assigned",
          "completed",
          "cancelled",
          "pending",
          "verified",
          "1",
          "50",
          "0",
          "-5",
          "1000000",
          "2026-12-04T18:00:00+08:00",
          "2026-03-01",
          "2026-02-30",
        ),
        cursor,
        text.map(String),
        number.map(String),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => {
    if (pairs.length === 0) return "";
    const params = new URLSearchParams();
    for (const [key, value] of pairs) params.append(key, value);
    return `?${params.toString()}`;
  });

/** Host headers a client may send when PUBLIC_URL is not set: the server builds links from them. */
const host = fc.oneof(
  fc.constantFrom(
    "localhost",
    "[::1]",
    "[::1]:5000",
    "a b",
    'ev"il',
    "x:99999",
    "",
    "127.0.0.1:80",
  ),
  fc.string({ maxLength: 20 }),
);

const future = fc
  .integer({ min: 60, max: 60 * 24 * 90 })
  .map((minutes) => new Date(Date.now() + minutes * 60_000).toISOString());
const dateText = fc.oneof(
  { weight: 12, arbitrary: future },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "2020-01-01T00:00:00Z",
      "9999-12-31T23:59:59.999Z",
      "0001-01-01T00:00:00Z",
      "2027-02-29T10:00:00Z",
      "2027-13-01T10:00:00Z",
      "2027-01-01T10:00:00+14:00",
      "2027-01-01 10:00",
      "tomorrow",
    ),
  },
);
const location = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "Bedok MRT",
      " bedok mrt ",
      "Jurong East",
      "JURONG  EAST",
      "Forest City",
    ),
  },
  { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 20 }) },
  { weight: 1, arbitrary: unstorable },
  { weight: 1, arbitrary: fc.integer({ min: 480, max: 520 }).map((n) => "y".repeat(n)) },
);
const count = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: -2, max: 14 }) },
);
const username = (people: Person[]) =>
  fc.oneof(
    fc.constantFrom(...people.map((p) => p.discordUsername), "nobody_here"),
    fc.stringMatching(/^[a-z0-9_]{1,24}$/),
    fc.constantFrom(...people.map((p) => p.discordUsername.toUpperCase())),
    unstorable,
  );
const password = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(CURRENT_PASSWORD, WORLD_PASSWORD, "wrong password") },
  { weight: 3, arbitrary: fc.string({ minLength: 8, maxLength: 30 }) },
  { weight: 1, arbitrary: unstorable.map((s) => `${s}password`) },
  { weight: 1, arbitrary: fc.integer({ min: 190, max: 210 }).map((n) => "p".repeat(n)) },
);
const optionalText = fc.oneof(
  fc.constant(null),
  fc.constant(""),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 10 }),
  unstorable,
);

const ridePayload = object({
  direction: fc.constantFrom("SG->FC", "FC->SG"),
  maxPassengers: count,
  date: dateText,
  organizerPassengerCount: count,
  pickupLocation: location,
  dropoffLocations: fc.array(object({ location, passengerCount: count }, false), {
    minLength: 1,
    maxLength: 3,
  }),
  driverContactId: fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }) },
    { weight: 1, arbitrary: fc.constantFrom(2 ** 31, 2 ** 53 - 1) },
  ),
  // The organizer's quote in whole SGD: valid, out of bounds, fractional or junk.
  cost: fc.oneof(fc.integer({ min: 0, max: 200 }), number),
  stopFee: fc.oneof(fc.integer({ min: 0, max: 20 }), number),
});

/** A create with `repeat` now and then (weekly rides), its fields valid or junk. */
const rideCreatePayload = fc.oneof(
  { weight: 3, arbitrary: ridePayload },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        ridePayload,
        object(
          {
            weekdays: fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 8 }),
            until: fc.oneof(fc.constantFrom("2026-12-31", "2027-12-31", "2026-02-30"), text),
          },
          false,
        ),
      )
      .map(([payload, repeat]) =>
        payload !== null && typeof payload === "object" ? { ...payload, repeat } : payload,
      ),
  },
);

// ---------------------------------------------------------------------------------------------
// The world the requests land in

interface Pool {
  rider: Person;
  other: Person;
  /** Ride ids: the rider's own FC->SG ride, one the rider joined, a stranger's, a past one. */
  rides: number[];
  /** Every ride in the database, those earlier fuzzing created included. */
  allRides: number[];
  /** Passenger entry ids on those rides. */
  passengers: number[];
  /** A message on the rider's own ride and one on the stranger's. */
  messages: number[];
  users: number[];
}

let t: TestApp;
let audit: ResponseAudit;
let rider: Person;
let other: Person;
let riderCookie: string;
let riderPassword = WORLD_PASSWORD;
let sent = 0;
const debug = new Map<string, number>();
let lastFingerprint: Record<string, string> | undefined;
const statusCounts = new Map<number, number>();

async function as(person: Person, method: "POST" | "DELETE", url: string, payload?: object) {
  const response = await injectAs(t.app, await newSessionCookie(t.db, person.id), {
    method,
    url,
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number };
}

/** Fresh rides for each route, so a route's fuzzing starts from a known state. */
async function makePool(): Promise<Pool> {
  const day = 86_400_000;
  const rideBody = (direction: "SG->FC" | "FC->SG") => ({
    direction,
    maxPassengers: 6,
    date: new Date(Date.now() + 3 * day).toISOString(),
    organizerPassengerCount: 1,
    pickupLocation: direction === "SG->FC" ? "Tampines" : "Forest City",
    dropoffLocations: [{ location: "Tampines", passengerCount: 1 }],
  });
  const own = await as(rider, "POST", "/api/rides", rideBody("FC->SG"));
  const joinedRide = await as(other, "POST", "/api/rides", rideBody("SG->FC"));
  const stranger = await as(other, "POST", "/api/rides", rideBody("FC->SG"));
  const past = await insertPastRide(t.db, other.id);
  const p1 = await as(other, "POST", `/api/rides/${own.id}/join`, {
    passengerCount: 2,
    dropoffLocation: "Bedok",
  });
  const p2 = await as(rider, "POST", `/api/rides/${joinedRide.id}/join`, {
    passengerCount: 1,
    dropoffLocation: "Bedok",
  });
  const helper = await insertPerson(t.db, "helper");
  const p3 = await as(helper, "POST", `/api/rides/${stranger.id}/join`, {
    passengerCount: 1,
    dropoffLocation: "Bedok",
  });
  const messages = await t.db
    .insert(rideMessages)
    .values([
      { rideId: own.id, authorId: other.id, text: "At exit B" },
      { rideId: stranger.id, authorId: helper.id, text: "Running late" },
    ])
    .returning({ id: rideMessages.id });
  const everyRide = await t.db.select({ id: rides.id }).from(rides);
  return {
    rider,
    other,
    rides: [own.id, joinedRide.id, stranger.id, past.id],
    allRides: everyRide.map((ride) => ride.id),
    passengers: [p1.id, p2.id, p3.id],
    messages: messages.map((message) => message.id),
    users: [rider.id, other.id, helper.id],
  };
}

// ---------------------------------------------------------------------------------------------
// One target per route

interface FuzzRequest {
  url: string;
  body?: Body;
  headers?: Record<string, string>;
  visitor: boolean;
}

interface Target {
  route: string;
  runs: number;
  /**
   * The request uses up the caller's session (a logout, and every route that starts a new session
   * and so ends the browser's old one): a fresh one per run.
   */
  consumesSession?: boolean;
  request: (pool: Pool) => fc.Arbitrary<Omit<FuzzRequest, "visitor">>;
}

const plain = (url: string) => () => query.map((q) => ({ url: `${url}${q}` }));
const withBody = (url: string, shape: fc.Arbitrary<unknown>) => () =>
  fc.tuple(query, body(shape)).map(([q, b]) => ({ url: `${url}${q}`, body: b }));

/** A route under one ride, without a body: the ride's id fuzzed, the rest of the path as given. */
const underRide = (rest: string) => (pool: Pool) =>
  idSegment(pool.rides).map((id) => ({ url: `/api/rides/${id}${rest}` }));

const CHEAP = 260;
const HASHING = 120;

/** Endpoints on a push service, on look-alikes and plain junk; keys of every shape. */
const pushEndpoint = fc.oneof(
  fc.uuid().map((id) => `https://fcm.googleapis.com/fcm/send/${id}`),
  fc.constantFrom(
    "http://fcm.googleapis.com/x",
    "https://fcm.googleapis.com.evil.example/x",
    "https://127.0.0.1/x",
    "javascript:alert(1)",
    "file:///etc/passwd",
  ),
  text,
);
const base64urlKey = (bytes: number) =>
  fc.oneof(
    fc
      .uint8Array({ minLength: bytes, maxLength: bytes })
      .map((b) => Buffer.from(b).toString("base64url")),
    text,
  );
const pushSubscriptionBody = object({
  endpoint: pushEndpoint,
  keys: object({ p256dh: base64urlKey(65), auth: base64urlKey(16) }, false),
});

const TARGETS: Target[] = [
  { route: "GET /api/health", runs: 60, request: plain("/api/health") },
  { route: "GET /api/auth/me", runs: 80, request: plain("/api/auth/me") },
  {
    route: "POST /api/register",
    consumesSession: true,
    runs: HASHING,
    request: (pool) =>
      withBody(
        "/api/register",
        object({
          discordUsername: fc.oneof(
            username([pool.rider]),
            fc.stringMatching(/^[a-z]{3,12}$/).map((s) => `fz_${s}_${Math.random()}`),
          ),
          password,
          name: optionalText,
          whatsappNumber: optionalText,
          malaysianNumber: optionalText,
          revolutUsername: optionalText,
          isVendor: fc.boolean(),
          companyName: optionalText,
          driverDetails: fc.oneof(
            fc.constant(null),
            object({ name: optionalText, contact: optionalText, carNumber: optionalText }, false),
          ),
        }),
      )(),
  },
  {
    route: "POST /api/login",
    consumesSession: true,
    runs: HASHING,
    request: (pool) =>
      withBody(
        "/api/login",
        object({ discordUsername: username([pool.rider, pool.other]), password }),
      )(),
  },
  {
    route: "POST /api/logout",
    runs: 80,
    consumesSession: true,
    request: () =>
      fc.tuple(query, body(junk)).map(([q, b]) => ({ url: `/api/logout${q}`, body: b })),
  },
  {
    route: "GET /api/auth/discord",
    runs: CHEAP,
    request: () =>
      fc
        .record({ next: text, link: fc.oneof(fc.constant("1"), text) }, { requiredKeys: [] })
        .map((q) => ({ url: `/api/auth/discord?${new URLSearchParams(q)}` })),
  },
  {
    // A flow cookie of any shape (one naming the state sent, too): never a session, never a 5xx.
    route: "GET /api/auth/discord/callback",
    consumesSession: true,
    runs: CHEAP,
    request: () =>
      fc
        .tuple(
          fc.record({ state: text, code: text, error: text }, { requiredKeys: [] }),
          fc.oneof(
            text,
            fc.record({
              state: fc.constant("s"),
              verifier: text,
              next: text,
              linkUserId: fc.oneof(fc.constant(null), fc.integer()),
            }),
          ),
        )
        .map(([q, flow]) => ({
          url: `/api/auth/discord/callback?${new URLSearchParams({ state: "s", ...q })}`,
          headers: {
            cookie: `discord_oauth=${Buffer.from(typeof flow === "string" ? flow : JSON.stringify(flow)).toString("base64url")}`,
          },
        })),
  },
  {
    route: "POST /api/reset-password",
    runs: HASHING,
    request: withBody(
      "/api/reset-password",
      object({ currentPassword: password, newPassword: password }),
    ),
  },
  {
    route: "POST /api/request-password-reset",
    runs: CHEAP,
    request: (pool) =>
      withBody(
        "/api/request-password-reset",
        object({ discordUsername: username([pool.rider]) }),
      )(),
  },
  {
    route: "GET /api/admin/password-reset-requests",
    runs: 80,
    request: plain("/api/admin/password-reset-requests"),
  },
  {
    route: "POST /api/admin/reset-user-password",
    runs: CHEAP,
    request: (pool) =>
      withBody(
        "/api/admin/reset-user-password",
        object({ discordUsername: username([pool.other]), newPassword: password }),
      )(),
  },
  {
    route: "POST /api/admin/password-reset-tokens",
    runs: CHEAP,
    request: (pool) =>
      withBody(
        "/api/admin/password-reset-tokens",
        object({ discordUsername: username([pool.other]) }),
      )(),
  },
  {
    route: "POST /api/complete-password-reset",
    consumesSession: true,
    runs: HASHING,
    request: withBody(
      "/api/complete-password-reset",
      object({
        token: fc.oneof(fc.string({ maxLength: 60 }), fc.base64String({ maxLength: 40 })),
        newPassword: password,
      }),
    ),
  },
  {
    route: "PATCH /api/users/:id",
    runs: CHEAP,
    request: (pool) =>
      atId(
        pool.users,
        (id) => `/api/users/${id}`,
        body(
          object({
            name: optionalText,
            whatsappNumber: optionalText,
            malaysianNumber: optionalText,
            revolutUsername: optionalText,
            paynowProxy: fc.oneof(
              optionalText,
              fc.constantFrom("+65 9123 4567", "81234567", "201403121W", "T08GA0001A"),
            ),
            paynowName: optionalText,
          }),
        ),
      ),
  },
  { route: "GET /api/rides/user/joined", runs: 80, request: plain("/api/rides/user/joined") },
  { route: "POST /api/rides", runs: 360, request: withBody("/api/rides", rideCreatePayload) },
  {
    route: "PATCH /api/rides/:id",
    runs: 360,
    request: (pool) => atId(pool.rides, (id) => `/api/rides/${id}`, body(ridePayload)),
  },
  { route: "GET /api/rides", runs: 360, request: plain("/api/rides") },
  {
    route: "GET /api/rides/:id",
    runs: CHEAP,
    request: (pool) =>
      fc.tuple(idSegment(pool.allRides), query).map(([id, q]) => ({ url: `/api/rides/${id}${q}` })),
  },
  {
    // After the writes above: it also reads the rides they created, whatever text they hold.
    route: "GET /api/rides/:id/calendar.ics",
    runs: 100,
    request: (pool) =>
      fc.tuple(idSegment(pool.allRides), query, fc.option(host, { freq: 2 })).map(([id, q, h]) => ({
        url: `/api/rides/${id}/calendar.ics${q}`,
        ...(h !== null ? { headers: { host: h } } : {}),
      })),
  },
  {
    route: "DELETE /api/rides/:id",
    runs: CHEAP,
    request: (pool) =>
      atId(
        pool.rides,
        (id) => `/api/rides/${id}`, // A cancel's reason: none, text of any kind, or longer than allowed (decision 021).
        fc.option(body(fc.record({ reason: fc.oneof(junk, fc.string({ maxLength: 600 })) })), {
          freq: 4,
        }),
      ),
  },
  { route: "GET /api/rides/:id/passengers", runs: CHEAP, request: underRide("/passengers") },
  {
    route: "POST /api/rides/:id/join",
    runs: 360,
    request: (pool) =>
      atId(
        pool.rides,
        (id) => `/api/rides/${id}/join`,
        body(
          object({
            passengerCount: count,
            dropoffLocation: location,
            rideId: fc.oneof(fc.integer({ min: 1, max: 50 }), number),
          }),
        ),
      ),
  },
  {
    route: "DELETE /api/rides/:id/passengers/:passengerId",
    runs: CHEAP,
    request: (pool) =>
      fc
        .tuple(idSegment(pool.rides), idSegment(pool.passengers))
        .map(([id, p]) => ({ url: `/api/rides/${id}/passengers/${p}` })),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/sequence",
    runs: 360,
    request: (pool) =>
      fc
        .tuple(
          idSegment(pool.rides),
          idSegment(pool.passengers),
          body(object({ sequence: fc.oneof(fc.integer({ min: 1, max: 4 }), number) })),
        )
        .map(([id, p, b]) => ({ url: `/api/rides/${id}/passengers/${p}/sequence`, body: b })),
  },
  {
    route: "POST /api/rides/:id/lockSequence",
    runs: CHEAP,
    request: (pool) =>
      atId(pool.rides, (id) => `/api/rides/${id}/lockSequence`, fc.option(body(junk), { freq: 3 })),
  },
  {
    route: "POST /api/rides/:id/checkin",
    runs: CHEAP,
    request: (pool) =>
      atId(
        pool.rides,
        (id) => `/api/rides/${id}/checkin`,
        body(
          object({
            state: fc.oneof(fc.constantFrom("here", "late"), text),
            minutes: fc.oneof(fc.integer({ min: 1, max: 120 }), number),
          }),
        ),
      ),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/boarding",
    runs: CHEAP,
    request: (pool) =>
      fc
        .tuple(
          idSegment(pool.rides),
          idSegment(pool.passengers),
          body(object({ state: fc.oneof(fc.constantFrom("boarded", "no_show"), text) })),
        )
        .map(([id, p, b]) => ({ url: `/api/rides/${id}/passengers/${p}/boarding`, body: b })),
  },
  {
    route: "PATCH /api/rides/:id/stopMinutes",
    runs: CHEAP,
    request: (pool) =>
      atId(
        pool.rides,
        (id) => `/api/rides/${id}/stopMinutes`,
        body(object({ minutes: fc.oneof(fc.integer({ min: 1, max: 60 }), number) })),
      ),
  },
  {
    route: "POST /api/rides/:id/waitlist",
    runs: CHEAP,
    request: (pool) =>
      atId(
        pool.rides,
        (id) => `/api/rides/${id}/waitlist`,
        body(object({ passengerCount: count, dropoffLocation: location })),
      ),
  },
  { route: "DELETE /api/rides/:id/waitlist", runs: CHEAP, request: underRide("/waitlist") },
  { route: "GET /api/rides/:id/waitlist", runs: CHEAP, request: underRide("/waitlist") },
  { route: "GET /api/rides/:id/payment", runs: CHEAP, request: underRide("/payment") },
  { route: "GET /api/rides/:id/payments", runs: CHEAP, request: underRide("/payments") },
  {
    route: "GET /api/rides/:id/receipt",
    runs: CHEAP,
    request: (pool) =>
      fc
        .tuple(idSegment(pool.rides), query)
        .map(([id, q]) => ({ url: `/api/rides/${id}/receipt${q}` })),
  },
  { route: "GET /api/rides/:id/payments.csv", runs: CHEAP, request: underRide("/payments.csv") },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/payment",
    runs: CHEAP,
    request: (pool) =>
      fc
        .tuple(
          idSegment(pool.rides),
          idSegment(pool.passengers),
          body(
            object({
              paid: fc.oneof(fc.boolean(), number),
              paidCents: fc.oneof(fc.integer({ min: 0, max: 20_000 }), number),
            }),
          ),
        )
        .map(([id, p, b]) => ({ url: `/api/rides/${id}/passengers/${p}/payment`, body: b })),
  },
  { route: "GET /api/vendor/rides", runs: 80, request: plain("/api/vendor/rides") },
  { route: "GET /api/vendor/rides.csv", runs: 80, request: plain("/api/vendor/rides.csv") },
  {
    route: "POST /api/rides/:id/assign",
    runs: CHEAP,
    request: (pool) =>
      atId(pool.rides, (id) => `/api/rides/${id}/assign`, fc.option(body(junk), { freq: 3 })),
  },
  {
    route: "POST /api/rides/:id/release",
    runs: CHEAP,
    request: (pool) =>
      atId(pool.rides, (id) => `/api/rides/${id}/release`, fc.option(body(junk), { freq: 3 })),
  },
  {
    route: "POST /api/rides/:id/unassign",
    runs: CHEAP,
    request: (pool) =>
      atId(pool.rides, (id) => `/api/rides/${id}/unassign`, fc.option(body(junk), { freq: 3 })),
  },
  { route: "GET /api/admin/vendors", runs: 80, request: plain("/api/admin/vendors") },
  {
    route: "GET /api/admin/account-changes",
    runs: 80,
    request: plain("/api/admin/account-changes"),
  },
  {
    route: "GET /api/rides/:id/messages",
    runs: CHEAP,
    request: (pool) =>
      fc
        .tuple(idSegment(pool.rides), fc.option(fc.oneof(number, weirdText), { freq: 3 }))
        .map(([id, before]) => ({
          url: `/api/rides/${id}/messages${before === null ? "" : `?before=${encodeURIComponent(String(before))}`}`,
        })),
  },
  {
    route: "POST /api/rides/:id/messages",
    runs: 360,
    request: (pool) =>
      atId(
        pool.rides,
        (id) => `/api/rides/${id}/messages`,
        body(
          fc.oneof(
            object({ text: fc.oneof(text, fc.string({ maxLength: 1200 })) }),
            object({
              quick: fc.constantFrom("at_pickup", "late", "driver_here", "on_our_way", "x"),
              minutes: fc.oneof(fc.constantFrom(5, 10, 15), number),
            }),
          ),
        ),
      ),
  },
  {
    route: "DELETE /api/rides/:id/messages/:messageId",
    runs: CHEAP,
    request: (pool) =>
      fc
        .tuple(idSegment(pool.rides), idSegment(pool.messages))
        .map(([id, m]) => ({ url: `/api/rides/${id}/messages/${m}` })),
  },
  {
    route: "POST /api/rides/:id/messages/:messageId/report",
    runs: CHEAP,
    request: (pool) =>
      fc
        .tuple(idSegment(pool.rides), idSegment(pool.messages), fc.option(body(junk), { freq: 3 }))
        .map(([id, m, b]) => ({
          url: `/api/rides/${id}/messages/${m}/report`,
          ...(b ? { body: b } : {}),
        })),
  },
  { route: "GET /api/messages/unread", runs: 80, request: plain("/api/messages/unread") },
  {
    route: "GET /api/rides/:id/groupLink",
    runs: CHEAP,
    request: (pool) => idSegment(pool.rides).map((id) => ({ url: `/api/rides/${id}/groupLink` })),
  },
  {
    route: "PUT /api/rides/:id/groupLink",
    runs: 240,
    request: (pool) =>
      fc
        .tuple(
          idSegment(pool.rides),
          body(
            object({
              url: fc.oneof(
                fc.constant(null),
                text,
                fc.webUrl(),
                fc.constantFrom(
                  "https://chat.whatsapp.com/AbC123",
                  "http://chat.whatsapp.com/AbC123",
                  "https://t.me/+abc",
                  "https://discord.com/invite/x",
                  "https://discord.gg/x",
                  "javascript:alert(1)",
                  "https://chat.whatsapp.com.evil.example/x",
                ),
              ),
            }),
          ),
        )
        .map(([id, b]) => ({ url: `/api/rides/${id}/groupLink`, body: b })),
  },
  {
    route: "GET /api/admin/message-reports",
    runs: 80,
    request: plain("/api/admin/message-reports"),
  },
  {
    route: "POST /api/admin/vendors/:id/verify",
    runs: 80,
    request: (pool) =>
      fc
        .tuple(
          idSegment([pool.rider.id, pool.other.id]),
          fc.option(
            body(
              object({
                licenceType: fc.oneof(fc.constantFrom("cross_border_taxi", "other"), text),
                licenceNumber: fc.oneof(text, fc.string({ maxLength: 80 })),
              }),
            ),
            { freq: 3 },
          ),
        )
        .map(([id, b]) => ({ url: `/api/admin/vendors/${id}/verify`, ...(b ? { body: b } : {}) })),
  },
  {
    route: "POST /api/admin/vendors/:id/revoke",
    runs: 80,
    request: (pool) =>
      fc
        .tuple(idSegment([pool.rider.id, pool.other.id]), fc.option(body(junk), { freq: 3 }))
        .map(([id, b]) => ({ url: `/api/admin/vendors/${id}/revoke`, ...(b ? { body: b } : {}) })),
  },
  {
    route: "GET /api/rides/:id/rating",
    runs: 80,
    request: (pool) => idSegment(pool.rides).map((id) => ({ url: `/api/rides/${id}/rating` })),
  },
  {
    route: "POST /api/rides/:id/rating",
    runs: CHEAP,
    request: (pool) =>
      atId(
        pool.rides,
        (id) => `/api/rides/${id}/rating`,
        body(
          object({
            stars: fc.oneof(fc.integer({ min: 0, max: 6 }), number, text),
            punctuality: fc.oneof(fc.integer({ min: 0, max: 6 }), number, text),
            car: fc.oneof(fc.integer({ min: 0, max: 6 }), number, text),
            conduct: fc.oneof(fc.integer({ min: 0, max: 6 }), number, text),
            text: fc.oneof(text, fc.string({ maxLength: 1200 })),
          }),
        ),
      ),
  },
  {
    route: "GET /api/vendors/:id/ratings",
    runs: 80,
    request: (pool) => idSegment(pool.users).map((id) => ({ url: `/api/vendors/${id}/ratings` })),
  },
  {
    route: "POST /api/ratings/:id/reply",
    runs: 80,
    request: () =>
      fc
        .tuple(idSegment([1, 2, 3]), body(object({ text: fc.oneof(text, fc.string()) })))
        .map(([id, b]) => ({ url: `/api/ratings/${id}/reply`, body: b })),
  },
  {
    route: "POST /api/ratings/:id/report",
    runs: 80,
    request: () =>
      fc
        .tuple(idSegment([1, 2, 3]), body(object({ reason: fc.oneof(text, fc.string()) })))
        .map(([id, b]) => ({ url: `/api/ratings/${id}/report`, body: b })),
  },
  {
    route: "GET /api/admin/ratings/reported",
    runs: 80,
    request: plain("/api/admin/ratings/reported"),
  },
  {
    route: "DELETE /api/admin/ratings/:id",
    runs: 80,
    request: () => idSegment([1, 2, 3]).map((id) => ({ url: `/api/admin/ratings/${id}` })),
  },
  { route: "GET /api/notifications", runs: 80, request: plain("/api/notifications") },
  {
    route: "POST /api/notifications/read",
    runs: CHEAP,
    request: withBody(
      "/api/notifications/read",
      object({
        ids: fc.oneof(
          fc.array(fc.oneof(fc.integer({ min: 1, max: 50 }), number, text), { maxLength: 120 }),
          junk,
        ),
      }),
    ),
  },
  {
    // Answered 200 it streams: the suite reads its first chunk and hangs up (injectAs).
    route: "GET /api/events",
    runs: 80,
    request: (pool) =>
      fc.tuple(fc.option(idSegment(pool.allRides), { freq: 2 }), query).map(([ride, q]) => ({
        url: ride === null ? `/api/events${q}` : `/api/events?ride=${ride}`,
      })),
  },
  { route: "GET /api/stats", runs: 60, request: plain("/api/stats") },
  { route: "GET /api/push/key", runs: 60, request: plain("/api/push/key") },
  {
    route: "POST /api/push/subscriptions",
    runs: CHEAP,
    request: withBody("/api/push/subscriptions", pushSubscriptionBody),
  },
  {
    route: "DELETE /api/push/subscriptions",
    runs: CHEAP,
    request: withBody("/api/push/subscriptions", object({ endpoint: pushEndpoint })),
  },
  { route: "GET /api/push/preferences", runs: 80, request: plain("/api/push/preferences") },
  {
    route: "PUT /api/push/preferences",
    runs: CHEAP,
    request: withBody(
      "/api/push/preferences",
      object({
        push: fc.oneof(
          fc.dictionary(
            fc.constantFrom("joined", "left", "reminder_2h", "cancelled"),
            fc.boolean(),
          ),
          fc.dictionary(fc.string({ maxLength: 20 }), junk, { maxKeys: 3 }),
        ),
      }),
    ),
  },
  { route: "GET /api/alerts", runs: 60, request: plain("/api/alerts") },
  {
    route: "POST /api/alerts",
    runs: CHEAP,
    request: withBody(
      "/api/alerts",
      object({
        direction: fc.constantFrom("SG->FC", "FC->SG"),
        days: fc.oneof(
          fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
          fc.array(number, { maxLength: 9 }),
        ),
        from: fc.oneof(fc.constantFrom("07:00", "23:59", "00:00", "24:00", "7:5"), text),
        to: fc.oneof(fc.constantFrom("09:30", "04:59", "12:60"), text),
        startDate: fc.oneof(fc.constantFrom("2030-01-01", "2030-02-30", null), text),
        endDate: fc.oneof(fc.constantFrom("2029-12-31", "2030-06-01", null), text),
      }),
    ),
  },
  {
    route: "DELETE /api/alerts/:id",
    runs: CHEAP,
    request: () => idSegment([1, 2, 3]).map((id) => ({ url: `/api/alerts/${id}` })),
  },
  {
    route: "GET /api/ride-series/:id",
    runs: 80,
    request: () => idSegment([1, 2]).map((id) => ({ url: `/api/ride-series/${id}` })),
  },
  {
    route: "PATCH /api/ride-series/:id",
    runs: 120,
    request: (pool) =>
      fc
        .tuple(
          idSegment([1, 2]),
          body(
            fc
              .tuple(ridePayload, fc.oneof(fc.constantFrom(...pool.rides), fc.integer(), text))
              .map(([payload, from]) => ({ ...(payload as object), from })),
          ),
        )
        .map(([id, b]) => ({ url: `/api/ride-series/${id}`, body: b })),
  },
  {
    route: "DELETE /api/ride-series/:id",
    runs: 80,
    request: (pool) =>
      fc
        .tuple(
          idSegment([1, 2]),
          body(fc.record({ from: fc.oneof(fc.constantFrom(...pool.rides), fc.integer(), text) })),
        )
        .map(([id, b]) => ({ url: `/api/ride-series/${id}`, body: b })),
  },
  { route: "GET /api/config", runs: 60, request: plain("/api/config") },
  { route: "GET /api/planner", runs: 80, request: plain("/api/planner") },
  // The car on the day (issue 39).
  {
    route: "POST /api/rides/:id/position",
    runs: CHEAP,
    request: (pool) =>
      atId(
        pool.rides,
        (id) => `/api/rides/${id}/position`,
        body(
          object({
            lat: fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), number),
            lng: fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }), number),
            accuracy: fc.oneof(fc.double({ min: 0, max: 1000, noNaN: true }), number),
            heading: number,
            speed: number,
          }),
        ),
      ),
  },
  { route: "GET /api/rides/:id/position", runs: CHEAP, request: underRide("/position") },
  {
    route: "POST /api/rides/:id/crossing",
    runs: CHEAP,
    request: (pool) =>
      atId(
        pool.rides,
        (id) => `/api/rides/${id}/crossing`,
        body(
          object({
            event: fc.oneof(fc.constantFrom("arrived", "cleared"), text),
            checkpoint: fc.oneof(fc.constantFrom("Tuas", "Woodlands"), text),
            at: fc.oneof(
              fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
              text,
            ),
          }),
        ),
      ),
  },
  { route: "GET /api/rides/:id/crossing", runs: CHEAP, request: underRide("/crossing") },
  { route: "GET /api/rides/:id/car-report", runs: CHEAP, request: underRide("/car-report") },
  { route: "POST /api/rides/:id/car-report", runs: CHEAP, request: underRide("/car-report") },
  { route: "GET /api/admin/car-reports", runs: 20, request: plain("/api/admin/car-reports") },
  {
    route: "POST /api/admin/car-reports/:id/handled",
    runs: 80,
    request: () =>
      idSegment([1, 2, 3]).map((id) => ({ url: `/api/admin/car-reports/${id}/handled` })),
  },
  { route: "GET /api/border/cameras", runs: 20, request: plain("/api/border/cameras") },
  { route: "GET /api/crossing-rules", runs: 20, request: plain("/api/crossing-rules") },
  {
    route: "GET /api/admin/crossing-rules/history",
    runs: 20,
    request: plain("/api/admin/crossing-rules/history"),
  },
  {
    route: "PUT /api/admin/crossing-rules",
    runs: 40,
    request: withBody(
      "/api/admin/crossing-rules",
      object({
        rules: fc.oneof(
          text,
          fc.array(
            object(
              {
                registration: fc.oneof(fc.constantFrom("SG", "MY"), text),
                effectiveFrom: fc.oneof(fc.constant("2026-12-01"), text),
                dropoffAnywhere: fc.boolean(),
              },
              false,
            ),
            { maxLength: 3 },
          ),
        ),
      }),
    ),
  },
  { route: "GET /api/openapi.json", runs: 20, request: plain("/api/openapi.json") },
  { route: "GET /api/docs", runs: 20, request: plain("/api/docs") },
  { route: "GET /api/docs/json", runs: 20, request: plain("/api/docs/json") },
  { route: "GET /api/docs/yaml", runs: 10, request: plain("/api/docs/yaml") },
  {
    route: "GET /api/docs/static/index.html",
    runs: 20,
    request: plain("/api/docs/static/index.html"),
  },
  {
    route: "GET /api/docs/static/swagger-initializer.js",
    runs: 20,
    request: plain("/api/docs/static/swagger-initializer.js"),
  },
  {
    route: "GET /api/docs/static/*",
    runs: 60,
    request: () =>
      text
        .filter((s) => s.length < 300)
        .map((s) => ({ url: `/api/docs/static/${encodeURIComponent(wellFormed(s))}` })),
  },
  { route: "GET /api/me/export", runs: 80, request: plain("/api/me/export") },
  {
    // Last, and never with the rider's password: a deletion that went through would end the
    // fuzzing's rider, and wrong guesses lock its password checks for a while.
    route: "DELETE /api/me",
    runs: HASHING,
    request: withBody(
      "/api/me",
      object({ password: fc.oneof(fc.constant("wrong password"), text) }),
    ),
  },
];

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: "1000000",
    // Discord sign-in on; nothing listens at the provider's address, so no flow gets a token.
    DISCORD_CLIENT_ID: "fuzz",
    DISCORD_CLIENT_SECRET: "fuzz",
    DISCORD_OAUTH_URL: "http://127.0.0.1:9",
  });
  rider = await insertPerson(t.db, "fuzzrider");
  other = await insertPerson(t.db, "fuzzother");
  riderCookie = await newSessionCookie(t.db, rider.id);
  audit = new ResponseAudit(t.db);
  audit.watch(rider, other);
});

afterAll(async () => {
  const statuses = [...statusCounts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  const failures = [...statusCounts].filter(([status]) => status >= 500).length;
  console.log(
    `[fuzz] ${sent} generated requests to ${TARGETS.length} routes, seed ${SEED}, ${failures ? "5xx SEEN" : "no 5xx"}; statuses ${statuses.join(" ")}; ${audit.responses} responses audited`,
  );
  if (process.env.FUZZ_DEBUG) console.log([...debug].sort((a, b) => b[1] - a[1]).slice(0, 60));
  expect(await audit.finish()).toEqual([]);
  await t.close();
});

async function send(target: Target, request: FuzzRequest) {
  const [method] = target.route.split(" ") as ["GET" | "POST" | "PATCH" | "PUT" | "DELETE"];
  let cookie: string | null = null;
  if (!request.visitor) {
    // A logout or a new session ends the session it is sent with: give it one of its own.
    if (target.consumesSession) {
      cookie = await newSessionCookie(t.db, rider.id);
      lastFingerprint = undefined;
    } else {
      cookie = riderCookie;
    }
  }
  const payload = request.body?.payload?.replaceAll(
    JSON.stringify(CURRENT_PASSWORD).slice(1, -1),
    JSON.stringify(riderPassword).slice(1, -1),
  );
  const write = method !== "GET";
  // The state after one write is the state before the next: only reads and set-up break the chain.
  const before = write ? (lastFingerprint ?? (await dbFingerprint(t.db))) : undefined;
  lastFingerprint = undefined;
  const response = await injectAs(t.app, cookie, {
    method,
    url: request.url,
    ...(payload !== undefined ? { payload } : {}),
    headers: {
      ...request.headers,
      ...(request.body?.contentType ? { "content-type": request.body.contentType } : {}),
    },
  });
  sent += 1;
  statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
  if (process.env.FUZZ_DEBUG && response.statusCode >= 400) {
    const key = `${target.route} ${response.statusCode} ${String(response.json().error).slice(0, 60)}`;
    debug.set(key, (debug.get(key) ?? 0) + 1);
  }
  await audit.record(
    { id: request.visitor ? null : rider.id },
    { method, url: request.url },
    response,
  );

  const where = `${method} ${request.url.slice(0, 200)} as ${request.visitor ? "visitor" : "rider"} (seed ${SEED}) answered ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers["content-type"], where).toMatch(/^application\/json/);
    const error = (response.json() as { error?: unknown }).error;
    expect(typeof error, where).toBe("string");
    expect((error as string).length, where).toBeGreaterThan(0);
  }
  if (before) {
    lastFingerprint = await dbFingerprint(t.db);
    const changed = changedTables(before, lastFingerprint);
    if (response.statusCode >= 400) expect(changed, `refused but changed: ${where}`).toEqual([]);
  }
  // Keep track of the rider's password when a fuzzed change went through, and carry on with the
  // new token it gives (a change ends every session, the one it was made from included).
  if (target.route === "POST /api/reset-password" && response.statusCode === 200 && payload) {
    riderPassword = (JSON.parse(payload) as { newPassword: string }).newPassword;
    riderCookie = sessionCookie(response.headers["set-cookie"]);
  }
}

describe("fuzzing every route", () => {
  it("has a fuzz target for every API route the server registers", () => {
    const registered = t.app.apiRoutes.map(routeKey);
    const targeted = new Set(TARGETS.map((target) => target.route));
    expect(registered.filter((key) => !targeted.has(key))).toEqual([]);
    expect([...targeted].filter((key) => !registered.includes(key))).toEqual([]);
  });

  it.each(TARGETS.map((target) => [target.route, target]))(
    "%s: never 5xx, errors as JSON, refusals change nothing",
    async (_route, target) => {
      const pool = await makePool();
      lastFingerprint = undefined;
      const arbitrary = fc.tuple(target.request(pool), fc.constantFrom(false, false, false, true));
      await fc.assert(
        fc.asyncProperty(arbitrary, async ([request, visitor]) => {
          await send(target, { ...request, visitor });
        }),
        {
          seed: SEED + TARGETS.indexOf(target),
          numRuns: Math.max(1, Math.round(target.runs * SCALE)),
          endOnFailure: false,
        },
      );
    },
    120_000,
  );
});

describe("after fuzzing", () => {
  it("the fuzzed rider was logged in throughout", async () => {
    const me = await injectAs(t.app, riderCookie, { method: "GET", url: "/api/auth/me" });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(rider.id);
  });
});

describe("what fuzzing found, pinned down", () => {
  const rideBody = (overrides: object = {}) => ({
    ...newRideBody({ location: "Tampines", daysAhead: 1 }),
    ...overrides,
  });
  const post = async (url: string, payload: object, cookie: string | null = riderCookie) => {
    const before = await dbFingerprint(t.db);
    const response = await injectAs(t.app, cookie, { method: "POST", url, payload });
    if (response.statusCode >= 400) {
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    }
    return response;
  };

  it("a driverContactId beyond the column or naming no driver contact is a 400, not a 500", async () => {
    const tooBig = await post("/api/rides", rideBody({ driverContactId: 2 ** 31 }));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toMatch(/^driverContactId: /);
    const unknown = await post("/api/rides", rideBody({ driverContactId: 424242 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe("driverContactId: No such driver contact");
    const [contact] = await t.db
      .insert(driverContacts)
      .values({ name: "Ahmad", whatsappNumber: "+60123", vehicleType: "MPV" })
      .returning();
    const known = await post("/api/rides", rideBody({ driverContactId: contact?.id }));
    expect(known.statusCode).toBe(201);
    const edited = await injectAs(t.app, riderCookie, {
      method: "PATCH",
      url: `/api/rides/${known.json().id}`,
      payload: rideBody({ driverContactId: 424242, date: known.json().date }),
    });
    expect(edited.statusCode).toBe(400);
  });

  it.each([
    [
      "/api/register",
      { discordUsername: "nul\u0000user", password: "long enough" },
      "discordUsername",
    ],
    [
      "/api/login",
      { discordUsername: "nul\u0000user", password: "long enough" },
      "discordUsername",
    ],
    ["/api/request-password-reset", { discordUsername: "half\ud800" }, "discordUsername"],
    ["/api/rides", rideBody({ pickupLocation: "Tampines\u0000" }), "pickupLocation"],
    [
      "/api/rides",
      rideBody({ dropoffLocations: [{ location: "x\udc00", passengerCount: 1 }] }),
      "dropoffLocations.0.location",
    ],
  ])("text PostgreSQL cannot store is a 400 naming the field (%s)", async (url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      `${field}: Text must not contain NUL characters or broken Unicode`,
    );
  });

  it("a profile edit or a join with a NUL character is refused the same way", async () => {
    const profile = await injectAs(t.app, riderCookie, {
      method: "PATCH",
      url: `/api/users/${rider.id}`,
      payload: { name: "Nul\u0000Name" },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error).toMatch(/^name: /);
    const ride = await injectAs(t.app, await newSessionCookie(t.db, other.id), {
      method: "POST",
      url: "/api/rides",
      payload: rideBody(),
    });
    const join = await post(`/api/rides/${ride.json().id}/join`, {
      passengerCount: 1,
      dropoffLocation: "\u0000",
    });
    expect(join.statusCode).toBe(400);
    expect(join.json().error).toMatch(/^dropoffLocation: /);
  });

  it("a forged list cursor outside what PostgreSQL stores is a 400", async () => {
    const forge = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const cursor of [
      forge({ segment: 0, date: "0000-01-01T00:00:00Z", id: 1 }),
      forge({ segment: 1, date: "2026-01-01T00:00:00Z", id: 2 ** 31 }),
    ]) {
      const response = await injectAs(t.app, null, {
        method: "GET",
        url: `/api/rides?limit=5&cursor=${cursor}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^cursor: /);
    }
  });

  it("a ride's calendar file is served whatever Host the request names", async () => {
    const ride = await post("/api/rides", rideBody());
    for (const hostHeader of ["[::1]:5000", "a b", 'ev"il', "localhost"]) {
      const response = await injectAs(t.app, null, {
        method: "GET",
        url: `/api/rides/${ride.json().id}/calendar.ics`,
        headers: { host: hostHeader },
      });
      expect(response.statusCode, hostHeader).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    }
  });
});
