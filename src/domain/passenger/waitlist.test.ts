import { describe, expect, it } from "vitest";
import { compareReferencesInEnglish, inEnglish } from "../i18n/english-refs.ts";
import {
  decideWaitlistJoin,
  decideWaitlistView,
  ENOUGH_FREE_SEATS,
  seatFromWaitlist,
  waitlistPosition,
} from "./waitlist.ts";

compareReferencesInEnglish();

const now = new Date("2026-03-06T01:30:00Z");
const ride = {
  creatorId: 1,
  status: "open" as const,
  date: "2026-03-07T01:30:00Z",
  maxPassengers: 4,
  currentPassengers: 3,
};
const outside = { joined: false, waiting: false };
const rider = (id: number | null) => (id === null ? null : { id, isVendor: false });

describe("decideWaitlistJoin", () => {
  it.each([
    ["a party bigger than the free seats", ride, 7, outside, 2, true, undefined],
    ["a party on a full ride", { ...ride, currentPassengers: 4 }, 7, outside, 1, true, undefined],
    ["a party that fits", ride, 7, outside, 1, false, ENOUGH_FREE_SEATS],
    ["a visitor", ride, null, outside, 2, false, "Please log in to join the waitlist"],
    [
      "a departed ride",
      { ...ride, date: "2026-03-06T01:29:59Z" },
      7,
      outside,
      2,
      false,
      "This ride has departed: its waitlist is closed",
    ],
    ["the organizer", ride, 1, outside, 2, false, "You have already joined this ride"],
    [
      "a passenger",
      ride,
      7,
      { joined: true, waiting: false },
      2,
      false,
      "You have already joined this ride",
    ],
    [
      "a second wait",
      ride,
      7,
      { joined: false, waiting: true },
      2,
      false,
      "You are already on the waitlist",
    ],
  ] as const)("%s", (_, subject, userId, status, seats, ok, message) => {
    const decision = decideWaitlistJoin(subject, rider(userId), status, seats, now);
    expect(decision.ok).toBe(ok);
    if (!decision.ok) expect(inEnglish(decision.message)).toBe(inEnglish(message ?? ""));
  });

  it("refuses a vendor, who drives rides and joins none", () => {
    const decision = decideWaitlistJoin(ride, { id: 7, isVendor: true }, outside, 2, now);
    expect(decision).toMatchObject({
      ok: false,
      status: 403,
      message: "Vendors cannot join rides",
    });
  });

  it("answers each refusal's status", () => {
    const status = (d: ReturnType<typeof decideWaitlistJoin>) => (d.ok ? 200 : d.status);
    expect(status(decideWaitlistJoin(ride, null, outside, 2, now))).toBe(401);
    expect(
      status(
        decideWaitlistJoin({ ...ride, date: "2026-03-01T00:00:00Z" }, rider(7), outside, 2, now),
      ),
    ).toBe(400);
    expect(status(decideWaitlistJoin(ride, rider(7), outside, 1, now))).toBe(409);
  });
});

describe("seatFromWaitlist", () => {
  const party = (id: number, passengerCount: number) => ({ id, passengerCount });
  it.each([
    ["no free seat seats nobody", [party(1, 1)], 0, []],
    ["seats in order of arrival", [party(1, 1), party(2, 1), party(3, 1)], 2, [1, 2]],
    [
      "a big party keeps its place, the next that fits is seated",
      [party(1, 3), party(2, 1), party(3, 2)],
      2,
      [2],
    ],
    ["a big party is seated first when it fits", [party(1, 3), party(2, 1)], 3, [1]],
    ["fills every seat it can", [party(1, 2), party(2, 3), party(3, 1), party(4, 1)], 4, [1, 3, 4]],
    ["an empty queue", [], 5, []],
  ])("%s", (_, queue, free, seated) => {
    expect(seatFromWaitlist(queue, free).map((p) => p.id)).toEqual(seated);
  });
});

describe("waitlistPosition and decideWaitlistView", () => {
  const queue = [{ userId: 5 }, { userId: 9 }];
  it("numbers places from 1 in order of arrival", () => {
    expect(waitlistPosition(queue, 9)).toBe(2);
    expect(waitlistPosition(queue, 4)).toBeNull();
  });
  it("shows the organizer the queue, a waiting rider their place, others nothing", () => {
    expect(decideWaitlistView({ creatorId: 1 }, 1, false)).toEqual({ ok: true, view: "queue" });
    expect(decideWaitlistView({ creatorId: 1 }, 9, true)).toEqual({ ok: true, view: "position" });
    expect(decideWaitlistView({ creatorId: 1 }, 4, false)).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});

describe("the waitlist of a cancelled ride", () => {
  it("is closed: nobody joins it", () => {
    const cancelled = { ...ride, status: "cancelled" as const, currentPassengers: 4 };
    expect(
      decideWaitlistJoin(cancelled, rider(2), { joined: false, waiting: false }, 1, now),
    ).toMatchObject({
      reason: "cancelled",
      status: 409,
      message: "This ride has been cancelled: its waitlist is closed",
    });
  });
});
