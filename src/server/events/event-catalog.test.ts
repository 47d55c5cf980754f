// The event catalog against the migrated database: every table it names (and so every table a
// shared read depends on: plugins/shared-reads.test.ts) has its trigger and no other table notifies; each trigger, fired by a
// real change, sends what the catalog's schema parses, with the ids of the rows changed; and what
// does not parse is logged and dropped while the app keeps hearing the rest.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenerOf } from "../db/client.ts";
import {
  notifications,
  pushSubscriptions,
  rideGroupLinks,
  rideMessages,
  ridePassengers,
  ridePositions,
  rides,
  rideWaitlist,
  sessions,
  users,
} from "../db/schema/index.ts";
import { eventLog } from "../testing/event-log.ts";
import { loggedApp } from "../testing/logged-app.ts";
import { createRide } from "../testing/rides.ts";
import { testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import {
  type Channel,
  EVENT_CATALOG,
  EVENT_NAMES,
  type EventName,
  type EventOn,
  parseEvent,
  tablesOf,
} from "./event-catalog.ts";

const t = testAppForSuite();

interface NotifyingTrigger {
  table: string;
  trigger: string;
  source: string;
}

/** The triggers whose function calls pg_notify, from pg_trigger and pg_proc. */
async function notifyingTriggers() {
  const result = await t.db.execute(sql`
    select c.relname as "table", tg.tgname as "trigger", p.prosrc as "source"
      from pg_trigger tg
      join pg_class c on c.oid = tg.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = tg.tgfoid
     where not tg.tgisinternal and n.nspname = current_schema() and p.prosrc like '%pg_notify%'`);
  return (result as unknown as { rows: NotifyingTrigger[] }).rows;
}

/** What `change` sends on `channel` once it commits, and the event it says it must send. */
async function heardDuring(channel: Channel, change: Change) {
  await listenerOf(t.db).caughtUp();
  const heard = eventLog<string>();
  const listening = await listenerOf(t.db).listen(channel, { payload: heard.push });
  try {
    const expected = await change();
    await listenerOf(t.db).caughtUp();
    return { heard: heard.items, expected };
  } finally {
    await listening.close();
  }
}

/** A ride made through the app by a new organizer. */
const newRide = async () => createRide(t.app, (await registerUser(t.app)).cookie);

/** A change to a row, made behind the app's back; resolves to the event it must send. */
type Change = () => Promise<object>;

/**
 * For each table the catalog names, a row made through the app and a change to it. A table added
 * to the catalog without a line here fails the test below.
 */
const changeOf: Record<string, () => Promise<Change>> = {
  rides: async () => {
    const ride = await newRide();
    return async () => {
      await t.db
        .update(rides)
        .set({ pickupLocation: "Woodlands MRT" })
        .where(eq(rides.id, ride.id));
      return { kind: "ride", rideId: ride.id };
    };
  },
  ride_passengers: async () => {
    const ride = await newRide();
    return async () => {
      await t.db
        .update(ridePassengers)
        .set({ dropoffLocation: "Jurong East MRT" })
        .where(eq(ridePassengers.rideId, ride.id));
      return { kind: "ride", rideId: ride.id };
    };
  },
  ride_waitlist: async () => {
    const ride = await newRide();
    const waiting = await registerUser(t.app);
    return async () => {
      await t.db.insert(rideWaitlist).values({
        rideId: ride.id,
        userId: waiting.user.id,
        dropoffLocation: "Tampines Mall",
        passengerCount: 1,
      });
      return { kind: "ride", rideId: ride.id };
    };
  },
  ride_group_links: async () => {
    const ride = await newRide();
    return async () => {
      await t.db
        .insert(rideGroupLinks)
        .values({ rideId: ride.id, url: "https://chat.whatsapp.com/AbC" });
      return { kind: "ride", rideId: ride.id };
    };
  },
  notifications: async () => {
    const reader = await registerUser(t.app);
    return async () => {
      const [row] = await t.db
        .insert(notifications)
        .values({ userId: reader.user.id, type: "joined", rideId: null, text: "Ann joined" })
        .returning({ id: notifications.id });
      return { kind: "notification", userId: reader.user.id, id: row?.id, push: false };
    };
  },
  ride_messages: async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    return async () => {
      const [row] = await t.db
        .insert(rideMessages)
        .values({ rideId: ride.id, authorId: organizer.user.id, text: "At exit B" })
        .returning({ id: rideMessages.id });
      return { kind: "message", rideId: ride.id, id: row?.id };
    };
  },
  ride_positions: async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    return async () => {
      await t.db
        .insert(ridePositions)
        .values({ rideId: ride.id, lat: 1.33, lng: 103.74, at: new Date() });
      return { kind: "position", rideId: ride.id };
    };
  },
  users: async () => {
    const { user } = await registerUser(t.app);
    return async () => {
      await t.db.update(users).set({ name: "Renamed" }).where(eq(users.id, user.id));
      return { kind: "user", userId: user.id };
    };
  },
  sessions: async () => {
    const { user } = await registerUser(t.app);
    return async () => {
      const [ended] = await t.db
        .delete(sessions)
        .where(eq(sessions.userId, user.id))
        .returning({ tokenHash: sessions.tokenHash });
      return { kind: "session", tokenHash: ended?.tokenHash };
    };
  },
};

describe("the event catalog", () => {
  it("names exactly the tables whose triggers notify, each with a trigger sending its events", async () => {
    const triggers = await notifyingTriggers();
    const catalogTables = EVENT_NAMES.flatMap(tablesOf);
    expect(new Set(triggers.map((trigger) => trigger.table))).toEqual(new Set(catalogTables));
    for (const name of EVENT_NAMES) {
      const { channel } = EVENT_CATALOG[name];
      for (const table of tablesOf(name)) {
        const sending = triggers.filter(
          ({ table: on, source }) =>
            on === table && source.includes(`'${channel}'`) && source.includes(`'${name}'`),
        );
        expect(
          sending.length,
          `a trigger on ${table} sending ${name} on ${channel}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it.each(EVENT_NAMES.flatMap((name) => tablesOf(name).map((table) => [name, table] as const)))(
    "hears %s from a change to %s, as the catalog's schema reads it",
    async (name, table) => {
      const setUp = changeOf[table];
      expect(setUp, `how to change ${table}`).toBeDefined();
      const change = await (setUp as NonNullable<typeof setUp>)();
      const { channel, payload } = EVENT_CATALOG[name as EventName];
      const { heard, expected } = await heardDuring(channel, change);
      // Everything heard on the channel is one of its events; this change's, by its own schema.
      for (const raw of heard) expect(parseEvent(channel, raw), raw).toMatchObject({ ok: true });
      const events = heard.flatMap((raw) => {
        const parsed = payload.safeParse(JSON.parse(raw));
        return parsed.success ? [parsed.data] : [];
      });
      expect(events).toContainEqual(expected);
    },
  );
});

describe("a notification's event", () => {
  it("says whether its person had a browser subscribed to push it to", async () => {
    const subscribed = await registerUser(t.app);
    const unsubscribed = await registerUser(t.app);
    await t.db.insert(pushSubscriptions).values({
      userId: subscribed.user.id,
      endpoint: `https://push.example/${subscribed.user.id}`,
      p256dh: "key",
      auth: "auth",
    });
    const { heard } = await heardDuring("fcr_events", async () => {
      await t.db.insert(notifications).values(
        [subscribed, unsubscribed].map((reader) => ({
          userId: reader.user.id,
          type: "joined" as const,
          rideId: null,
          text: "Ann joined",
        })),
      );
      return {};
    });
    const pushFor = Object.fromEntries(
      heard
        .map((raw) => EVENT_CATALOG.notification.payload.safeParse(JSON.parse(raw)))
        .flatMap((parsed) => (parsed.success ? [[parsed.data.userId, parsed.data.push]] : [])),
    );
    expect(pushFor).toEqual({ [subscribed.user.id]: true, [unsubscribed.user.id]: false });
  });
});

describe("an event that does not parse", () => {
  let logged: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    logged = await loggedApp(t);
  });
  afterAll(() => logged.app.close());

  it("is logged and dropped, and the events after it still arrive", async () => {
    const { app, log } = logged;
    const ride = await newRide();
    await listenerOf(t.db).caughtUp();
    const heard = eventLog<EventOn<"fcr_events">>();
    const stop = app.events.onEvent(heard.push);
    const strays = [
      ["fcr_events", "ride:1"],
      ["fcr_events", JSON.stringify({ kind: "ride", rideId: -1 })],
      ["fcr_events", JSON.stringify({ kind: "parcel", id: 3 })],
      ["session_changes", JSON.stringify({ kind: "user", userId: "7" })],
    ];
    for (const [channel, payload] of strays) {
      await t.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    }
    await t.db.update(rides).set({ pickupLocation: "Woodlands MRT" }).where(eq(rides.id, ride.id));
    await heard.next((event) => event.kind === "ride" && event.rideId === ride.id);
    stop();

    expect(heard.items).toEqual([{ kind: "ride", rideId: ride.id }]);
    const dropped = log()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; channel: string; payload: string })
      .filter((line) => line.msg === "dropped an event that does not parse");
    // Each subscriber to the channel drops it: the session cache and the shared reads both hear
    // session_changes.
    const droppedPairs = dropped.map(({ channel, payload }) => [channel, payload]);
    expect(new Set(droppedPairs.map((pair) => pair.join(" ")))).toEqual(
      new Set(strays.map((pair) => pair.join(" "))),
    );
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
