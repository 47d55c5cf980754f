// The rows of the authorization matrix (harness.ts): for every API route and every kind of caller,
// the request, the ride it needs and the status the server must answer.
import { createECDH, createHash, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Passenger } from "../../../domain/passenger/passenger-schemas.ts";
import { ridePayloadSchema } from "../../../domain/ride/ride-schemas.ts";
import {
  notifications,
  passwordResetTokens,
  pushMutedKinds,
  pushSubscriptions,
  rideAlerts,
  rideCarReports,
  rideCrossings,
  rideMessages,
  ridePassengers,
  ridePositions,
  rideRatings,
  rideSeries,
  rides,
  rideWaitlist,
} from "../../db/schema/index.ts";
import { crossingRules } from "../../testing/crossing-rules.ts";
import { newRideBody } from "../../testing/rides.ts";
import {
  CALLER_KINDS,
  type CallerKind,
  insertPerson,
  type Person,
  WORLD_PASSWORD,
  type World,
} from "../../testing/security-world.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { newUserBody } from "../../testing/users.ts";

type Status = Record<CallerKind, number>;
const everyone = (status: number): Status =>
  Object.fromEntries(CALLER_KINDS.map((kind) => [kind, status])) as Status;
/** 401 for visitors, `status` for every logged-in caller unless overridden. */
const loggedIn = (status: number, overrides: Partial<Status> = {}): Status => ({
  ...everyone(status),
  visitor: 401,
  ...overrides,
});
/** 401 for visitors, 403 for logged-in callers except those listed. */
const only = (allowed: Partial<Status>): Status => loggedIn(403, allowed);

export type Setup =
  | "none"
  | "open"
  | "sgfc"
  | "full"
  | "past"
  | "assigned"
  | "assignedToVendor"
  | "cancelled"
  | "locked"
  | "departingSoon";

export interface Scenario {
  rideId: number;
  date: string;
  creatorEntryId: number;
  passengerEntryId: number;
}

interface RowContext {
  world: World;
  caller: CallerKind;
  ride: Scenario;
  t: TestApp;
}

export interface Spec {
  route: string;
  variant?: string;
  setup?: Setup;
  request: (
    ctx: RowContext,
  ) => Promise<{ url: string; payload?: object }> | { url: string; payload?: object };
  expect: Status;
  /** An allowed write that must leave the database as it was (it only touches the caller's own). */
  unchanged?: true;
  /** What an allowed answer must show this caller. */
  shows?: (ctx: RowContext, body: unknown) => void;
}

const UNKNOWN_ID = 2_147_483_000;
const MISSING = 2_147_483_001;
/** A Friday-evening departure the planner is asked about. */
const PLANNER_AT = "2026-12-04T18:00:00+08:00";

async function freshPerson(t: TestApp, label: string) {
  return insertPerson(t.db, label);
}

async function issueResetToken(t: TestApp, person: Person) {
  const token = randomBytes(24).toString("base64url");
  await t.db.insert(passwordResetTokens).values({
    tokenHash: createHash("sha256").update(token).digest("hex"),
    userId: person.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/** An unread notification for `userId`, straight in the database. */
async function unreadNotification(t: TestApp, userId: number) {
  const [row] = await t.db
    .insert(notifications)
    .values({ userId, type: "joined", rideId: null, text: "Someone joined your ride" })
    .returning({ id: notifications.id });
  if (!row) throw new Error("no notification inserted");
  return row.id;
}

/** A ride alert of `userId`, straight in the database. */
async function rideAlert(t: TestApp, userId: number) {
  const [row] = await t.db
    .insert(rideAlerts)
    .values({ userId, direction: "SG->FC", days: [1], fromTime: "07:00", toTime: "09:00" })
    .returning({ id: rideAlerts.id });
  if (!row) throw new Error("no alert inserted");
  return row.id;
}

/** A weekly series with no rides yet, of `owner` or of someone new. */
async function rideSeriesOf(t: TestApp, owner: Person | null) {
  const creatorId = owner?.id ?? (await freshPerson(t, "weekly")).id;
  const first = new Date(Date.now() + 86_400_000);
  const [row] = await t.db
    .insert(rideSeries)
    .values({
      creatorId,
      weekdays: [first.getUTCDay()],
      until: first.toISOString().slice(0, 10),
      firstDate: first,
      madeThrough: first,
      template: ridePayloadSchema.parse(newRideBody()),
    })
    .returning({ id: rideSeries.id });
  if (!row) throw new Error("no series inserted");
  return row.id;
}

/** The scenario's ride made the first of a new series of its organizer's; answers the series. */
async function seriesOfRide({ t, ride }: RowContext) {
  const [row] = await t.db
    .select({ creatorId: rides.creatorId })
    .from(rides)
    .where(eq(rides.id, ride.rideId));
  if (!row) throw new Error("no scenario ride");
  const [series] = await t.db
    .insert(rideSeries)
    .values({
      creatorId: row.creatorId,
      weekdays: [new Date(ride.date).getUTCDay()],
      until: ride.date.slice(0, 10),
      firstDate: new Date(ride.date),
      madeThrough: new Date(ride.date),
      template: ridePayloadSchema.parse(newRideBody({ date: ride.date })),
    })
    .returning({ id: rideSeries.id });
  if (!series) throw new Error("no series inserted");
  await t.db.update(rides).set({ seriesId: series.id }).where(eq(rides.id, ride.rideId));
  return series.id;
}

/** A message on the ride, written straight to the database. */
async function insertMessage(t: TestApp, rideId: number, authorId: number) {
  const [row] = await t.db
    .insert(rideMessages)
    .values({ rideId, authorId, text: "Running late" })
    .returning({ id: rideMessages.id });
  if (!row) throw new Error("no message inserted");
  return row.id;
}

const rideEdit = (ctx: RowContext, maxPassengers = 6) =>
  newRideBody({ direction: "FC->SG", date: ctx.ride.date, maxPassengers });

const itsPeople = (status: number) => ({ creator: status, passenger: status, vendor: status });

/**
 * A passenger list with stops and Discord usernames for `insiders`, names and party sizes only
 * for everyone else (decision 003; canSeeContacts).
 */
const passengerDetailsFor =
  (insiders: readonly CallerKind[]) =>
  ({ caller }: RowContext, body: unknown) => {
    const list = body as Passenger[];
    expect(list.length, caller).toBe(2);
    const full = insiders.includes(caller);
    for (const entry of list) {
      expect(entry.passengerCount, caller).toBeGreaterThan(0);
      expect(typeof entry.user.fullName, caller).toBe("string");
      expect("dropoffLocation" in entry, caller).toBe(full);
      expect("discordUsername" in entry.user, caller).toBe(full);
    }
  };

/** A row on the "cancelled" scenario: `path` after the ride's URL, with an optional body. */
function onCancelled(
  route: string,
  path: string,
  expect: Status,
  payload?: (ctx: RowContext) => object,
): Spec {
  return {
    route,
    variant: "cancelled ride",
    setup: "cancelled",
    request: (ctx) => ({
      url: `/api/rides/${ctx.ride.rideId}${path}`,
      ...(payload ? { payload: payload(ctx) } : {}),
    }),
    expect,
  };
}

/** A browser subscription on a known push service; the caller's own when `owner` is given. */
async function pushSubscription(t: TestApp, owner: Person | null) {
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: {
      p256dh: createECDH("prime256v1").generateKeys("base64url"),
      auth: randomBytes(16).toString("base64url"),
    },
  };
  if (owner) {
    await t.db.insert(pushSubscriptions).values({
      userId: owner.id,
      endpoint: subscription.endpoint,
      ...subscription.keys,
    });
  }
  return subscription;
}

/**
 * A ride the world's vendor drove `daysAgo` days ago, with the organizer and the passenger
 * seated: fresh for every caller, since each party rates once.
 */
async function drivenRide(t: TestApp, world: World, daysAgo = 1) {
  const [ride] = await t.db
    .insert(rides)
    .values({
      creatorId: world.creator.id,
      direction: "FC->SG",
      date: new Date(Date.now() - daysAgo * 86_400_000),
      maxPassengers: 4,
      currentPassengers: 2,
      pickupLocation: "Forest City",
      dropoffLocations: [{ location: "Pasir Ris MRT", passengerCount: 1 }],
      status: "assigned",
      vendorId: world.vendor.id,
    })
    .returning();
  if (!ride) throw new Error("no ride");
  await t.db.insert(ridePassengers).values([
    { rideId: ride.id, userId: world.creator.id, dropoffLocation: "Pasir Ris MRT" },
    { rideId: ride.id, userId: world.passenger.id, dropoffLocation: "Bedok MRT" },
  ]);
  return ride.id;
}

/** The passenger's rating of a fresh ride of the world's vendor, reported when asked. */
async function ratingOf(t: TestApp, world: World, reported = false) {
  const rideId = await drivenRide(t, world);
  const [row] = await t.db
    .insert(rideRatings)
    .values({
      rideId,
      vendorId: world.vendor.id,
      raterId: world.passenger.id,
      stars: 2,
      ...(reported ? { reportedAt: new Date(), reportReason: "Rude words" } : {}),
    })
    .returning({ id: rideRatings.id });
  if (!row) throw new Error("no rating inserted");
  return row.id;
}

const RATING = { stars: 4, punctuality: 5, text: "Smooth trip" };
const passengers = (status: number) => ({ creator: status, passenger: status });

const callerOf = ({ world, caller }: RowContext) => (caller === "visitor" ? null : world[caller]);

export const SPECS: Spec[] = [
  { route: "GET /api/health", request: () => ({ url: "/api/health" }), expect: everyone(200) },
  { route: "GET /api/auth/me", request: () => ({ url: "/api/auth/me" }), expect: loggedIn(200) },
  {
    route: "POST /api/register",
    request: () => ({ url: "/api/register", payload: newUserBody() }),
    expect: everyone(201),
  },
  {
    route: "POST /api/login",
    request: ({ world }) => ({
      url: "/api/login",
      payload: { discordUsername: world.rider.discordUsername, password: WORLD_PASSWORD },
    }),
    expect: everyone(200),
  },
  {
    route: "POST /api/login",
    variant: "wrong password",
    request: async ({ t }) => ({
      url: "/api/login",
      payload: {
        discordUsername: (await freshPerson(t, "login")).discordUsername,
        password: "not the password",
      },
    }),
    expect: everyone(401),
  },
  { route: "POST /api/logout", request: () => ({ url: "/api/logout" }), expect: everyone(200) },
  {
    route: "GET /api/auth/discord",
    request: () => ({ url: "/api/auth/discord?next=%2Frides" }),
    expect: everyone(302),
  },
  {
    route: "GET /api/auth/discord",
    variant: "linking",
    request: () => ({ url: "/api/auth/discord?link=1" }),
    expect: loggedIn(302),
  },
  {
    // Without the flow cookie the browser began with: back to the login page, nobody signed in.
    route: "GET /api/auth/discord/callback",
    request: () => ({ url: "/api/auth/discord/callback?state=forged&code=stolen" }),
    expect: everyone(302),
  },
  {
    route: "POST /api/reset-password",
    request: () => ({
      url: "/api/reset-password",
      payload: { currentPassword: WORLD_PASSWORD, newPassword: WORLD_PASSWORD },
    }),
    expect: loggedIn(200),
  },
  {
    route: "POST /api/reset-password",
    variant: "wrong current password",
    request: () => ({
      url: "/api/reset-password",
      payload: { currentPassword: "not the password", newPassword: "a new password" },
    }),
    expect: loggedIn(400),
  },
  // One's own data: the export reads only the caller's; the deletion, refused here (an allowed
  // one would end the world's people: auth/account-routes.test.ts holds those).
  {
    route: "GET /api/me/export",
    request: () => ({ url: "/api/me/export" }),
    expect: loggedIn(200),
    shows: ({ world, caller }, body) => {
      const data = body as { profile: { id: number } };
      if (caller !== "visitor") expect(data.profile.id).toBe(world[caller].id);
      expect(JSON.stringify(body)).not.toContain("passwordHash");
    },
  },
  {
    route: "DELETE /api/me",
    variant: "wrong password",
    request: () => ({ url: "/api/me", payload: { password: "not the password" } }),
    expect: loggedIn(400),
  },
  {
    route: "DELETE /api/me",
    variant: "no password and no recent Discord sign-in",
    request: () => ({ url: "/api/me", payload: {} }),
    expect: loggedIn(403),
  },
  {
    route: "POST /api/request-password-reset",
    request: ({ world }) => ({
      url: "/api/request-password-reset",
      payload: { discordUsername: world.rider.discordUsername },
    }),
    expect: everyone(200),
  },
  {
    route: "GET /api/admin/password-reset-requests",
    request: () => ({ url: "/api/admin/password-reset-requests" }),
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/admin/reset-user-password",
    request: async ({ t }) => ({
      url: "/api/admin/reset-user-password",
      payload: {
        discordUsername: (await freshPerson(t, "victim")).discordUsername,
        newPassword: "set by the admin",
      },
    }),
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/admin/reset-user-password",
    variant: "unknown user",
    request: () => ({
      url: "/api/admin/reset-user-password",
      payload: { discordUsername: "nobody_at_all", newPassword: "set by the admin" },
    }),
    expect: only({ admin: 404 }),
  },
  {
    route: "POST /api/admin/password-reset-tokens",
    request: async ({ t }) => ({
      url: "/api/admin/password-reset-tokens",
      payload: { discordUsername: (await freshPerson(t, "victim")).discordUsername },
    }),
    expect: only({ admin: 201 }),
  },
  {
    route: "POST /api/admin/password-reset-tokens",
    variant: "unknown user",
    request: () => ({
      url: "/api/admin/password-reset-tokens",
      payload: { discordUsername: "nobody_at_all" },
    }),
    expect: only({ admin: 404 }),
  },
  {
    route: "POST /api/complete-password-reset",
    request: async ({ t }) => ({
      url: "/api/complete-password-reset",
      payload: {
        token: await issueResetToken(t, await freshPerson(t, "reset")),
        newPassword: "via the token",
      },
    }),
    expect: everyone(200),
  },
  {
    route: "POST /api/complete-password-reset",
    variant: "made-up token",
    request: () => ({
      url: "/api/complete-password-reset",
      payload: { token: "made-up-token", newPassword: "via the token" },
    }),
    expect: everyone(400),
  },
  {
    route: "PATCH /api/users/:id",
    variant: "the rider's profile",
    request: ({ world }) => ({
      url: `/api/users/${world.rider.id}`,
      payload: { name: `Renamed ${randomBytes(3).toString("hex")}` },
    }),
    expect: only({ rider: 200, admin: 200 }),
  },
  {
    route: "PATCH /api/users/:id",
    variant: "unknown user",
    request: () => ({ url: `/api/users/${UNKNOWN_ID}`, payload: { name: "Nobody" } }),
    expect: only({ admin: 404 }),
  },
  {
    route: "GET /api/rides",
    setup: "open",
    request: () => ({ url: "/api/rides?time=all" }),
    expect: everyone(200),
  },
  {
    route: "GET /api/rides/user/joined",
    request: () => ({ url: "/api/rides/user/joined" }),
    expect: loggedIn(200),
  },
  {
    route: "GET /api/rides/:id",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}` }),
    expect: everyone(200),
  },
  {
    route: "GET /api/rides/:id/calendar.ics",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/calendar.ics` }),
    expect: everyone(200),
  },
  {
    route: "GET /api/rides/:id/calendar.ics",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/calendar.ics` }),
    expect: everyone(404),
  },
  // A ride cancelled once others had joined: its organizer, its passengers and its driver read
  // it, anyone else is told it does not exist; nothing changes it any more.
  onCancelled("GET /api/rides/:id", "", { ...everyone(404), ...itsPeople(200) }),
  onCancelled("GET /api/rides/:id/passengers", "/passengers", loggedIn(404, itsPeople(200))),
  onCancelled("PATCH /api/rides/:id", "", only({ creator: 409 }), rideEdit),
  onCancelled("DELETE /api/rides/:id", "", only({ creator: 409 })),
  onCancelled("POST /api/rides/:id/join", "/join", loggedIn(409, { vendor: 403 }), () => ({
    passengerCount: 1,
    dropoffLocation: "Jurong East",
  })),
  {
    route: "GET /api/rides/:id",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}` }),
    expect: everyone(404),
  },
  {
    route: "POST /api/rides",
    request: () => ({ url: "/api/rides", payload: newRideBody() }),
    expect: loggedIn(201, { vendor: 403 }),
  },
  {
    route: "PATCH /api/rides/:id",
    setup: "open",
    request: (ctx) => ({ url: `/api/rides/${ctx.ride.rideId}`, payload: rideEdit(ctx) }),
    expect: only({ creator: 200 }),
  },
  {
    route: "PATCH /api/rides/:id",
    variant: "a new quote (cost and stop fee)",
    setup: "open",
    request: (ctx) => ({
      url: `/api/rides/${ctx.ride.rideId}`,
      payload: { ...rideEdit(ctx), cost: 120, stopFee: 10 },
    }),
    expect: only({ creator: 200 }),
  },
  {
    route: "PATCH /api/rides/:id",
    variant: "maxPassengers below the passengers aboard",
    setup: "open",
    request: (ctx) => ({ url: `/api/rides/${ctx.ride.rideId}`, payload: rideEdit(ctx, 1) }),
    expect: only({ creator: 400 }),
  },
  {
    route: "PATCH /api/rides/:id",
    variant: "unknown ride",
    setup: "open",
    request: (ctx) => ({ url: `/api/rides/${UNKNOWN_ID}`, payload: rideEdit(ctx) }),
    expect: loggedIn(404),
  },
  {
    route: "DELETE /api/rides/:id",
    variant: "others aboard: cancels it",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}` }),
    expect: only({ creator: 200 }),
  },
  {
    route: "DELETE /api/rides/:id",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}` }),
    expect: loggedIn(404),
  },
  {
    route: "GET /api/rides/:id/passengers",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/passengers` }),
    expect: loggedIn(200),
    shows: passengerDetailsFor(["creator", "passenger"]),
  },
  {
    route: "GET /api/rides/:id/passengers",
    variant: "the caller vendor drives it",
    setup: "assignedToVendor",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/passengers` }),
    expect: loggedIn(200),
    shows: passengerDetailsFor(["creator", "passenger", "vendor"]),
  },
  {
    route: "GET /api/rides/:id/passengers",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/passengers` }),
    expect: loggedIn(404),
  },
  {
    route: "POST /api/rides/:id/join",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/join`,
      payload: { passengerCount: 1, dropoffLocation: "Jurong East" },
    }),
    // Vendors drive rides and do not join them (decideJoin "vendor", issue 15): 403 before any
    // other refusal.
    expect: loggedIn(201, { creator: 409, passenger: 409, vendor: 403 }),
  },
  {
    route: "POST /api/rides/:id/join",
    variant: "full ride",
    setup: "full",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/join`,
      payload: { passengerCount: 1, dropoffLocation: "Jurong East" },
    }),
    expect: loggedIn(409, { vendor: 403 }),
  },
  {
    route: "POST /api/rides/:id/join",
    variant: "past ride",
    setup: "past",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/join`,
      payload: { passengerCount: 1, dropoffLocation: "Jurong East" },
    }),
    expect: loggedIn(400, { vendor: 403 }),
  },
  {
    route: "POST /api/rides/:id/join",
    variant: "unknown ride",
    request: () => ({
      url: `/api/rides/${UNKNOWN_ID}/join`,
      payload: { passengerCount: 1, dropoffLocation: "Jurong East" },
    }),
    expect: loggedIn(404),
  },
  {
    route: "DELETE /api/rides/:id/passengers/:passengerId",
    variant: "a passenger's entry",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}`,
    }),
    expect: only({ creator: 200, passenger: 200 }),
  },
  {
    route: "DELETE /api/rides/:id/passengers/:passengerId",
    variant: "the creator's own entry",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.creatorEntryId}`,
    }),
    expect: only({ creator: 400 }),
  },
  {
    route: "DELETE /api/rides/:id/passengers/:passengerId",
    variant: "past ride",
    setup: "past",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}`,
    }),
    expect: only({ creator: 400, passenger: 400 }),
  },
  {
    route: "DELETE /api/rides/:id/passengers/:passengerId",
    variant: "unknown passenger",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/passengers/${MISSING}` }),
    expect: loggedIn(404),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/sequence",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}/sequence`,
      payload: { sequence: 1 },
    }),
    expect: only({ creator: 200 }),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/sequence",
    variant: "SG->FC ride: its pick-up order (issue 26)",
    setup: "sgfc",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}/sequence`,
      payload: { sequence: 1 },
    }),
    expect: only({ creator: 200 }),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/sequence",
    variant: "the assigned driver sets the order too",
    setup: "assignedToVendor",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}/sequence`,
      payload: { sequence: 1 },
    }),
    expect: only({ creator: 200, vendor: 200 }),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/sequence",
    variant: "locked order",
    setup: "locked",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}/sequence`,
      payload: { sequence: 1 },
    }),
    expect: only({ creator: 409 }),
  },
  {
    route: "POST /api/rides/:id/lockSequence",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/lockSequence` }),
    expect: only({ creator: 200 }),
  },
  {
    route: "POST /api/rides/:id/lockSequence",
    variant: "SG->FC ride: its pick-up order (issue 26)",
    setup: "sgfc",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/lockSequence` }),
    expect: only({ creator: 200 }),
  },
  {
    route: "PATCH /api/rides/:id/stopMinutes",
    setup: "assignedToVendor",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/stopMinutes`,
      payload: { minutes: 15 },
    }),
    expect: only({ creator: 200, vendor: 200 }),
  },
  {
    route: "PATCH /api/rides/:id/stopMinutes",
    variant: "cancelled ride",
    setup: "cancelled",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/stopMinutes`,
      payload: { minutes: 15 },
    }),
    expect: only({ creator: 409, vendor: 409 }),
  },
  {
    route: "POST /api/rides/:id/checkin",
    setup: "departingSoon",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/checkin`,
      payload: { state: "late", minutes: 10 },
    }),
    // Passengers only (the organizer rides as one); the driver and admins are not checked in.
    expect: only({ creator: 200, passenger: 200 }),
  },
  {
    route: "POST /api/rides/:id/checkin",
    variant: "more than two hours before departure",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/checkin`,
      payload: { state: "here" },
    }),
    expect: only({ creator: 409, passenger: 409 }),
  },
  {
    route: "POST /api/rides/:id/checkin",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/checkin`, payload: { state: "here" } }),
    expect: loggedIn(404),
  },
  {
    route: "POST /api/rides/:id/car-report",
    setup: "departingSoon",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/car-report` }),
    // The ride's riders only (the organizer rides as one); not its driver, nor admins.
    expect: only({ creator: 201, passenger: 201 }),
  },
  {
    route: "POST /api/rides/:id/car-report",
    variant: "no car yet, days before departure",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/car-report` }),
    expect: only({ creator: 409, passenger: 409 }),
  },
  {
    route: "POST /api/rides/:id/car-report",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/car-report` }),
    expect: loggedIn(404),
  },
  {
    route: "GET /api/rides/:id/car-report",
    setup: "departingSoon",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/car-report` }),
    // Each caller reads only their own report (none here).
    expect: loggedIn(200),
    shows: ({ caller }, body) => expect(body, caller).toEqual({ reportedAt: null }),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/boarding",
    setup: "departingSoon",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}/boarding`,
      payload: { state: "boarded" },
    }),
    expect: only({ creator: 200, vendor: 200 }),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/boarding",
    variant: "more than two hours before departure",
    setup: "assignedToVendor",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}/boarding`,
      payload: { state: "boarded" },
    }),
    expect: only({ creator: 409, vendor: 409 }),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/boarding",
    variant: "unknown passenger",
    setup: "departingSoon",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${MISSING}/boarding`,
      payload: { state: "boarded" },
    }),
    expect: only({ creator: 404, vendor: 404 }),
  },
  {
    route: "POST /api/rides/:id/waitlist",
    variant: "full ride",
    setup: "full",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/waitlist`,
      payload: { passengerCount: 1, dropoffLocation: "Jurong East" },
    }),
    // Vendors cannot wait either (decideWaitlistJoin "vendor"): a seat from the queue would make
    // one a passenger.
    expect: loggedIn(201, { creator: 409, passenger: 409, vendor: 403 }),
  },
  {
    route: "POST /api/rides/:id/waitlist",
    variant: "seats free: join instead",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/waitlist`,
      payload: { passengerCount: 1, dropoffLocation: "Jurong East" },
    }),
    expect: loggedIn(409, { vendor: 403 }),
  },
  {
    route: "POST /api/rides/:id/waitlist",
    variant: "past ride",
    setup: "past",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/waitlist`,
      payload: { passengerCount: 9, dropoffLocation: "Jurong East" },
    }),
    expect: loggedIn(400, { vendor: 403 }),
  },
  {
    route: "POST /api/rides/:id/waitlist",
    variant: "unknown ride",
    request: () => ({
      url: `/api/rides/${UNKNOWN_ID}/waitlist`,
      payload: { passengerCount: 1, dropoffLocation: "Jurong East" },
    }),
    expect: loggedIn(404),
  },
  {
    route: "DELETE /api/rides/:id/waitlist",
    variant: "the caller waits",
    setup: "full",
    request: async ({ ride, world, caller, t }) => {
      // Those who may wait are put on the waitlist first; the organizer and passenger cannot be.
      if (caller !== "visitor" && caller !== "creator" && caller !== "passenger") {
        await t.db.insert(rideWaitlist).values({
          rideId: ride.rideId,
          userId: world[caller].id,
          passengerCount: 1,
          dropoffLocation: "Jurong East",
        });
      }
      return { url: `/api/rides/${ride.rideId}/waitlist` };
    },
    expect: loggedIn(200, { creator: 404, passenger: 404 }),
  },
  {
    route: "GET /api/rides/:id/waitlist",
    setup: "full",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/waitlist` }),
    expect: only({ creator: 200 }),
  },
  {
    route: "GET /api/rides/:id/waitlist",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/waitlist` }),
    expect: loggedIn(404),
  },
  {
    route: "GET /api/rides/:id/payment",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/payment` }),
    expect: only({ passenger: 200, creator: 400 }),
  },
  {
    route: "GET /api/rides/:id/payments",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/payments` }),
    expect: only({ creator: 200 }),
  },
  {
    route: "GET /api/rides/:id/payments",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/payments` }),
    expect: loggedIn(404),
  },
  {
    route: "GET /api/rides/:id/receipt",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/receipt` }),
    expect: only({ passenger: 200, creator: 200 }),
  },
  {
    route: "GET /api/rides/:id/receipt",
    variant: "naming the passenger's party, the caller vendor driving",
    setup: "assignedToVendor",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/receipt?passengerId=${ride.passengerEntryId}`,
    }),
    expect: only({ passenger: 200, creator: 200, vendor: 200 }),
  },
  {
    route: "GET /api/rides/:id/receipt",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/receipt` }),
    expect: loggedIn(404),
  },
  {
    route: "GET /api/rides/:id/payments.csv",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/payments.csv` }),
    expect: only({ creator: 200 }),
  },
  {
    route: "GET /api/rides/:id/payments.csv",
    variant: "the caller vendor drives it",
    setup: "assignedToVendor",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/payments.csv` }),
    expect: only({ creator: 200, vendor: 200 }),
  },
  {
    route: "GET /api/rides/:id/payments.csv",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/payments.csv` }),
    expect: loggedIn(404),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/payment",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}/payment`,
      payload: { paid: true },
    }),
    expect: only({ creator: 200 }),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/payment",
    variant: "a partial payment in cents",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}/payment`,
      payload: { paidCents: 1000 },
    }),
    expect: only({ creator: 200 }),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/payment",
    variant: "paidCents not a whole number of cents",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}/payment`,
      payload: { paidCents: 10.5 },
    }),
    // The body is checked before the caller.
    expect: everyone(400),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/payment",
    variant: "past ride",
    setup: "past",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.passengerEntryId}/payment`,
      payload: { paid: true },
    }),
    expect: only({ creator: 200 }),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/payment",
    variant: "the organizer's own entry",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${ride.creatorEntryId}/payment`,
      payload: { paid: true },
    }),
    expect: only({ creator: 400 }),
  },
  {
    route: "PATCH /api/rides/:id/passengers/:passengerId/payment",
    variant: "unknown passenger",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/passengers/${MISSING}/payment`,
      payload: { paid: true },
    }),
    expect: loggedIn(404),
  },
  {
    route: "GET /api/rides/:id/messages",
    setup: "assignedToVendor",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/messages` }),
    // The conversation is its members' (issue 26): not even admins read it.
    expect: only(itsPeople(200)),
  },
  {
    route: "GET /api/rides/:id/messages",
    variant: "another vendor drives",
    setup: "assigned",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/messages` }),
    expect: only({ creator: 200, passenger: 200 }),
  },
  {
    route: "GET /api/rides/:id/messages",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/messages` }),
    expect: loggedIn(404),
  },
  {
    route: "POST /api/rides/:id/messages",
    setup: "assignedToVendor",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/messages`,
      payload: { text: "At exit B" },
    }),
    expect: only(itsPeople(201)),
  },
  {
    route: "POST /api/rides/:id/messages",
    variant: "a quick message",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/messages`,
      payload: { quick: "late", minutes: 5 },
    }),
    expect: only({ creator: 201, passenger: 201 }),
  },
  {
    route: "POST /api/rides/:id/messages",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/messages`, payload: { text: "hi" } }),
    expect: loggedIn(404),
  },
  {
    route: "DELETE /api/rides/:id/messages/:messageId",
    setup: "assignedToVendor",
    request: async ({ ride, t, world }) => ({
      url: `/api/rides/${ride.rideId}/messages/${await insertMessage(t, ride.rideId, world.passenger.id)}`,
    }),
    expect: only({ creator: 200 }),
  },
  {
    route: "DELETE /api/rides/:id/messages/:messageId",
    variant: "unknown message",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/messages/${MISSING}` }),
    expect: only({ creator: 404 }),
  },
  {
    route: "POST /api/rides/:id/messages/:messageId/report",
    setup: "assignedToVendor",
    request: async ({ ride, t, world }) => ({
      url: `/api/rides/${ride.rideId}/messages/${await insertMessage(t, ride.rideId, world.creator.id)}/report`,
    }),
    expect: only(itsPeople(200)),
  },
  {
    route: "POST /api/rides/:id/messages/:messageId/report",
    variant: "unknown message",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/messages/${MISSING}/report` }),
    expect: only({ creator: 404, passenger: 404 }),
  },
  {
    route: "GET /api/messages/unread",
    request: () => ({ url: "/api/messages/unread" }),
    expect: loggedIn(200),
  },
  {
    route: "GET /api/rides/:id/groupLink",
    setup: "assignedToVendor",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/groupLink` }),
    // Like the conversation, the invite link is its members' alone (issue 26).
    expect: only(itsPeople(200)),
  },
  {
    route: "GET /api/rides/:id/groupLink",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/groupLink` }),
    expect: loggedIn(404),
  },
  {
    route: "PUT /api/rides/:id/groupLink",
    setup: "assignedToVendor",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/groupLink`,
      payload: { url: "https://chat.whatsapp.com/AbC123" },
    }),
    expect: only({ creator: 200 }),
  },
  {
    route: "PUT /api/rides/:id/groupLink",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/groupLink`, payload: { url: null } }),
    expect: loggedIn(404),
  },
  {
    route: "GET /api/admin/message-reports",
    request: () => ({ url: "/api/admin/message-reports" }),
    expect: only({ admin: 200 }),
  },
  {
    route: "GET /api/vendor/rides",
    request: () => ({ url: "/api/vendor/rides" }),
    expect: only({ vendor: 200 }),
  },
  {
    route: "GET /api/vendor/rides.csv",
    request: () => ({ url: "/api/vendor/rides.csv?from=2026-01-01&to=2026-12-31" }),
    expect: only({ vendor: 200 }),
  },
  {
    route: "GET /api/vendor/rides.csv",
    variant: "to before from",
    request: () => ({ url: "/api/vendor/rides.csv?from=2026-12-31&to=2026-01-01" }),
    // The query is checked before the caller.
    expect: everyone(400),
  },
  {
    route: "POST /api/rides/:id/assign",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/assign` }),
    expect: only({ vendor: 200 }),
  },
  {
    route: "POST /api/rides/:id/assign",
    variant: "already assigned",
    setup: "assigned",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/assign` }),
    expect: only({ vendor: 409 }),
  },
  {
    route: "POST /api/rides/:id/assign",
    variant: "past ride",
    setup: "past",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/assign` }),
    expect: only({ vendor: 400 }),
  },
  {
    route: "POST /api/rides/:id/assign",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/assign` }),
    expect: only({ vendor: 404 }),
  },
  {
    route: "POST /api/rides/:id/release",
    setup: "assignedToVendor",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/release` }),
    expect: only({ vendor: 200 }),
  },
  {
    route: "POST /api/rides/:id/release",
    variant: "another vendor's ride",
    setup: "assigned",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/release` }),
    expect: only({}),
  },
  {
    route: "POST /api/rides/:id/unassign",
    setup: "assigned",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/unassign` }),
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/rides/:id/unassign",
    variant: "open ride",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/unassign` }),
    expect: only({ admin: 409 }),
  },
  {
    route: "GET /api/admin/vendors",
    request: () => ({ url: "/api/admin/vendors?status=pending" }),
    expect: only({ admin: 200 }),
  },
  {
    route: "GET /api/admin/car-reports",
    request: () => ({ url: "/api/admin/car-reports" }),
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/admin/car-reports/:id/handled",
    setup: "departingSoon",
    request: async ({ t, ride, world }) => {
      const [report] = await t.db
        .insert(rideCarReports)
        .values({ rideId: ride.rideId, reporterId: world.passenger.id, plate: "SH 1234 A" })
        .returning({ id: rideCarReports.id });
      return { url: `/api/admin/car-reports/${report?.id}/handled` };
    },
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/admin/car-reports/:id/handled",
    variant: "unknown report",
    request: () => ({ url: `/api/admin/car-reports/${UNKNOWN_ID}/handled` }),
    expect: only({ admin: 404 }),
  },
  {
    route: "GET /api/admin/account-changes",
    request: () => ({ url: "/api/admin/account-changes" }),
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/admin/vendors/:id/verify",
    request: async ({ t }) => {
      const pending = await insertPerson(t.db, "pending", { isVendor: true });
      return {
        url: `/api/admin/vendors/${pending.id}/verify`,
        payload: { licenceType: "licensed_charter", licenceNumber: "LC-1" },
      };
    },
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/admin/vendors/:id/revoke",
    request: async ({ t }) => {
      const verified = await insertPerson(t.db, "verified", {
        isVendor: true,
        vendorVerified: true,
      });
      return { url: `/api/admin/vendors/${verified.id}/revoke` };
    },
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/rides/:id/rating",
    variant: "a completed ride",
    request: async ({ t, world }) => ({
      url: `/api/rides/${await drivenRide(t, world)}/rating`,
      payload: RATING,
    }),
    expect: only(passengers(201)),
  },
  {
    route: "POST /api/rides/:id/rating",
    variant: "rated already",
    request: async ({ t, world, caller }) => {
      const rideId = await drivenRide(t, world);
      if (caller === "creator" || caller === "passenger") {
        await t.db
          .insert(rideRatings)
          .values({ rideId, vendorId: world.vendor.id, raterId: world[caller].id, stars: 5 });
      }
      return { url: `/api/rides/${rideId}/rating`, payload: RATING };
    },
    expect: only(passengers(409)),
  },
  {
    route: "POST /api/rides/:id/rating",
    variant: "15 days after the ride",
    request: async ({ t, world }) => ({
      url: `/api/rides/${await drivenRide(t, world, 15)}/rating`,
      payload: RATING,
    }),
    expect: only(passengers(409)),
  },
  {
    route: "POST /api/rides/:id/rating",
    variant: "before the ride",
    setup: "assignedToVendor",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/rating`, payload: RATING }),
    expect: only(passengers(409)),
  },
  {
    route: "POST /api/rides/:id/rating",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/rating`, payload: RATING }),
    expect: loggedIn(404),
  },
  {
    route: "GET /api/rides/:id/rating",
    request: async ({ t, world }) => ({ url: `/api/rides/${await drivenRide(t, world)}/rating` }),
    expect: loggedIn(200),
    shows: ({ caller }, body) => {
      const canRate = caller === "creator" || caller === "passenger";
      expect((body as { canRate: boolean }).canRate, caller).toBe(canRate);
    },
  },
  {
    route: "GET /api/vendors/:id/ratings",
    request: ({ world }) => ({ url: `/api/vendors/${world.vendor.id}/ratings` }),
    expect: loggedIn(200),
    shows: ({ caller }, body) => {
      for (const item of (body as { items: object[] }).items) {
        expect(item, caller).not.toHaveProperty("raterId");
      }
    },
  },
  {
    route: "GET /api/vendors/:id/ratings",
    variant: "not a vendor",
    request: ({ world }) => ({ url: `/api/vendors/${world.rider.id}/ratings` }),
    expect: loggedIn(404),
  },
  {
    route: "POST /api/ratings/:id/reply",
    request: async ({ t, world }) => ({
      url: `/api/ratings/${await ratingOf(t, world)}/reply`,
      payload: { text: "Sorry about the wait" },
    }),
    expect: only({ vendor: 200 }),
  },
  {
    route: "POST /api/ratings/:id/report",
    request: async ({ t, world }) => ({
      url: `/api/ratings/${await ratingOf(t, world)}/report`,
      payload: { reason: "Not about the ride" },
    }),
    expect: loggedIn(200),
  },
  {
    route: "GET /api/admin/ratings/reported",
    request: () => ({ url: "/api/admin/ratings/reported" }),
    expect: only({ admin: 200 }),
  },
  {
    route: "DELETE /api/admin/ratings/:id",
    variant: "a reported rating",
    request: async ({ t, world }) => ({
      url: `/api/admin/ratings/${await ratingOf(t, world, true)}`,
    }),
    expect: only({ admin: 200 }),
  },
  {
    route: "DELETE /api/admin/ratings/:id",
    variant: "a rating nobody reported",
    request: async ({ t, world }) => ({ url: `/api/admin/ratings/${await ratingOf(t, world)}` }),
    expect: only({ admin: 409 }),
  },
  {
    route: "GET /api/notifications",
    request: () => ({ url: "/api/notifications?limit=5" }),
    expect: loggedIn(200),
  },
  {
    route: "POST /api/notifications/read",
    variant: "all of one's own",
    request: async ({ t, world, caller }) => {
      if (caller !== "visitor") await unreadNotification(t, world[caller].id);
      return { url: "/api/notifications/read", payload: {} };
    },
    expect: loggedIn(200),
  },
  {
    route: "POST /api/notifications/read",
    variant: "someone else's",
    request: async ({ t }) => ({
      url: "/api/notifications/read",
      payload: { ids: [await unreadNotification(t, (await freshPerson(t, "inbox")).id)] },
    }),
    expect: loggedIn(200),
    unchanged: true,
  },
  {
    route: "GET /api/events",
    request: () => ({ url: "/api/events" }),
    expect: loggedIn(200),
  },
  {
    route: "GET /api/events",
    variant: "looking at a ride",
    setup: "open",
    request: ({ ride }) => ({ url: `/api/events?ride=${ride.rideId}` }),
    expect: loggedIn(200),
  },
  { route: "GET /api/stats", request: () => ({ url: "/api/stats" }), expect: everyone(200) },
  { route: "GET /api/push/key", request: () => ({ url: "/api/push/key" }), expect: everyone(200) },
  {
    route: "POST /api/push/subscriptions",
    request: async ({ t }) => ({
      url: "/api/push/subscriptions",
      payload: await pushSubscription(t, null),
    }),
    expect: loggedIn(201),
  },
  {
    route: "DELETE /api/push/subscriptions",
    request: async (ctx) => {
      const { endpoint } = await pushSubscription(ctx.t, callerOf(ctx));
      return { url: "/api/push/subscriptions", payload: { endpoint } };
    },
    expect: loggedIn(200),
  },
  {
    route: "GET /api/push/preferences",
    request: () => ({ url: "/api/push/preferences" }),
    expect: loggedIn(200),
  },
  {
    route: "PUT /api/push/preferences",
    request: async (ctx) => {
      const person = callerOf(ctx);
      if (person) await ctx.t.db.delete(pushMutedKinds).where(eq(pushMutedKinds.userId, person.id));
      return { url: "/api/push/preferences", payload: { push: { joined: false } } };
    },
    expect: loggedIn(200),
  },
  { route: "GET /api/alerts", request: () => ({ url: "/api/alerts" }), expect: loggedIn(200) },
  {
    route: "POST /api/alerts",
    request: () => ({
      url: "/api/alerts",
      payload: { direction: "SG->FC", days: [1, 5], from: "07:00", to: "09:00" },
    }),
    expect: loggedIn(201),
  },
  {
    route: "DELETE /api/alerts/:id",
    variant: "one's own",
    request: async (ctx) => {
      const person = callerOf(ctx);
      return { url: `/api/alerts/${person ? await rideAlert(ctx.t, person.id) : MISSING}` };
    },
    expect: loggedIn(200),
  },
  {
    route: "DELETE /api/alerts/:id",
    variant: "someone else's",
    request: async ({ t }) => ({
      url: `/api/alerts/${await rideAlert(t, (await freshPerson(t, "watcher")).id)}`,
    }),
    expect: loggedIn(404),
  },
  {
    route: "GET /api/ride-series/:id",
    request: async ({ t }) => ({ url: `/api/ride-series/${await rideSeriesOf(t, null)}` }),
    expect: everyone(200),
  },
  {
    route: "DELETE /api/ride-series/:id",
    variant: "one's own",
    request: async (ctx) => {
      const person = callerOf(ctx);
      return { url: `/api/ride-series/${person ? await rideSeriesOf(ctx.t, person) : MISSING}` };
    },
    expect: loggedIn(200),
  },
  {
    route: "PATCH /api/ride-series/:id",
    setup: "open",
    request: async (ctx) => ({
      url: `/api/ride-series/${await seriesOfRide(ctx)}`,
      payload: { ...rideEdit(ctx), from: ctx.ride.rideId },
    }),
    expect: only({ creator: 200 }),
  },
  {
    route: "PATCH /api/ride-series/:id",
    variant: "a ride of another series",
    setup: "open",
    request: async (ctx) => ({
      url: `/api/ride-series/${await rideSeriesOf(ctx.t, callerOf(ctx))}`,
      payload: { ...rideEdit(ctx), from: ctx.ride.rideId },
    }),
    expect: loggedIn(400),
  },
  {
    route: "DELETE /api/ride-series/:id",
    variant: "someone else's",
    request: async ({ t }) => ({ url: `/api/ride-series/${await rideSeriesOf(t, null)}` }),
    expect: loggedIn(403),
  },
  { route: "GET /api/config", request: () => ({ url: "/api/config" }), expect: everyone(200) },
  {
    route: "GET /api/crossing-rules",
    request: () => ({ url: "/api/crossing-rules" }),
    expect: everyone(200),
  },
  {
    route: "PUT /api/admin/crossing-rules",
    request: () => ({ url: "/api/admin/crossing-rules", payload: { rules: crossingRules() } }),
    expect: only({ admin: 200 }),
  },
  {
    route: "GET /api/admin/crossing-rules/history",
    request: () => ({ url: "/api/admin/crossing-rules/history" }),
    expect: only({ admin: 200 }),
  },
  {
    route: "GET /api/planner",
    request: () => ({
      url: `/api/planner?direction=SG-%3EFC&at=${encodeURIComponent(PLANNER_AT)}`,
    }),
    expect: everyone(200),
  },
  // Read from a closed local port in tests: answered stale, never from the internet.
  {
    route: "GET /api/border/cameras",
    request: () => ({ url: "/api/border/cameras" }),
    expect: everyone(200),
  },
  // The car on the day (issue 39).
  {
    route: "POST /api/rides/:id/position",
    setup: "departingSoon",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/position`,
      payload: { lat: 1.3331, lng: 103.7422 },
    }),
    expect: only({ vendor: 200 }),
  },
  {
    route: "POST /api/rides/:id/position",
    variant: "more than an hour before departure",
    setup: "assignedToVendor",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/position`,
      payload: { lat: 1.3331, lng: 103.7422 },
    }),
    expect: only({ vendor: 409 }),
  },
  {
    route: "POST /api/rides/:id/position",
    variant: "unknown ride",
    request: () => ({
      url: `/api/rides/${UNKNOWN_ID}/position`,
      payload: { lat: 1.3331, lng: 103.7422 },
    }),
    expect: loggedIn(404),
  },
  {
    route: "GET /api/rides/:id/position",
    setup: "departingSoon",
    request: async ({ ride, t }) => {
      await t.db
        .insert(ridePositions)
        .values({ rideId: ride.rideId, lat: 1.3331, lng: 103.7422, at: new Date() });
      return { url: `/api/rides/${ride.rideId}/position` };
    },
    // Where the car is is its people's: not even admins see it.
    expect: only(itsPeople(200)),
  },
  {
    route: "GET /api/rides/:id/position",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/position` }),
    expect: loggedIn(404),
  },
  {
    route: "POST /api/rides/:id/crossing",
    setup: "departingSoon",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/crossing`,
      payload: { event: "arrived", checkpoint: "Tuas" },
    }),
    expect: only({ vendor: 200 }),
  },
  {
    route: "POST /api/rides/:id/crossing",
    variant: "no vendor, days before departure",
    setup: "open",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/crossing`,
      payload: { event: "arrived", checkpoint: "Tuas" },
    }),
    expect: only({ creator: 409 }),
  },
  {
    route: "POST /api/rides/:id/crossing",
    variant: "unknown ride",
    request: () => ({
      url: `/api/rides/${UNKNOWN_ID}/crossing`,
      payload: { event: "arrived", checkpoint: "Tuas" },
    }),
    expect: loggedIn(404),
  },
  {
    route: "POST /api/rides/:id/position",
    variant: "a cancelled ride",
    setup: "cancelled",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/position`,
      payload: { lat: 1.3331, lng: 103.7422 },
    }),
    expect: only({ vendor: 409 }),
  },
  {
    route: "GET /api/rides/:id/position",
    variant: "none shared yet",
    setup: "departingSoon",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/position` }),
    expect: only(itsPeople(404)),
  },
  {
    route: "POST /api/rides/:id/crossing",
    variant: "a cancelled ride",
    setup: "cancelled",
    request: ({ ride }) => ({
      url: `/api/rides/${ride.rideId}/crossing`,
      payload: { event: "arrived", checkpoint: "Tuas" },
    }),
    expect: only({ vendor: 409 }),
  },
  // The taps are read back by the one who taps them: not the ride's other people, not admins.
  {
    route: "GET /api/rides/:id/crossing",
    setup: "departingSoon",
    request: async ({ ride, t }) => {
      await t.db.insert(rideCrossings).values({
        rideId: ride.rideId,
        checkpoint: "Tuas",
        direction: "FC->SG",
        arrivedAt: new Date(),
      });
      return { url: `/api/rides/${ride.rideId}/crossing` };
    },
    expect: only({ vendor: 200 }),
    shows: (_ctx, body) => expect(body).toMatchObject({ checkpoint: "Tuas", clearedAt: null }),
  },
  {
    route: "GET /api/rides/:id/crossing",
    variant: "no vendor: the organizer's taps",
    setup: "open",
    request: async ({ ride, t }) => {
      await t.db.insert(rideCrossings).values({
        rideId: ride.rideId,
        checkpoint: "Woodlands",
        direction: "FC->SG",
        clearedAt: new Date(),
      });
      return { url: `/api/rides/${ride.rideId}/crossing` };
    },
    expect: only({ creator: 200 }),
  },
  {
    route: "GET /api/rides/:id/crossing",
    variant: "not tapped yet",
    setup: "departingSoon",
    request: ({ ride }) => ({ url: `/api/rides/${ride.rideId}/crossing` }),
    expect: only({ vendor: 404 }),
  },
  {
    route: "GET /api/rides/:id/crossing",
    variant: "unknown ride",
    request: () => ({ url: `/api/rides/${UNKNOWN_ID}/crossing` }),
    expect: loggedIn(404),
  },
  // The API reference: public, read-only.
  {
    route: "GET /api/openapi.json",
    request: () => ({ url: "/api/openapi.json" }),
    expect: everyone(200),
  },
  { route: "GET /api/docs", request: () => ({ url: "/api/docs" }), expect: everyone(200) },
  {
    route: "GET /api/docs/json",
    request: () => ({ url: "/api/docs/json" }),
    expect: everyone(200),
  },
  {
    route: "GET /api/docs/yaml",
    request: () => ({ url: "/api/docs/yaml" }),
    expect: everyone(200),
  },
  {
    route: "GET /api/docs/static/index.html",
    request: () => ({ url: "/api/docs/static/index.html" }),
    expect: everyone(302),
  },
  {
    route: "GET /api/docs/static/swagger-initializer.js",
    request: () => ({ url: "/api/docs/static/swagger-initializer.js" }),
    expect: everyone(200),
  },
  {
    route: "GET /api/docs/static/*",
    request: () => ({ url: "/api/docs/static/swagger-ui.css" }),
    expect: everyone(200),
  },
];
