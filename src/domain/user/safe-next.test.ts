import { describe, expect, it } from "vitest";
import { authPathFor, safeNextPath } from "./safe-next.ts";

describe("safeNextPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeNextPath("/rides/12/join")).toBe("/rides/12/join");
    expect(safeNextPath("/vendor?rideId=3#top")).toBe("/vendor?rideId=3#top");
  });

  it.each([
    null,
    undefined,
    "",
    "rides/12",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/\tx",
    "/auth",
    "/auth?next=/profile",
  ])("refuses %s", (value) => {
    expect(safeNextPath(value)).toBe("/");
    expect(safeNextPath(value, "/home")).toBe("/home");
  });
});

describe("authPathFor", () => {
  it("carries the page in next", () => {
    expect(authPathFor("/rides/12/join")).toBe("/auth?next=%2Frides%2F12%2Fjoin");
    expect(authPathFor("/vendor?rideId=3")).toBe("/auth?next=%2Fvendor%3FrideId%3D3");
  });

  it("drops a missing or unsafe page", () => {
    expect(authPathFor("/")).toBe("/auth");
    expect(authPathFor("//evil.example")).toBe("/auth");
  });
});
