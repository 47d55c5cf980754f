import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./locales.ts";

describe("negotiateLocale", () => {
  it.each([
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh"],
    ["zh-TW", "zh"],
    ["ms-MY,ms;q=0.9,en;q=0.8", "ms"],
    ["zsm", "ms"],
    ["en-SG,en;q=0.9", "en"],
    ["fr-FR,ms;q=0.5,zh;q=0.7", "zh"],
    ["fr-FR,de;q=0.8", "en"],
    ["zh;q=0,ms", "ms"],
    ["", "en"],
  ])("reads Accept-Language %j as %s", (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it("reads navigator.languages in order", () => {
    expect(negotiateLocale(["fr", "ms-MY", "zh-CN"])).toBe("ms");
    expect(negotiateLocale(undefined)).toBe("en");
  });
});
