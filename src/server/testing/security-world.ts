import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { hashPassword } from "../auth/password.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { ResponseAudit } from "./response-audit.ts";
import { newSessionCookie } from "./users.ts";

/** Everyone in the security suites has this password (hashed once per file). */
export const WORLD_PASSWORD = "correct horse battery";
let worldHash: Promise<string> | undefined;
const passwordHash = () => {
  worldHash ??= hashPassword(WORLD_PASSWORD);
  return worldHash;
};

/** The kinds of caller the authorization matrix knows. */
export const CALLER_KINDS = [
  "visitor",
  "rider",
  "creator",
  "passenger",
  "otherRider",
  "vendor",
  "admin",
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export interface Contacts {
  whatsappNumber: string;
  malaysianNumber: string;
  revolutUsername: string;
}

/** A user written straight to the database, with distinctive contact values and a session. */
export interface Person {
  id: number;
  discordUsername: string;
  isVendor: boolean;
  isAdmin: boolean;
  contacts: Contacts;
  cookie: string;
}

let counter = 0;

type VehicleColumns = Pick<
  typeof users.$inferInsert,
  | "vendorLicenceType"
  | "vendorLicenceNumber"
  | "vendorRegistration"
  | "vendorPermitExpires"
  | "vendorPlate"
>;

/** A Singapore cross-border taxi whose permit lasts well past any test's rides (issue 37). */
export const VALID_VEHICLE: VehicleColumns = {
  vendorLicenceType: "cross_border_taxi",
  vendorLicenceNumber: "CBT-TEST",
  vendorRegistration: "SG",
  vendorPermitExpires: "2099-12-31",
  vendorPlate: "SH 1234 A",
};

export async function insertPerson(
  db: Db,
  label: string,
  options: {
    isVendor?: boolean;
    isAdmin?: boolean;
    vendorVerified?: boolean;
    /** The verified vendor's vehicle; a Singapore cross-border taxi unless told. */
    vehicle?: Partial<VehicleColumns>;
  } = {},
): Promise<Person> {
  counter += 1;
  const tag = `${label}${counter}x${randomBytes(4).toString("hex")}`;
  // Values no other field or message could contain by chance, so a scan can find them.
  const contacts: Contacts = {
    whatsappNumber: `WA-${tag}`,
    malaysianNumber: `MY-${tag}`,
    revolutUsername: `RV-${tag}`,
  };
  const isVendor = options.isVendor ?? false;
  const [row] = await db
    .insert(users)
    .values({
      discordUsername: `sec_${tag}`,
      passwordHash: await passwordHash(),
      name: `Name ${tag}`,
      ...contacts,
      isVendor,
      isAdmin: options.isAdmin ?? false,
      vendorVerifiedAt: isVendor && options.vendorVerified ? new Date() : null,
      ...(isVendor && options.vendorVerified ? { ...VALID_VEHICLE, ...options.vehicle } : {}),
      companyName: isVendor ? `Company ${tag}` : null,
      driverDetails: isVendor
        ? { name: `Driver ${tag}`, contact: `+60${counter}`, carNumber: `JHB ${counter}` }
        : null,
    })
    .returning();
  if (!row) throw new Error("no user inserted");
  return {
    id: row.id,
    discordUsername: row.discordUsername,
    isVendor,
    isAdmin: row.isAdmin,
    contacts,
    cookie: await newSessionCookie(db, row.id),
  };
}

/** One person of every logged-in kind. */
export type World = Record<Exclude<CallerKind, "visitor">, Person>;

export async function createWorld(db: Db): Promise<World> {
  return {
    rider: await insertPerson(db, "rider"),
    creator: await insertPerson(db, "creator"),
    passenger: await insertPerson(db, "passenger"),
    otherRider: await insertPerson(db, "other"),
    vendor: await insertPerson(db, "vendor", { isVendor: true, vendorVerified: true }),
    admin: await insertPerson(db, "admin", { isAdmin: true }),
  };
}

/**
 * The world and one more verified vendor, with an audit watching every answer to any of them:
 * the set-up of the suites that check who may do and see what.
 */
export async function createAuditedWorld(db: Db, secondVendorName: string) {
  const world = await createWorld(db);
  // A Malaysian taxi: the suites' assigned rides leave Forest City (issue 37).
  const vendor = await insertPerson(db, secondVendorName, {
    isVendor: true,
    vendorVerified: true,
    vehicle: { vendorRegistration: "MY" },
  });
  const audit = new ResponseAudit(db);
  audit.watch(...Object.values(world), vendor);
  return { world, vendor, audit };
}

/** `inject` with the person's cookie (none for a visitor). */
export function injectAs(
  app: FastifyInstance,
  cookie: string | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const withCookie = { ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } };
  return isEventStream(options) ? injectStreamStart(app, withCookie) : app.inject(withCookie);
}

/** GET /api/events answers a stream that never ends by itself. */
const isEventStream = (options: InjectOptions) =>
  (options.method ?? "GET") === "GET" &&
  new URL(String(options.url), "http://app").pathname === "/api/events";

/**
 * A stream's answer as far as its first chunk, then the reader hangs up as a closed page would;
 * a refusal (any status but 200) is read whole, as any other answer.
 */
async function injectStreamStart(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = "";
  if (response.statusCode === 200) {
    const [first] = (await once(stream, "data")) as [Buffer];
    body = first.toString();
    response.raw.res.destroy();
  } else {
    for await (const chunk of stream) body += String(chunk);
  }
  return Object.assign(response, { body, payload: body, json: () => JSON.parse(body) });
}

const TABLE_NAMES = [
  "users",
  "sessions",
  "password_reset_requests",
  "password_reset_tokens",
  "driver_contacts",
  "rides",
  "ride_passengers",
  "ride_waitlist",
  "vendor_events",
  "notifications",
  "push_keys",
  "push_subscriptions",
  "push_muted_kinds",
  "sent_reminders",
  "ride_alerts",
  "ride_alert_notices",
  "ride_series",
  "ride_messages",
  "message_reports",
  "ride_ratings",
  "ride_group_links",
  "ride_positions",
  "ride_crossings",
  "ride_arrival_notices",
  "crossing_rule_sets",
  "ride_car_reports",
  "carriage_notices",
  // ride_message_reads is left out: a member's read position is moved by reading the messages.
] as const;
/** What each table's digest reads, when not the whole table. */
const TABLE_ROWS: Partial<Record<(typeof TABLE_NAMES)[number], string>> = {
  // pushed_at is set by the push sender after the request has answered (src/server/push).
  notifications:
    "(select id, user_id, type, ride_id, text, created_at, read_at from notifications)",
};

/** The databases that hold the fingerprint function (fingerprintFunction). */
const fingerprinted = new WeakSet<Db>();

/**
 * A function that reads one digest per table. A whole table's is its row count and its newest row
 * version (xmin): an insert or an update, even to the same values, writes a version newer than any
 * before it, a delete alone lowers the count, and a rolled-back write leaves neither. A table read
 * in part (TABLE_ROWS) sums its rows' hashes instead. PL/pgSQL keeps the query's plan for the
 * session: planning took four fifths of each read, and the fuzzers read it thousands of times.
 */
const fingerprintFunction = () => {
  const columns = TABLE_NAMES.map((name) => {
    const part = TABLE_ROWS[name];
    const digest = part
      ? `(select count(*) || ':' || coalesce(sum(hashtext(t::text)), 0) from ${part} t)`
      : `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${name})`;
    return `${digest} as ${name}`;
  }).join(", ");
  return `create or replace function test_fingerprint() returns jsonb language plpgsql as $$
    declare digests jsonb;
    begin
      select to_jsonb(row) into digests from (select ${columns}) row;
      return digests;
    end $$`;
};

/** Equal fingerprints before and after a request prove it changed nothing. */
export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  if (!fingerprinted.has(db)) {
    await db.execute(sql.raw(fingerprintFunction()));
    fingerprinted.add(db);
  }
  const result = await db.execute(sql.raw("select test_fingerprint() as digests"));
  const [row] = (result as unknown as { rows: { digests: Record<string, string> }[] }).rows;
  if (!row) throw new Error("fingerprint query answered nothing");
  return row.digests;
}

/** The names of the tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return TABLE_NAMES.filter((name) => before[name] !== after[name]);
}
