// One fuzz target per API route: what it is sent, and how many runs it gets.
import fc from "fast-check";
import type { Person } from "../../testing/security-world.ts";
import {
  atId,
  type Body,
  body,
  count,
  host,
  idSegment,
  junk,
  location,
  number,
  object,
  optionalText,
  password,
  query,
  rideCreatePayload,
  ridePayload,
  text,
  username,
  weirdText,
  wellFormed,
} from "./generators.ts";

export interface Pool {
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

export interface FuzzRequest {
  url: string;
  body?: Body;
  headers?: Record<string, string>;
  visitor: boolean;
}

export interface Target {
  route: string;
  runs: number;
  /**
   * The request uses up the caller's session (a logout, and every route that starts a new session
   * and so ends the browser's old one): a fresh one per run.
   */
  consumesSession?: boolean;
  /**
   * The request must never carry the rider's password (the account's deletion): a run whose draw
   * happens to be the password a fuzzed change last set is not sent.
   */
  neverWithPassword?: boolean;
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

export const TARGETS: Target[] = [
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
    neverWithPassword: true,
    runs: HASHING,
    request: withBody(
      "/api/me",
      object({ password: fc.oneof(fc.constant("wrong password"), text) }),
    ),
  },
];

// ---------------------------------------------------------------------------------------------
