import { describe, expect, it } from "vitest";
import { compareReferencesInEnglish } from "../i18n/english-refs.ts";
import { decideCreateRide, decideRevokeVendor, decideVerifyVendor, displayName } from "./user.ts";

compareReferencesInEnglish();

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

describe("decideVerifyVendor and decideRevokeVendor", () => {
  const pending = { isVendor: true, vendorVerified: false };
  const verified = { isVendor: true, vendorVerified: true };
  const rider = { isVendor: false, vendorVerified: false };
  it("verifies a waiting vendor once, and only vendors", () => {
    expect(decideVerifyVendor(pending)).toEqual({ ok: true });
    expect(decideVerifyVendor(verified)).toMatchObject({
      status: 409,
      message: "This vendor is already verified",
    });
    expect(decideVerifyVendor(rider)).toMatchObject({
      status: 409,
      message: "This account is not a vendor",
    });
  });
  it("revokes only a verified vendor", () => {
    expect(decideRevokeVendor(verified)).toEqual({ ok: true });
    expect(decideRevokeVendor(pending)).toMatchObject({
      status: 409,
      message: "This vendor is not verified",
    });
    expect(decideRevokeVendor(rider)).toMatchObject({ reason: "not-vendor" });
  });
});
