import { describe, expect, it } from "vitest";
import { decideCreateRide, displayName } from "./user.ts";

describe("displayName", () => {
  it("falls back from full name to name to Discord username to the fallback", () => {
    const user = { fullName: "Bob Tan", name: "Bob", discordUsername: "bob" };
    expect(displayName(user)).toBe("Bob Tan");
    expect(displayName({ ...user, fullName: "" })).toBe("Bob");
    expect(displayName({ ...user, fullName: "", name: null })).toBe("bob");
    expect(displayName(null)).toBe("Unknown User");
    expect(displayName({}, "Unknown Organizer")).toBe("Unknown Organizer");
  });
});

describe("decideCreateRide", () => {
  it("lets riders organise rides and refuses vendors with 403", () => {
    expect(decideCreateRide({ isVendor: false })).toEqual({ ok: true });
    expect(decideCreateRide({ isVendor: true })).toEqual({
      ok: false,
      reason: "vendor",
      status: 403,
      message: "Vendors cannot create rides",
    });
  });
});
