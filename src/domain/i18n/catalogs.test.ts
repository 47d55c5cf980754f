// The catalogs agree with each other and with the code: every language has every message, with
// the same placeholders; every message the code names exists; no message is left unused.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { AREAS, areaOf, type Catalog } from "./areas.ts";
import { DEFAULT_LOCALE, LOCALES } from "./locales.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const catalogDir = join(root, "src/domain/i18n/catalogs");

const read = (locale: string, area: string): Catalog =>
  JSON.parse(readFileSync(join(catalogDir, locale, `${area}.json`), "utf8"));

const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.fromEntries(AREAS.map((a) => [a, read(locale, a)]))]),
);
const english: Catalog = Object.assign({}, ...AREAS.map((area) => catalogs.en?.[area]));

/** The names of a message's placeholders and tags, wherever they sit in plurals and selects. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , format] = token as [string, string?, unknown?];
      names.add(name);
      if (format && typeof format === "object")
        for (const choice of Object.values(format)) walk(choice);
    }
  };
  walk(compileMessageOrThrow(text));
  for (const [, tag] of text.matchAll(/<(\d+)\/?>/g)) names.add(`<${tag}>`);
  return [...names].sort();
}

/**
 * Every string literal that has the shape of a message id: in the app's code, or in its tests
 * (the unit and API tests, and the browser tests under tests/).
 */
function idsIn(kind: "code" | "tests"): Set<string> {
  const ids = new Set<string>();
  const pattern = new RegExp(`["'\`]((?:${AREAS.join("|")})(?:\\.[a-z][a-z0-9_]*)+)["'\`]`, "g");
  const wanted = (name: string) =>
    /\.tsx?$/.test(name) && (kind === "tests") === /\.(test|spec)\.tsx?$|^fixtures\.ts$/.test(name);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (wanted(entry.name)) {
        for (const [, id] of readFileSync(path, "utf8").matchAll(pattern)) ids.add(id as string);
      }
    }
  };
  walk(join(root, "src"));
  if (kind === "tests") walk(join(root, "tests"));
  return ids;
}

describe("message catalogs", () => {
  it("every language has exactly the messages English has, area by area", () => {
    for (const locale of LOCALES) {
      expect(readdirSync(join(catalogDir, locale)).sort()).toEqual(
        AREAS.map((area) => `${area}.json`).sort(),
      );
      for (const area of AREAS) {
        expect(Object.keys(catalogs[locale]?.[area] ?? {}).sort(), `${locale}/${area}`).toEqual(
          Object.keys(catalogs[DEFAULT_LOCALE]?.[area] ?? {}).sort(),
        );
      }
    }
  });

  it("each message lives in the area its id names", () => {
    for (const area of AREAS) {
      for (const id of Object.keys(catalogs.en?.[area] ?? {})) expect(areaOf(id), id).toBe(area);
    }
  });

  it("every translation compiles and keeps English's placeholders and tags", () => {
    for (const locale of LOCALES) {
      for (const area of AREAS) {
        for (const [id, text] of Object.entries(catalogs[locale]?.[area] ?? {})) {
          expect(text.trim(), `${locale} ${id} is empty`).not.toBe("");
          expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(english[id] ?? ""));
        }
      }
    }
  });

  it("every message the code names exists, and every message is named somewhere", () => {
    const used = idsIn("code");
    const missing = [...used].filter((id) => !(id in english));
    const unused = Object.keys(english).filter((id) => !used.has(id));
    expect(missing, "named in the code but not in the catalogs").toEqual([]);
    expect(unused, "in the catalogs but named nowhere").toEqual([]);
  });

  it("every message the tests name exists, so a test never waits for a text no page shows", () => {
    // The one id a test names for not being loaded (api.test.ts: the server's English is shown).
    const missing = [...idsIn("tests")].filter(
      (id) => !(id in english) && id !== "form.not_loaded_here",
    );
    expect(missing, "named in a test but not in the catalogs").toEqual([]);
  });
});
