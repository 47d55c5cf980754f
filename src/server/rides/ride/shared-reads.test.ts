// Readers share one read of a page of the list, and of a ride (plugins/shared-reads.ts), and each
// still gets their own view of it, never another reader's; what anyone changed on any instance
// shows on the next read.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISTENER_APPLICATION_NAME, listenerOf } from "../../db/client.ts";
import { rides } from "../../db/schema/index.ts";
import { createRide } from "../../testing/rides.ts";
import { clientOf, testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";
import { registerVerifiedVendor } from "../../testing/vendors.ts";
import { rideListSchema } from "./list-page.ts";

const t = testAppForSuite();
const api = clientOf(t);
const LIST = "/api/rides?limit=20";
const JOIN_BODY = { passengerCount: 1, dropoffLocation: "Tampines Mall" };

type Shown = {
  id: number;
  currentPassengers: number;
  joined: boolean;
  waiting: boolean;
  creator: { whatsappNumber?: string | null };
  vendor?: object | null;
};

async function listed(rideId: number, cookie?: string, app = t.app) {
  const response = await app.inject({
    method: "GET",
    url: LIST,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  // The body written ahead of the serializer is what the route's declared response schema writes.
  const declared = rideListSchema.encode(rideListSchema.parse(response.json()));
  expect(JSON.stringify(declared)).toBe(response.body);
  return (response.json() as Shown[]).find((ride) => ride.id === rideId);
}

describe("reads shared between readers", () => {
  it("shows each reader each ride as the ride itself answers them", async () => {
    const organizer = await registerUser(t.app, { whatsappNumber: "+6591112222" });
    const rider = await registerUser(t.app);
    const waiting = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const driver = await registerVerifiedVendor(t.app, t.db);
    const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 2 });
    const other = await createRide(t.app, stranger.cookie, { daysAhead: 4 });
    for (const [url, who] of [
      [`/api/rides/${ride.id}/join`, rider],
      [`/api/rides/${ride.id}/waitlist`, waiting],
      [`/api/rides/${ride.id}/assign`, driver],
    ] as const) {
      const response = await api.send("POST", url, who.cookie, JOIN_BODY);
      expect(response.statusCode, url).toBeLessThan(300);
    }

    // Strangers first, so what they share is built before anyone with a part asks.
    const readers = [undefined, stranger, organizer, rider, waiting, driver, undefined, stranger];
    for (const reader of readers) {
      for (const id of [ride.id, other.id]) {
        const single = await api.get(`/api/rides/${id}`, reader?.cookie);
        expect(await listed(id, reader?.cookie), `ride ${id}`).toEqual(single.json());
      }
    }

    // The list and the ride itself say the same to each: checked above, so either will do.
    const seen = async (reader?: { cookie: string }) =>
      (await api.get(`/api/rides/${ride.id}`, reader?.cookie)).json() as Shown;
    expect(await seen(organizer)).toMatchObject({ joined: true, waiting: false });
    expect(await seen(rider)).toMatchObject({ joined: true, waiting: false });
    expect(await seen(waiting)).toMatchObject({ joined: false, waiting: true, vendor: null });
    expect((await seen(rider)).vendor).toBeTruthy();
    expect(await seen(stranger)).toMatchObject({ joined: false, waiting: false, vendor: null });
    expect((await seen(stranger)).creator.whatsappNumber).toBe("+6591112222");
    expect((await seen()).creator.whatsappNumber).toBeUndefined();

    // The passenger list is shared too: contacts only for the ride's own people.
    const contactsSeenBy = async (reader: { cookie: string }) => {
      const response = await api.get(`/api/rides/${ride.id}/passengers`, reader.cookie);
      expect(response.statusCode).toBe(200);
      const list = response.json() as { user: { whatsappNumber?: string | null } }[];
      expect(list).toHaveLength(2);
      return list.map((passenger) => passenger.user.whatsappNumber !== undefined);
    };
    for (const [reader, sees] of [
      [stranger, false],
      [organizer, true],
      [waiting, false],
      [rider, true],
      [driver, true],
      [stranger, false],
    ] as const) {
      expect(await contactsSeenBy(reader)).toEqual([sees, sees]);
    }
  });

  it("shows a reader what they did on another instance on the next page they load", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const elsewhere = await t.anotherInstance();
    const both = async (cookie: string) => [
      await listed(ride.id, cookie),
      (await api.get(`/api/rides/${ride.id}`, cookie)).json() as Shown,
    ];

    for (const shown of await both(rider.cookie)) expect(shown).toMatchObject({ joined: false });
    const alone = await api.get(`/api/rides/${ride.id}/passengers`, organizer.cookie);
    expect(alone.json()).toHaveLength(1);
    const join = await elsewhere.inject({
      method: "POST",
      url: `/api/rides/${ride.id}/join`,
      payload: JOIN_BODY,
      headers: { cookie: rider.cookie },
    });
    expect(join.statusCode).toBe(201);
    for (const cookie of [rider.cookie, organizer.cookie]) {
      for (const shown of await both(cookie)) {
        expect(shown).toMatchObject({ joined: true, currentPassengers: 2 });
      }
    }
    const aboard = await api.get(`/api/rides/${ride.id}/passengers`, organizer.cookie);
    expect((aboard.json() as { userId: number }[]).map((passenger) => passenger.userId)).toEqual([
      organizer.user.id,
      rider.user.id,
    ]);

    const { id: passengerId } = join.json() as { id: number };
    const leave = await elsewhere.inject({
      method: "DELETE",
      url: `/api/rides/${ride.id}/passengers/${passengerId}`,
      headers: { cookie: rider.cookie },
    });
    expect(leave.statusCode).toBe(200);
    for (const shown of await both(rider.cookie)) {
      expect(shown).toMatchObject({ joined: false, currentPassengers: 1 });
    }
  });

  it("shows everyone a new name on the rides its owner organizes", async () => {
    const organizer = await registerUser(t.app, { name: "Ann Tan" });
    const reader = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const nameOf = async () =>
      ((await api.get(`/api/rides/${ride.id}`, reader.cookie)).json() as { creatorName: string })
        .creatorName;
    expect(await nameOf()).toBe("Ann Tan");
    const elsewhere = await t.anotherInstance();
    const renamed = await elsewhere.inject({
      method: "PATCH",
      url: `/api/users/${organizer.user.id}`,
      payload: { name: "Ann Lim" },
      headers: { cookie: organizer.cookie },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await nameOf()).toBe("Ann Lim");
  });

  it.skipIf(process.env.TEST_DB !== "postgres")(
    "shares nothing kept from before its listening connection dropped",
    async () => {
      const organizer = await registerUser(t.app);
      const reader = await registerUser(t.app);
      const ride = await createRide(t.app, organizer.cookie);
      const pickup = async () =>
        (
          (await api.get(`/api/rides/${ride.id}`, reader.cookie)).json() as {
            pickupLocation: string;
          }
        ).pickupLocation;
      const listener = listenerOf(t.db);
      const heard = () =>
        listener.caughtUp().then(
          () => true,
          () => false,
        );
      const before = await pickup();

      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`);
      await expect.poll(heard).toBe(false);
      // Unheard: nobody listens while it is written.
      await t.db
        .update(rides)
        .set({ pickupLocation: "Jurong East MRT" })
        .where(eq(rides.id, ride.id));
      expect(await pickup()).toBe("Jurong East MRT");
      await expect.poll(heard, { timeout: 5000 }).toBe(true);
      expect(await pickup()).toBe("Jurong East MRT");
      expect(before).not.toBe("Jurong East MRT");
    },
  );
});
