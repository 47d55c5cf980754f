import { describe, expect, it } from "vitest";
import { displayPassengerName, hasJoined } from "./passenger-list.ts";

describe("displayPassengerName", () => {
  it("falls back from full name to name to Discord username to 'Unknown User'", () => {
    const user = { fullName: "Bob Tan", name: "Bob", discordUsername: "bob" };
    expect(displayPassengerName({ user })).toBe("Bob Tan");
    expect(displayPassengerName({ user: { ...user, fullName: "" } })).toBe("Bob");
    expect(displayPassengerName({ user: { ...user, fullName: "", name: null } })).toBe("bob");
    expect(displayPassengerName({ user: null })).toBe("Unknown User");
    expect(displayPassengerName({})).toBe("Unknown User");
  });
});

describe("hasJoined", () => {
  it("finds a user among the passengers", () => {
    const passengers = [{ userId: 1 }, { userId: 2 }, { userId: 3 }];
    expect(hasJoined(passengers, 2)).toBe(true);
    expect(hasJoined(passengers, 4)).toBe(false);
    expect(hasJoined(passengers, null)).toBe(false);
  });
});
