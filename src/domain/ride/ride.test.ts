import { describe, expect, it } from "vitest";
import { compareReferencesInEnglish } from "../i18n/english-refs.ts";
import { testTranslator } from "../i18n/test-translator.ts";
import { decideJoin } from "../passenger/passenger.ts";
import {
  canReadRide,
  canSeeContacts,
  cardLocationText,
  countAdditionalStops,
  decideAssign,
  decideRelease,
  decideUnassign,
  directionTitle,
  dropoffLocationText,
  firstDropoffText,
  hasPartIn,
  isCreator,
  isFull,
  isPast,
  organizerName,
  type RideStatus,
  remainingSpots,
  rideBadge,
  rideBadgeLabel,
  rideRemoval,
  rideStatus,
} from "./ride.ts";

const en = testTranslator("en");
compareReferencesInEnglish();

const now = new Date("2026-03-06T04:00:00Z");
const future = "2026-03-06T04:00:01Z";
const past = "2026-03-06T03:59:59Z";

const ride = (
  over: Partial<{ date: string; max: number; current: number; creatorId: number }>,
) => ({
  date: over.date ?? future,
  maxPassengers: over.max ?? 4,
  currentPassengers: over.current ?? 1,
  creatorId: over.creatorId ?? 7,
  status: "open" as const,
});

describe("isPast", () => {
  it("is past only when the date is earlier than now", () => {
    expect(isPast({ date: past }, now)).toBe(true);
    expect(isPast({ date: now.toISOString() }, now)).toBe(false);
    expect(isPast({ date: future }, now)).toBe(false);
    expect(isPast({ date: new Date(past) }, now)).toBe(true);
  });
});

describe("isFull and remainingSpots", () => {
  it("is full once currentPassengers reaches maxPassengers", () => {
    expect(isFull({ maxPassengers: 4, currentPassengers: 3 })).toBe(false);
    expect(isFull({ maxPassengers: 4, currentPassengers: 4 })).toBe(true);
    expect(isFull({ maxPassengers: 1, currentPassengers: 1 })).toBe(true);
    expect(isFull({ maxPassengers: 10, currentPassengers: 9 })).toBe(false);
  });
  it("counts spots left, never below zero", () => {
    expect(remainingSpots({ maxPassengers: 10, currentPassengers: 1 })).toBe(9);
    expect(remainingSpots({ maxPassengers: 4, currentPassengers: 4 })).toBe(0);
    expect(remainingSpots({ maxPassengers: 4, currentPassengers: 6 })).toBe(0);
  });
});

describe("rideBadge", () => {
  it("puts Past before Full before Your Ride before Join", () => {
    expect(rideBadge(ride({ date: past, current: 4, creatorId: 1 }), 1, now)).toBe("past");
    expect(rideBadge(ride({ current: 4, creatorId: 1 }), 1, now)).toBe("full");
    expect(rideBadge(ride({ creatorId: 1 }), 1, now)).toBe("yours");
    expect(rideBadge(ride({ creatorId: 1 }), 2, now)).toBe("join");
    // A vendor cannot join: the card says the ride is open, not "Join".
    expect(rideBadge(ride({ creatorId: 1 }), 2, now, true)).toBe("open");
    expect(rideBadge(ride({ current: 4, creatorId: 1 }), 2, now, true)).toBe("full");
  });
  it("shows Join to visitors and Past or Full whoever looks", () => {
    expect(rideBadge(ride({}), null, now)).toBe("join");
    expect(rideBadge(ride({ date: past }), null, now)).toBe("past");
    expect(rideBadge(ride({ current: 4 }), null, now)).toBe("full");
  });
  it("says Joined to a passenger, even on a full ride, but Past once it has gone", () => {
    expect(rideBadge({ ...ride({ creatorId: 1 }), joined: true }, 2, now)).toBe("joined");
    expect(rideBadge({ ...ride({ current: 4, creatorId: 1 }), joined: true }, 2, now)).toBe(
      "joined",
    );
    expect(rideBadge({ ...ride({ date: past, creatorId: 1 }), joined: true }, 2, now)).toBe("past");
    // The organizer is on their own ride too: still Your Ride.
    expect(rideBadge({ ...ride({ creatorId: 1 }), joined: true }, 1, now)).toBe("yours");
  });
  it("has the spec's labels, and Joined", () => {
    const labels = ["cancelled", "past", "full", "yours", "joined", "join"] as const;
    expect(Object.fromEntries(labels.map((badge) => [badge, rideBadgeLabel(en, badge)]))).toEqual({
      cancelled: "Cancelled",
      past: "Past",
      full: "Full",
      yours: "Your Ride",
      joined: "Joined",
      join: "Join",
    });
  });
});

describe("decideJoin for one seat (whether the pages show the join form)", () => {
  const canShowJoinForm = (r: ReturnType<typeof ride>, userId: number | null, joined: boolean) =>
    decideJoin(r, userId === null ? null : { id: userId, isVendor: false }, joined, 1, now).ok;
  it("shows the form to a logged-in stranger on an open future ride", () => {
    expect(canShowJoinForm(ride({}), 2, false)).toBe(true);
  });
  it("hides it from visitors, the creator, joined users, and on full or past rides", () => {
    expect(canShowJoinForm(ride({}), null, false)).toBe(false);
    expect(canShowJoinForm(ride({ creatorId: 2 }), 2, false)).toBe(false);
    expect(canShowJoinForm(ride({}), 2, true)).toBe(false);
    expect(canShowJoinForm(ride({ current: 4 }), 2, false)).toBe(false);
    expect(canShowJoinForm(ride({ date: past }), 2, false)).toBe(false);
  });
});

describe("isCreator", () => {
  it("matches the creator id and never a visitor", () => {
    expect(isCreator({ creatorId: 3 }, 3)).toBe(true);
    expect(isCreator({ creatorId: 3 }, 4)).toBe(false);
    expect(isCreator({ creatorId: 3 }, null)).toBe(false);
  });
});

describe("drop-off texts", () => {
  it("reads a drop-off as a string or an entry", () => {
    expect(dropoffLocationText("Tampines Mall")).toBe("Tampines Mall");
    expect(dropoffLocationText({ location: "Jurong East", passengerCount: 2 })).toBe("Jurong East");
    expect(dropoffLocationText(undefined)).toBe("");
  });
  it("takes the first drop-off or 'Unknown location'", () => {
    expect(firstDropoffText(en, { dropoffLocations: ["A", "B"] })).toBe("A");
    expect(firstDropoffText(en, { dropoffLocations: [{ location: "C", passengerCount: 1 }] })).toBe(
      "C",
    );
    expect(firstDropoffText(en, { dropoffLocations: [] })).toBe("Unknown location");
    expect(firstDropoffText(en, { dropoffLocations: null })).toBe("Unknown location");
    expect(firstDropoffText(en, { dropoffLocations: ["  "] })).toBe("Unknown location");
  });
  it("words the card's location line by direction", () => {
    const base = { pickupLocation: "Pasir Ris MRT", dropoffLocations: ["Tampines Mall"] };
    expect(cardLocationText(en, { ...base, direction: "SG->FC" })).toBe("From: Pasir Ris MRT");
    expect(cardLocationText(en, { ...base, direction: "FC->SG" })).toBe("To: Tampines Mall");
    expect(cardLocationText(en, { ...base, direction: "FC->SG", dropoffLocations: [] })).toBe(
      "To: Unknown location",
    );
  });
});

describe("directionTitle", () => {
  it("names both directions", () => {
    expect(directionTitle(en, "SG->FC")).toBe("Singapore to Forest City");
    expect(directionTitle(en, "FC->SG")).toBe("Forest City to Singapore");
  });
});

describe("organizerName", () => {
  it("falls back from the creator's name to creatorName to 'Unknown Organizer'", () => {
    const creator = { name: "Alice", discordUsername: "alice#1" };
    expect(organizerName(en, { creator, creatorName: "x" })).toBe("Alice");
    expect(organizerName(en, { creator: { ...creator, name: null }, creatorName: "alice#1" })).toBe(
      "alice#1",
    );
    expect(organizerName(en, { creator: { ...creator, name: null }, creatorName: "" })).toBe(
      "alice#1",
    );
    expect(organizerName(en, { creator: null, creatorName: null })).toBe("Unknown Organizer");
  });
});

describe("countAdditionalStops", () => {
  it("is 0 for no stop, one stop, or the same stop spelled differently", () => {
    expect(countAdditionalStops([])).toBe(0);
    expect(countAdditionalStops(["Tampines"])).toBe(0);
    expect(countAdditionalStops(["Tampines", " tampines ", "TAMPINES"])).toBe(0);
    expect(countAdditionalStops(["Pasir  Ris", "pasir ris"])).toBe(0);
  });
  it("counts distinct stops minus one and ignores empty ones", () => {
    expect(countAdditionalStops(["Tampines", "Jurong", "", "   "])).toBe(1);
    expect(countAdditionalStops(["A", "b", "B ", "c", "a"])).toBe(2);
    expect(countAdditionalStops(["", " "])).toBe(0);
  });
});

describe("hasPartIn", () => {
  const ride = { creatorId: 1, vendorId: 9 };
  const people = { riderIds: [1, 2], waitingIds: [3] };
  it("is the organizer's, a rider's, a waiting party's and the driver's business, nobody else's", () => {
    expect([1, 2, 3, 9].map((id) => hasPartIn(ride, id, people))).toEqual([true, true, true, true]);
    expect(hasPartIn(ride, 5, people)).toBe(false);
    expect(hasPartIn({ creatorId: 1, vendorId: null }, 5, people)).toBe(false);
  });
  it("leaves every other signed-in reader with the same contacts to see", () => {
    const others = [
      { id: 5, isVendor: false, vendorVerified: false },
      { id: 6, isVendor: true, vendorVerified: true },
    ];
    for (const party of ["organizer", "passengers", "driver"] as const) {
      const seen = others.map((reader) => canSeeContacts(ride, reader, false, party));
      expect(new Set(seen).size, party).toBe(1);
    }
  });
});

describe("canSeeContacts", () => {
  const open = { creatorId: 1, vendorId: 9 };
  const rider = (id: number) => ({ id, isVendor: false, vendorVerified: false });
  const verifiedVendor = { id: 9, isVendor: true, vendorVerified: true };
  it("shows the organizer's contacts to any logged-in reader, never to visitors", () => {
    expect(canSeeContacts(open, rider(5), false, "organizer")).toBe(true);
    expect(canSeeContacts(open, null, false, "organizer")).toBe(false);
  });
  it("shows passengers' and the driver's contacts only to the ride's own people", () => {
    for (const party of ["passengers", "driver"] as const) {
      expect(canSeeContacts(open, rider(1), false, party)).toBe(true);
      expect(canSeeContacts(open, verifiedVendor, false, party)).toBe(true);
      expect(canSeeContacts(open, rider(5), true, party)).toBe(true);
      expect(canSeeContacts(open, rider(5), false, party)).toBe(false);
      expect(canSeeContacts(open, null, true, party)).toBe(false);
    }
  });
  it("hides them from the assigned vendor while it is not verified (or was revoked)", () => {
    const unverified = { ...verifiedVendor, vendorVerified: false };
    expect(canSeeContacts(open, unverified, false, "passengers")).toBe(false);
    expect(canSeeContacts(open, unverified, false, "driver")).toBe(false);
  });
});

describe("decideAssign", () => {
  const vendor = { isVendor: true, vendorVerified: true };
  it("lets a verified vendor take an open upcoming ride", () => {
    expect(decideAssign({ date: future, status: "open" }, vendor, now)).toEqual({ ok: true });
  });
  it("refuses riders, unverified vendors, past rides, cancelled and taken rides, in that order", () => {
    expect(
      decideAssign(
        { date: future, status: "open" },
        { isVendor: false, vendorVerified: false },
        now,
      ),
    ).toMatchObject({ status: 403, reason: "not-vendor" });
    expect(
      decideAssign(
        { date: past, status: "assigned" },
        { isVendor: true, vendorVerified: false },
        now,
      ),
    ).toMatchObject({
      status: 403,
      reason: "not-verified",
      message: "Your vendor account is waiting for an admin to verify it",
    });
    // A departed ride reads as completed: it is refused as past, not as taken.
    for (const status of ["open", "assigned", "completed"] as const) {
      expect(decideAssign({ date: past, status }, vendor, now)).toMatchObject({
        status: 400,
        message: "Past rides cannot be assigned",
      });
    }
    expect(decideAssign({ date: future, status: "cancelled" }, vendor, now)).toMatchObject({
      status: 409,
      message: "This ride has been cancelled",
    });
    expect(decideAssign({ date: future, status: "assigned" }, vendor, now)).toMatchObject({
      status: 409,
      message: "This ride has already been assigned",
    });
  });
});

describe("decideRelease and decideUnassign", () => {
  const assigned = { date: future, status: "assigned" as const, vendorId: 9 };
  it("lets the assigned vendor release its own upcoming ride, and nobody else", () => {
    expect(decideRelease(assigned, { id: 9 }, now)).toEqual({ ok: true });
    expect(decideRelease(assigned, { id: 8 }, now)).toMatchObject({
      status: 403,
      reason: "not-your-ride",
    });
    expect(
      decideRelease({ ...assigned, status: "open", vendorId: null }, { id: 9 }, now),
    ).toMatchObject({ reason: "not-your-ride" });
    expect(decideRelease({ ...assigned, date: past }, { id: 9 }, now)).toMatchObject({
      status: 409,
      reason: "departed",
    });
    expect(decideRelease({ ...assigned, status: "cancelled" }, { id: 9 }, now)).toMatchObject({
      status: 409,
      reason: "cancelled",
    });
  });
  it("lets an admin unassign any upcoming assigned ride", () => {
    expect(decideUnassign(assigned, { isAdmin: true }, now)).toEqual({ ok: true });
    expect(decideUnassign(assigned, { isAdmin: false }, now)).toMatchObject({ status: 403 });
    expect(
      decideUnassign({ ...assigned, status: "open", vendorId: null }, { isAdmin: true }, now),
    ).toMatchObject({ status: 409, message: "This ride has no vendor assigned" });
    expect(decideUnassign({ ...assigned, date: past }, { isAdmin: true }, now)).toMatchObject({
      status: 409,
      reason: "departed",
    });
    expect(
      decideUnassign({ ...assigned, status: "cancelled" }, { isAdmin: true }, now),
    ).toMatchObject({ status: 409, reason: "cancelled" });
  });
});

describe("rideStatus", () => {
  it.each<[RideStatus, string, RideStatus]>([
    ["open", future, "open"],
    ["assigned", future, "assigned"],
    ["open", past, "completed"],
    ["assigned", past, "completed"],
    ["completed", past, "completed"],
    ["cancelled", future, "cancelled"],
    ["cancelled", past, "cancelled"],
  ])("a ride stored %s leaving at %s reads %s", (status, date, expected) => {
    expect(rideStatus({ status, date }, now)).toBe(expected);
  });
  it("turns completed at the departure time itself", () => {
    expect(rideStatus({ status: "open", date: now.toISOString() }, now)).toBe("open");
    expect(
      rideStatus({ status: "open", date: now.toISOString() }, new Date(now.getTime() + 1)),
    ).toBe("completed");
  });
});

describe("rideRemoval", () => {
  it.each([
    [1, 1, "delete"],
    [3, 3, "delete"],
    [2, 1, "cancel"],
    [4, 3, "cancel"],
  ] as const)("with %i aboard and an organizer's party of %i: %s", (current, own, expected) => {
    expect(rideRemoval({ currentPassengers: current }, own)).toBe(expected);
  });
});

describe("canReadRide", () => {
  const cancelled = { status: "cancelled" as const, creatorId: 1, vendorId: 9 };
  it("keeps a cancelled ride for its organizer, passengers and driver alone", () => {
    expect(canReadRide(cancelled, 1, true)).toBe(true);
    expect(canReadRide(cancelled, 2, true)).toBe(true);
    expect(canReadRide(cancelled, 9, false)).toBe(true);
    expect(canReadRide(cancelled, 3, false)).toBe(false);
    expect(canReadRide(cancelled, null, false)).toBe(false);
  });
  it("shows any other ride to anyone", () => {
    for (const status of ["open", "assigned", "completed"] as const) {
      expect(canReadRide({ ...cancelled, status }, null, false)).toBe(true);
    }
  });
});

describe("rideBadge of a cancelled ride", () => {
  it("says Cancelled before anything else, to everyone who sees it", () => {
    const cancelled = {
      ...ride({ date: past, current: 4, creatorId: 1 }),
      status: "cancelled" as const,
    };
    expect(rideBadge(cancelled, 1, now)).toBe("cancelled");
    expect(rideBadge({ ...cancelled, joined: true }, 2, now)).toBe("cancelled");
  });
});
