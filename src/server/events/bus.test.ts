// The events bus on the real database: what a transaction signals arrives once it commits, on
// every instance, and nothing arrives from one that rolls back.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listenerOf } from "../db/client.ts";
import { notifications, ridePassengers, rides } from "../db/schema/index.ts";
import { notify } from "../notifications/public.ts";
import { eventLog } from "../testing/event-log.ts";
import { createRide } from "../testing/rides.ts";
import { testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import type { AppEvent } from "./public.ts";

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
      await tx.update(rides).set({ pickupLocation: "Woodlands MRT" }).where(eq(rides.id, ride.id));
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
      ).toEqual({ kind: "notification", userId: reader.user.id, id, push: false });
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
    const later = await createRide(t.app, reader.cookie);
    // Their creation is heard before recording starts.
    await listenerOf(t.db).caughtUp();
    const events = recorder();
    const movePickup = (tx: typeof t.db, id: number) =>
      tx.update(rides).set({ pickupLocation: "Woodlands MRT" }).where(eq(rides.id, id));
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, [
          { userId: reader.user.id, type: "left", rideId: ride.id, text: () => "x" },
        ]);
        await movePickup(tx, ride.id);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    // A later change arrives alone: the rolled-back ones were never sent.
    await t.db.transaction((tx) => movePickup(tx, later.id));
    await events.next((event) => event.kind === "ride" && event.rideId === later.id);
    expect(events.seen).toEqual([{ kind: "ride", rideId: later.id }]);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, reader.user.id));
    expect(rows).toEqual([]);
    events.stop();
  });

  it("hears a ride's change from the database once a transaction, however many rows it wrote", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    await listenerOf(t.db).caughtUp();
    const events = recorder();
    // Written behind the routes' back: the database itself says the ride changed.
    await t.db.transaction(async (tx) => {
      await tx.update(rides).set({ pickupLocation: "Woodlands MRT" }).where(eq(rides.id, ride.id));
      await tx
        .update(ridePassengers)
        .set({ dropoffLocation: "Jurong East MRT" })
        .where(eq(ridePassengers.rideId, ride.id));
    });
    await events.next((event) => event.kind === "ride" && event.rideId === ride.id);
    await listenerOf(t.db).caughtUp();
    expect(events.seen).toEqual([{ kind: "ride", rideId: ride.id }]);
    events.stop();
  });
});
