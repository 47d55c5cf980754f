import { describe, expect, it } from "vitest";
import { averageStars, decideRate, decideRemove, decideReply } from "./rating.ts";

const DAY = 86_400_000;
const now = new Date("2026-11-26T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const driven = (days: number) => ({
  date: daysAgo(days),
  status: "assigned" as const,
  vendorId: 7,
});
const passenger = { isPassenger: true, hasRated: false };

describe("decideRate", () => {
  it.each([
    ["a passenger a day after the ride", driven(1), passenger, null],
    ["a passenger on the 14th day", driven(13.99), passenger, null],
    ["someone who was not a passenger", driven(1), { isPassenger: false, hasRated: false }, 403],
    ["a passenger before the ride", driven(-1), passenger, 409],
    [
      "a passenger of a cancelled ride",
      { ...driven(1), status: "cancelled" as const },
      passenger,
      409,
    ],
    ["a passenger of a ride without a driver", { ...driven(1), vendorId: null }, passenger, 409],
    ["a passenger after 14 days", driven(14.01), passenger, 409],
    ["a passenger rating a second time", driven(1), { isPassenger: true, hasRated: true }, 409],
    [
      "a stranger after 14 days (403 first)",
      driven(20),
      { isPassenger: false, hasRated: false },
      403,
    ],
  ])("%s", (_name, ride, reader, status) => {
    const decision = decideRate(ride, reader, now);
    expect(decision.ok ? null : decision.status).toBe(status);
  });
});

describe("decideReply", () => {
  it.each([
    ["the rated vendor, first answer", { vendorId: 7, reply: null }, 7, null],
    ["the rated vendor, second answer", { vendorId: 7, reply: "Thanks" }, 7, 409],
    ["another vendor", { vendorId: 7, reply: null }, 8, 403],
  ])("%s", (_name, rating, vendorId, status) => {
    const decision = decideReply(rating, vendorId);
    expect(decision.ok ? null : decision.status).toBe(status);
  });
});

describe("decideRemove", () => {
  it.each([
    ["a reported rating", { reportedAt: now }, true],
    ["a rating nobody reported", { reportedAt: null }, false],
  ])("%s", (_name, rating, ok) => {
    expect(decideRemove(rating).ok).toBe(ok);
  });
});

describe("averageStars", () => {
  it.each([
    [0, 0, null],
    [1, 5, null],
    [2, 9, null],
    [3, 12, 4],
    [3, 13, 4.3],
    [7, 30, 4.3],
  ])("%i ratings with %i stars in all → %s", (count, sum, average) => {
    expect(averageStars(count, sum)).toBe(average);
  });
});
