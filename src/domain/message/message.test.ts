import { describe, expect, it } from "vitest";
import { decideMessageAccess, decideMessageRemove, isRideMember, linkParts } from "./message.ts";

const parties = { creatorId: 1, verifiedDriverId: 9, seatedIds: [1, 2, 3] };

describe("isRideMember", () => {
  it.each([
    [1, true, "the organizer"],
    [2, true, "a seated passenger"],
    [9, true, "the verified driver"],
    [4, false, "anyone else"],
  ])("user %i: %s (%s)", (userId, member) => {
    expect(isRideMember(parties, userId)).toBe(member);
  });

  it("leaves out a driver who is not verified", () => {
    expect(isRideMember({ ...parties, verifiedDriverId: null }, 9)).toBe(false);
  });
});

describe("decideMessageAccess and decideMessageRemove", () => {
  it("allows members, refuses others with 403", () => {
    expect(decideMessageAccess(true).ok).toBe(true);
    expect(decideMessageAccess(false)).toMatchObject({ ok: false, status: 403 });
  });

  it("lets only the organizer remove", () => {
    expect(decideMessageRemove(parties, 1).ok).toBe(true);
    expect(decideMessageRemove(parties, 2)).toMatchObject({ ok: false, status: 403 });
  });
});

describe("linkParts", () => {
  it.each([
    ["no links", [{ kind: "text", text: "no links" }]],
    [
      "see https://t.me/abc.",
      [
        { kind: "text", text: "see " },
        { kind: "link", text: "https://t.me/abc", href: "https://t.me/abc" },
        { kind: "text", text: "." },
      ],
    ],
    [
      "http://a.sg/x?y=1 and (https://b.my)",
      [
        { kind: "link", text: "http://a.sg/x?y=1", href: "http://a.sg/x?y=1" },
        { kind: "text", text: " and (" },
        { kind: "link", text: "https://b.my", href: "https://b.my" },
        { kind: "text", text: ")" },
      ],
    ],
    [
      `javascript:alert(1) <a href="https://x.sg">x</a>`,
      [
        { kind: "text", text: `javascript:alert(1) <a href="` },
        { kind: "link", text: "https://x.sg", href: "https://x.sg" },
        { kind: "text", text: `">x</a>` },
      ],
    ],
  ])("%s", (text, parts) => {
    expect(linkParts(text)).toEqual(parts);
  });
});
