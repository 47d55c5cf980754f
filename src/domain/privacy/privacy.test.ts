import { describe, expect, it } from "vitest";
import { compareReferencesInEnglish } from "../i18n/english-refs.ts";
import {
  conversationCutoff,
  decideAccountDelete,
  erasedUsername,
  foldUsername,
  usernameHeldUntil,
} from "./privacy.ts";

compareReferencesInEnglish();

const NOW = new Date("2026-11-28T08:00:00Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe("decideAccountDelete", () => {
  const rider = { isAdmin: false };
  const admin = { isAdmin: true };
  it.each([
    ["the right password", rider, 0, { kind: "password", valid: true }, null],
    ["a wrong password", rider, 0, { kind: "password", valid: false }, [400, "password"]],
    [
      "a Discord sign-in 9 minutes ago",
      rider,
      0,
      { kind: "discord", signedInAt: minutesAgo(9) },
      null,
    ],
    [
      "a Discord sign-in 10 minutes ago",
      rider,
      0,
      { kind: "discord", signedInAt: minutesAgo(10) },
      null,
    ],
    [
      "a Discord sign-in 11 minutes ago",
      rider,
      0,
      { kind: "discord", signedInAt: minutesAgo(11) },
      [403, "discord"],
    ],
    [
      "no Discord sign-in in this session",
      rider,
      0,
      { kind: "discord", signedInAt: null },
      [403, "discord"],
    ],
    ["the last admin", admin, 0, { kind: "password", valid: true }, [409, "last-admin"]],
    ["an admin beside another", admin, 1, { kind: "password", valid: true }, null],
    [
      "the last admin with a wrong password",
      admin,
      0,
      { kind: "password", valid: false },
      [400, "password"],
    ],
  ] as const)("%s", (_name, account, otherAdmins, confirmation, refused) => {
    const decision = decideAccountDelete(account, otherAdmins, confirmation, NOW);
    if (refused === null) expect(decision).toEqual({ ok: true });
    else expect(decision).toMatchObject({ ok: false, status: refused[0], reason: refused[1] });
  });
});

describe("what is kept and for how long", () => {
  it("erases conversations 30 days after departure and holds a name 30 days", () => {
    expect(conversationCutoff(NOW).toISOString()).toBe("2026-10-29T08:00:00.000Z");
    expect(usernameHeldUntil(NOW).toISOString()).toBe("2026-12-28T08:00:00.000Z");
  });
  it("folds names as the username index does, and erases to a name nobody can register", () => {
    expect(foldUsername("Alice_B")).toBe("alice_b");
    expect(erasedUsername(42)).toBe("deleted#42");
  });
});
