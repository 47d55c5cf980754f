import { describe, expect, it } from "vitest";
import { withoutBidiControls } from "./bidi.ts";

describe("withoutBidiControls", () => {
  it.each([
    ["a right-to-left override", "Ann\u202Egnp.exe", "Anngnp.exe"],
    ["embeddings and their pop", "\u202Aleft\u202C \u202Bright\u202C", "left right"],
    ["a left-to-right override", "\u202Dx\u202C", "x"],
    ["isolates", "\u2066a\u2069 \u2067b\u2069 \u2068c\u2069", "a b c"],
    ["direction marks", "\u200Eleft\u200F right\u061C", "left right"],
  ])("drops %s", (_kind, input, kept) => {
    expect(withoutBidiControls(input)).toBe(kept);
  });

  it("keeps right-to-left letters and other text as they are", () => {
    for (const text of ["שלום", "مرحبا Ali", "陈大文", "Jalan Ampang, 50450", "a\u200Db"]) {
      expect(withoutBidiControls(text)).toBe(text);
    }
  });
});
