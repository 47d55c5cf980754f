// Every event the database sends, in one place: its name, the channel it comes on, the payload
// (JSON built by the trigger with json_build_object, read here with zod) and the tables whose
// changes send it. The triggers themselves are SQL (migrations 0005, 0007,
// 0008_events_as_json, 0011_ride_messages, 0021_live_position, 0023_group_link_changes and
// 0029_notification_push_flag; db/schema/ cannot express them); event-catalog.test.ts checks the migrated
// database against this list, trigger by trigger and payload by payload.
import { getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import {
  notifications,
  rideGroupLinks,
  rideMessages,
  ridePassengers,
  ridePositions,
  rides,
  rideWaitlist,
  sessions,
  users,
} from "../db/schema/index.ts";

const rowId = z.number().int().positive();

export const EVENT_CATALOG = {
  /**
   * A ride, who rides it, who waits for it or its group invite link changed: open pages refetch
   * it, shared reads forget it.
   */
  ride: {
    channel: "fcr_events",
    payload: z.object({ kind: z.literal("ride"), rideId: rowId }),
    tables: [rides, ridePassengers, rideWaitlist, rideGroupLinks],
  },
  /**
   * A new notification in a person's inbox: open pages show it, push sends it. `push`: whether
   * the person had a browser subscribed when it was written (nowhere to push it otherwise).
   */
  notification: {
    channel: "fcr_events",
    payload: z.object({
      kind: z.literal("notification"),
      userId: rowId,
      id: rowId,
      push: z.boolean(),
    }),
    tables: [notifications],
  },
  /** A ride's conversation has a new or a removed message: only its members hear it. */
  message: {
    channel: "fcr_events",
    payload: z.object({ kind: z.literal("message"), rideId: rowId, id: rowId }),
    tables: [rideMessages],
  },
  /** The car's position on the day changed: only the ride's members hear it (issue 39). */
  position: {
    channel: "fcr_events",
    payload: z.object({ kind: z.literal("position"), rideId: rowId }),
    tables: [ridePositions],
  },
  /** A user's row changed (roles, verification, profile, password) or went. */
  user: {
    channel: "session_changes",
    payload: z.object({ kind: z.literal("user"), userId: rowId }),
    tables: [users],
  },
  /** A session ended, or was made to end sooner, before it expired. */
  session: {
    channel: "session_changes",
    payload: z.object({ kind: z.literal("session"), tokenHash: z.string().min(1) }),
    tables: [sessions],
  },
} as const satisfies Record<
  string,
  { channel: string; payload: z.ZodObject<{ kind: z.ZodLiteral<string> }>; tables: PgTable[] }
>;

type Catalog = typeof EVENT_CATALOG;
export type EventName = keyof Catalog;
export type Channel = Catalog[EventName]["channel"];
/** The event named `N`, as its payload parses. */
export type EventOf<N extends EventName> = z.infer<Catalog[N]["payload"]>;
/** Every event that comes on `C`. */
export type EventOn<C extends Channel> = {
  [N in EventName]: Catalog[N]["channel"] extends C ? EventOf<N> : never;
}[EventName];

export const EVENT_NAMES = Object.keys(EVENT_CATALOG) as EventName[];

/** The names of the tables whose changes send `name`. */
export const tablesOf = (name: EventName) =>
  EVENT_CATALOG[name].tables.map((table) => getTableName(table));

const channelSchemas = new Map<string, z.ZodType>();
for (const name of EVENT_NAMES) {
  const { channel, payload } = EVENT_CATALOG[name];
  const known = channelSchemas.get(channel);
  channelSchemas.set(channel, known ? z.union([known, payload]) : payload);
}

/** The payload heard on `channel` as its event, or the reason it is not one. */
export function parseEvent<C extends Channel>(
  channel: C,
  payload: string,
): { ok: true; event: EventOn<C> } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return { ok: false, error: "not JSON" };
  }
  const parsed = (channelSchemas.get(channel) as z.ZodType).safeParse(value);
  return parsed.success
    ? { ok: true, event: parsed.data as EventOn<C> }
    : { ok: false, error: parsed.error.message };
}
