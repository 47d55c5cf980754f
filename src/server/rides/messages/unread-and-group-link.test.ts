// Unread counts per ride (reading the conversation clears them) and the organizer's group invite
// link, seen by the ride's members only and never in a ride's read, shared or not (issue 26).
import { describe, expect, it } from "vitest";
import { createRide } from "../../testing/rides.ts";
import { clientOf, testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";

const t = testAppForSuite();
const api = clientOf(t);

async function rideWithPassenger() {
  const organizer = await registerUser(t.app);
  const passenger = await registerUser(t.app);
  const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 4 });
  const joined = await api.send("POST", `/api/rides/${ride.id}/join`, passenger.cookie, {
    passengerCount: 1,
    dropoffLocation: "Bedok MRT",
  });
  expect(joined.statusCode).toBe(201);
  return { organizer, passenger, ride };
}

const unread = async (cookie: string) => {
  const response = await api.get("/api/messages/unread", cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { rideId: number; unread: number }[];
};
const write = (rideId: number, cookie: string, text: string) =>
  api.send("POST", `/api/rides/${rideId}/messages`, cookie, { text });

describe("unread messages per ride", () => {
  it("counts others' messages per reader until they read the conversation", async () => {
    const { organizer, passenger, ride } = await rideWithPassenger();
    expect(await unread(passenger.cookie)).toEqual([]);

    expect((await write(ride.id, organizer.cookie, "Meet at exit B")).statusCode).toBe(201);
    expect((await write(ride.id, organizer.cookie, "Grey Toyota")).statusCode).toBe(201);
    expect((await write(ride.id, passenger.cookie, "OK")).statusCode).toBe(201);
    // Their own messages are never unread to them.
    expect(await unread(passenger.cookie)).toEqual([{ rideId: ride.id, unread: 2 }]);
    expect(await unread(organizer.cookie)).toEqual([{ rideId: ride.id, unread: 1 }]);

    // An older page is not reading the conversation; the newest page is.
    const newest = (await api.get(`/api/rides/${ride.id}/messages`, passenger.cookie)).json();
    await api.get(`/api/rides/${ride.id}/messages?before=${newest[2].id}`, organizer.cookie);
    expect(await unread(organizer.cookie)).toEqual([{ rideId: ride.id, unread: 1 }]);
    expect(await unread(passenger.cookie)).toEqual([]);

    // A removed message is no longer counted.
    const late = (await write(ride.id, passenger.cookie, "Running late")).json();
    expect(await unread(organizer.cookie)).toEqual([{ rideId: ride.id, unread: 2 }]);
    const removed = await api.send(
      "DELETE",
      `/api/rides/${ride.id}/messages/${late.id}`,
      organizer.cookie,
    );
    expect(removed.statusCode).toBe(200);
    expect(await unread(organizer.cookie)).toEqual([{ rideId: ride.id, unread: 1 }]);
  });

  it("ends with membership: a passenger who left has no count for the ride", async () => {
    const { organizer, passenger, ride } = await rideWithPassenger();
    expect((await write(ride.id, organizer.cookie, "Hello")).statusCode).toBe(201);
    const entry = (await api.get(`/api/rides/${ride.id}/passengers`, passenger.cookie))
      .json()
      .find((p: { userId: number }) => p.userId === passenger.user.id);
    const left = await api.send(
      "DELETE",
      `/api/rides/${ride.id}/passengers/${entry.id}`,
      passenger.cookie,
    );
    expect(left.statusCode).toBe(200);
    expect(await unread(passenger.cookie)).toEqual([]);
  });
});

describe("the group invite link", () => {
  const setLink = (rideId: number, cookie: string, url: string | null) =>
    api.send("PUT", `/api/rides/${rideId}/groupLink`, cookie, { url });

  it("is set by the organizer and read by members only, never in the ride's read", async () => {
    const { organizer, passenger, ride } = await rideWithPassenger();
    const stranger = await registerUser(t.app);
    const link = "https://chat.whatsapp.com/AbCdEf123";

    const saved = await setLink(ride.id, organizer.cookie, link);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ url: link, app: "whatsapp" });
    const read = await api.get(`/api/rides/${ride.id}/groupLink`, passenger.cookie);
    expect(read.json()).toEqual({ url: link, app: "whatsapp" });

    expect((await api.get(`/api/rides/${ride.id}/groupLink`, stranger.cookie)).statusCode).toBe(
      403,
    );
    expect((await api.get(`/api/rides/${ride.id}/groupLink`)).statusCode).toBe(401);
    expect((await setLink(ride.id, passenger.cookie, null)).statusCode).toBe(403);
    // Neither a visitor's (shared, cached) read nor a member's read of the ride carries it.
    for (const cookie of [undefined, stranger.cookie, passenger.cookie, organizer.cookie]) {
      const ride_ = await api.get(`/api/rides/${ride.id}`, cookie);
      expect(ride_.statusCode).toBe(200);
      expect(ride_.body).not.toContain("AbCdEf123");
    }

    const cleared = await setLink(ride.id, organizer.cookie, null);
    expect(cleared.json()).toEqual({ url: null, app: null });
    expect((await api.get(`/api/rides/${ride.id}/groupLink`, passenger.cookie)).json()).toEqual({
      url: null,
      app: null,
    });
  });

  it("takes https invites of WhatsApp, Telegram and Discord only, naming the field", async () => {
    const { organizer, ride } = await rideWithPassenger();
    for (const [url, app] of [
      ["https://t.me/+AbCd_12", "telegram"],
      ["https://discord.gg/abc123", "discord"],
      ["https://discord.com/invite/abc123", "discord"],
    ] as const) {
      expect((await setLink(ride.id, organizer.cookie, url)).json()).toEqual({ url, app });
    }
    for (const url of [
      "http://chat.whatsapp.com/AbC",
      "https://chat.whatsapp.com.evil.example/AbC",
      "https://evil.example/?https://chat.whatsapp.com/AbC",
      "https://user@discord.gg/abc",
      "https://discord.com/channels/1/2",
      "javascript:alert(1)",
      "",
    ]) {
      const refused = await setLink(ride.id, organizer.cookie, url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error).toMatch(/url/);
    }
  });
});
