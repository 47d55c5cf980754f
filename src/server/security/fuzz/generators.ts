// Generators of fuzzed requests: wrong types, missing and extra fields, huge and unicode strings,
// negative and fractional numbers, nulls, broken JSON, odd content types, junk ids and queries.
import fc from "fast-check";
import { type Person, WORLD_PASSWORD } from "../../testing/security-world.ts";

const ABSENT = Symbol("absent");
/** Replaced when the request is sent: the fuzzed rider's password as it is then. */
export const CURRENT_PASSWORD = "\u0000current-password\u0000";

export const weirdText = fc.constantFrom(
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

export const text = fc.oneof(
  { weight: 1, arbitrary: unstorable },
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 3, arbitrary: weirdText },
  { weight: 1, arbitrary: fc.integer({ min: 90, max: 6000 }).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 40, max: 2000 }).map((n) => "🚗".repeat(n)) },
);

export const number = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.5, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e-308),
);

export const junk: fc.Arbitrary<unknown> = fc.oneof(
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
export function object(fields: Record<string, fc.Arbitrary<unknown>>, topLevel = true) {
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

export interface Body {
  payload?: string;
  contentType?: string;
}

/** A JSON body shaped like `valid`, or junk JSON, broken JSON, or a body of another type. */
export function body(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
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
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** Ids as path segments: known ones, numbers of every kind, and text. */
export function idSegment(known: readonly number[]) {
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
export function atId(
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
export const query = fc
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
export const host = fc.oneof(
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
export const location = fc.oneof(
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
export const count = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: -2, max: 14 }) },
);
export const username = (people: Person[]) =>
  fc.oneof(
    fc.constantFrom(...people.map((p) => p.discordUsername), "nobody_here"),
    fc.stringMatching(/^[a-z0-9_]{1,24}$/),
    fc.constantFrom(...people.map((p) => p.discordUsername.toUpperCase())),
    unstorable,
  );
export const password = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(CURRENT_PASSWORD, WORLD_PASSWORD, "wrong password") },
  { weight: 3, arbitrary: fc.string({ minLength: 8, maxLength: 30 }) },
  { weight: 1, arbitrary: unstorable.map((s) => `${s}password`) },
  { weight: 1, arbitrary: fc.integer({ min: 190, max: 210 }).map((n) => "p".repeat(n)) },
);
export const optionalText = fc.oneof(
  fc.constant(null),
  fc.constant(""),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 10 }),
  unstorable,
);

export const ridePayload = object({
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
export const rideCreatePayload = fc.oneof(
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
