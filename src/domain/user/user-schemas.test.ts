import { describe, expect, it } from "vitest";
import { translateMessage } from "../i18n/message.ts";
import { testTranslator } from "../i18n/test-translator.ts";
import { loginSchema, registerSchema, usernameLookAlikeProblem } from "./user-schemas.ts";

const english = testTranslator("en");
/** The look-alike problem of a name, in English. */
const problem = (name: string) => {
  const message = usernameLookAlikeProblem(name);
  return message === null ? null : translateMessage(english, message);
};

const register = (discordUsername: string) =>
  registerSchema.safeParse({ discordUsername, password: "long enough pass" });

describe("Discord usernames", () => {
  it("are NFKC-normalised: a full-width or ligature spelling is the plain name", () => {
    expect(register("ａｌｉｃｅ").data?.discordUsername).toBe("alice");
    expect(register("ﬁnn_2").data?.discordUsername).toBe("finn_2");
    expect(
      loginSchema.parse({ discordUsername: " ａｌｉｃｅ ", password: "x" }).discordUsername,
    ).toBe("alice");
  });

  it.each([
    ["zero-width space", "ali\u200bce"],
    ["zero-width joiner", "ali\u200dce"],
    ["soft hyphen", "ali\u00adce"],
    ["right-to-left override", "\u202eecila"],
    ["left-to-right mark", "alice\u200e"],
    ["byte order mark", "ali\ufeffce"],
    ["control character", "ali\u0007ce"],
    ["Hangul filler", "alice\u3164"],
  ])("are refused with a %s", (_kind, name) => {
    const issue = register(name).error?.issues[0];
    expect(issue?.path).toEqual(["discordUsername"]);
    expect(translateMessage(english, issue?.message ?? "")).toBe(
      "Discord username must not contain invisible or text-direction characters",
    );
  });

  it.each([
    ["Cyrillic а in a Latin name", "\u0430lice"],
    ["Greek ο in a Latin name", "b\u03bfb"],
    ["Latin o in a Cyrillic name", "\u0431o\u0440\u0438\u0441"],
    ["Cherokee Ꭺ in a Latin name", "\u13aaaron"],
  ])("are refused when they mix scripts: %s", (_kind, name) => {
    expect(problem(name)).toBe("Discord username must not mix letters of different scripts");
    expect(register(name).success).toBe(false);
  });

  it.each(["alice", "Alice.B_2-x", "борис", "αλέξης", "山田たろう", "김민준", "josé", "محمد"])(
    "accept %s: one script, digits and ._-",
    (name) => {
      expect(problem(name.normalize("NFKC"))).toBeNull();
      expect(register(name).success).toBe(true);
    },
  );

  it("refuse spaces and symbols with a message saying what is allowed", () => {
    for (const name of ["alice smith", "alice#1234", "a/b"]) {
      expect(problem(name)).toBe(
        "Discord username may only contain letters, digits, '.', '_' and '-'",
      );
    }
  });

  it("are not refused at login, so an account made before these rules can still log in", () => {
    expect(loginSchema.safeParse({ discordUsername: "old name", password: "x" }).success).toBe(
      true,
    );
  });
});
