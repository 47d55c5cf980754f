import { describe, expect, it } from "vitest";
import english from "../../../domain/i18n/catalogs/en/app.json" with { type: "json" };
import { ENGLISH_FAILURE_TEXTS } from "./app-error-boundary.tsx";

describe("the app's failure without its catalog", () => {
  it("says in English what the English catalog says", () => {
    for (const [id, text] of Object.entries(ENGLISH_FAILURE_TEXTS)) {
      expect(text, id).toBe((english as Record<string, string>)[id]);
    }
  });
});
