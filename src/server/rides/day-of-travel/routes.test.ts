import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rides, users } from "../../db/schema/index.ts";
import { createRide } from "../../testing/rides.ts";
import { clientOf, testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";

const t = testAppForSuite();
const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);
const send: ReturnType<typeof clientOf>["send"] = (...args) => clientOf(t).send(...args);
const join = (rideId: number, cookie: string, dropoffLocation: string) =>
  send("POST", `/api/rides/${rideId}/join`, cookie, { passengerCount: 1, dropoffLocation });

/** An SG->FC ride with two riders on it, departing `inMinutes` from now. */
async function sgfcRide(inMinutes: number) {
  const organizer = await registerUser(t.app);
  const a = await registerUser(t.app);
  const b = await registerUser(t.app);
  const ride = await createRide(t.app, organizer.cookie, { direction: "SG->FC" });
  await join(ride.id, a.cookie, "Tampines MRT");
  await join(ride.id, b.cookie, "Jurong East MRT");
  await t.db
    .update(rides)
    .set({ date: new Date(Date.now() + inMinutes * 60_000) })
    .where(eq(rides.id, ride.id));
  return { organizer, a, b, ride };
}

describe("the SG->FC pick-up order", () => {
  it("is set and locked by the organizer as FC->SG drop-offs are, with the stop spacing", async () => {
    const { organizer, b, ride } = await sgfcRide(24 * 60);
    const list = (await get(`/api/rides/${ride.id}/passengers`, organizer.cookie)).json();
    const entryB = list.find((p: { userId: number }) => p.userId === b.user.id);
    const moved = await send(
      "PATCH",
      `/api/rides/${ride.id}/passengers/${entryB.id}/sequence`,
      organizer.cookie,
      { sequence: 1 },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()[0]).toMatchObject({ userId: b.user.id, dropoffSequence: 1 });
    expect(
      (await send("POST", `/api/rides/${ride.id}/lockSequence`, organizer.cookie)).statusCode,
    ).toBe(200);

    const spaced = await send("PATCH", `/api/rides/${ride.id}/stopMinutes`, organizer.cookie, {
      minutes: 15,
    });
    expect(spaced.json()).toEqual({ stopMinutes: 15 });
    expect((await get(`/api/rides/${ride.id}`, organizer.cookie)).json().stopMinutes).toBe(15);
    const tooLong = await send("PATCH", `/api/rides/${ride.id}/stopMinutes`, organizer.cookie, {
      minutes: 61,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/minutes/);
  });
});

describe("check-in and boarding", () => {
  it("shows a passenger's check-in to the others, and the organizer's boarding marks", async () => {
    const { organizer, a, b, ride } = await sgfcRide(60);
    const late = await send("POST", `/api/rides/${ride.id}/checkin`, a.cookie, {
      state: "late",
      minutes: 10,
    });
    expect(late.statusCode).toBe(200);
    const seenByB = (await get(`/api/rides/${ride.id}/passengers`, b.cookie)).json();
    const entryA = seenByB.find((p: { userId: number }) => p.userId === a.user.id);
    expect(entryA.checkin).toMatchObject({ state: "late", minutes: 10 });

    // Ten minutes late, an hour before departure, is not a no-show: refused until it leaves.
    const markNoShow = () =>
      send("PATCH", `/api/rides/${ride.id}/passengers/${entryA.id}/boarding`, organizer.cookie, {
        state: "no_show",
      });
    const early = await markNoShow();
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("too_early_for_no_show");
    const unmarked = (await get(`/api/rides/${ride.id}/passengers`, b.cookie)).json();
    expect(unmarked.find((p: { id: number }) => p.id === entryA.id).boarding ?? null).toBeNull();
    await t.db
      .update(rides)
      .set({ date: new Date(Date.now() - 60_000) })
      .where(eq(rides.id, ride.id));

    const noShow = await markNoShow();
    expect(noShow.statusCode).toBe(200);
    const after = noShow.json().find((p: { id: number }) => p.id === entryA.id);
    // A no-show stays on the ride: their share is still owed.
    expect(after).toMatchObject({ boarding: "no_show", userId: a.user.id });
  });

  it("gives the ride's people each member's record, from boarding marks; never a stranger", async () => {
    const { organizer, a, b, ride } = await sgfcRide(-5);
    const list = (await get(`/api/rides/${ride.id}/passengers`, organizer.cookie)).json();
    const entryA = list.find((p: { userId: number }) => p.userId === a.user.id);
    const marked = await send(
      "PATCH",
      `/api/rides/${ride.id}/passengers/${entryA.id}/boarding`,
      organizer.cookie,
      { state: "no_show" },
    );
    expect(marked.statusCode).toBe(200);
    // The ride leaves: completed for those aboard, not for the no-show.
    await t.db
      .update(rides)
      .set({ date: new Date(Date.now() - 60 * 60_000) })
      .where(eq(rides.id, ride.id));

    const [aRow] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    const records = async (cookie: string) =>
      Object.fromEntries(
        (await get(`/api/rides/${ride.id}/passengers`, cookie))
          .json()
          .map((p: { userId: number; user: { record?: unknown } }) => [p.userId, p.user.record]),
      );
    const seenByB = await records(b.cookie);
    expect(seenByB[a.user.id]).toEqual({
      memberSince: aRow?.createdAt.toISOString(),
      completedRides: 0,
      noShows: 1,
    });
    expect(seenByB[b.user.id]).toMatchObject({ completedRides: 1, noShows: 0 });
    // Organized and travelled: one ride.
    expect(seenByB[organizer.user.id]).toMatchObject({ completedRides: 1, noShows: 0 });
    expect((await records(organizer.cookie))[a.user.id]).toMatchObject({ noShows: 1 });

    const stranger = await registerUser(t.app);
    const seenByStranger = Object.values(await records(stranger.cookie));
    expect(seenByStranger).toHaveLength(3);
    expect(seenByStranger.every((record) => record === undefined)).toBe(true);
  });

  it("refuses late without minutes, and check-in more than two hours ahead", async () => {
    const soon = await sgfcRide(60);
    const noMinutes = await send("POST", `/api/rides/${soon.ride.id}/checkin`, soon.a.cookie, {
      state: "late",
    });
    expect(noMinutes.statusCode).toBe(400);
    expect(noMinutes.json().error).toMatch(/minutes/);

    const later = await sgfcRide(3 * 60);
    const early = await send("POST", `/api/rides/${later.ride.id}/checkin`, later.a.cookie, {
      state: "here",
    });
    expect(early.statusCode).toBe(409);
  });
});
