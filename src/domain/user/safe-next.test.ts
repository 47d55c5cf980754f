import { describe, expect, it } from "vitest";
import { authPathFor, safeNextPath } from "./safe-next.ts";

describe("safeNextPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeNextPath("/rides/12/join")).toBe("/rides/12/join");
    expect(safeNextPath("/vendor?rideId=3#top")).toBe("/vendor?rideId=3#top");
    expect(safeNextPath("/rides/../profile")).toBe("/profile");
    expect(safeNextPath("/home?next=//evil.example")).toBe("/home?next=//evil.example");
    expect(safeNextPath("/guide/caf%C3%A9")).toBe("/guide/caf%C3%A9");
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
    "/%61uth",
    // Another site, once dot segments resolve, tabs and newlines drop, or percent-decoding runs.
    "/..//evil.example/x",
    "/../..//evil.example",
    "/./..//evil.example",
    "/x/../..//evil.example",
    "/%2e%2e//evil.example/x",
    "/.%2E//evil.example",
    "/..%2f/evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/..\\evil.example",
    "/%5C/evil.example",
    "/.\t.//evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/..%2F..%2F%2Fevil.example",
    "/x/..%2F%2Fevil.example",
    "/%E0%A4%A",
  ])("refuses %j", (value) => {
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
