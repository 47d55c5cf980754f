// The events bus on the real database: what a transaction signals arrives once it commits, on
// every instance, and nothing arrives from one that rolls back.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../db/schema.ts";
import { notify } from "../notifications/public.ts";
import { eventLog } from "../testing/event-log.ts";
import { createRide } from "../testing/rides.ts";
import { testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import type { AppEvent } from "./public.ts";
import { signalRideChanged } from "./public.ts";

const t = testAppForSuite();
/** Records what `app` hears from the bus. */
function recorder(app = t.app) {
  const log = eventLog<AppEvent>();
  const stop = app.events.onEvent(log.push);
  return { seen: log.items, next: log.next, stop };
}

describe("the events bus", () => {
  it("delivers a notification and a ride signal after commit, on every instance", async () => {
    const reader = await registerUser(t.app);
    const ride = await createRide(t.app, reader.cookie);
    const other = await t.anotherInstance();
    const here = recorder();
    const there = recorder(other);

    const id = await t.db.transaction(async (tx) => {
      await notify(tx, [
        {
          userId: reader.user.id,
          type: "joined",
          rideId: ride.id,
          text: () => "Ann joined your ride",
        },
      ]);
      await signalRideChanged(tx, ride.id);
      const [row] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, reader.user.id));
      // Nothing is heard before the transaction commits.
      expect(here.seen.filter((event) => event.kind === "notification")).toEqual([]);
      return row?.id;
    });

    for (const { next, stop } of [here, there]) {
      expect(
        await next((event) => event.kind === "notification" && event.userId === reader.user.id),
      ).toEqual({ kind: "notification", userId: reader.user.id, id });
      expect(await next((event) => event.kind === "ride" && event.rideId === ride.id)).toEqual({
        kind: "ride",
        rideId: ride.id,
      });
      stop();
    }
  });

  it("delivers nothing from a transaction that rolls back", async () => {
    const reader = await registerUser(t.app);
    const ride = await createRide(t.app, reader.cookie);
    const events = recorder();
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, [
          { userId: reader.user.id, type: "left", rideId: ride.id, text: () => "x" },
        ]);
        await signalRideChanged(tx, ride.id);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    // A later signal arrives alone: the rolled-back ones were never sent.
    await t.db.transaction((tx) => signalRideChanged(tx, ride.id + 1_000_000));
    await events.next((event) => event.kind === "ride" && event.rideId === ride.id + 1_000_000);
    expect(events.seen).toEqual([{ kind: "ride", rideId: ride.id + 1_000_000 }]);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, reader.user.id));
    expect(rows).toEqual([]);
    events.stop();
  });
});
