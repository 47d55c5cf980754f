// The server's translators: every catalog read and compiled once at start (the browser gets its
// catalogs compiled at build: vite.config.ts), one Lingui instance per language.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Catalog } from "../../domain/i18n/areas.ts";
import { INTL_LOCALE, LOCALES, type Locale } from "../../domain/i18n/locales.ts";

/** src/domain/i18n/catalogs (build-server.mjs copies it beside the compiled server). */
const CATALOGS = fileURLToPath(new URL("../../domain/i18n/catalogs", import.meta.url));

function compiledCatalog(locale: Locale) {
  const messages: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  const dir = `${CATALOGS}/${locale}`;
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const catalog = JSON.parse(readFileSync(`${dir}/${file}`, "utf8")) as Catalog;
    for (const [id, text] of Object.entries(catalog)) messages[id] = compileMessageOrThrow(text);
  }
  return messages;
}

const translators = new Map<Locale, I18n>(
  LOCALES.map((locale) => {
    const i18n = setupI18n();
    i18n.loadAndActivate({
      locale,
      locales: [INTL_LOCALE[locale]],
      messages: compiledCatalog(locale),
    });
    return [locale, i18n];
  }),
);

/** The translator of one language. */
export function translatorFor(locale: Locale): I18n {
  return translators.get(locale) as I18n;
}

/** English: the API's `error` texts and the log's. */
export const english = translatorFor("en");

/** Every API error's stable `code`: the `error.*` ids of the catalogs, without "error.". */
export const ERROR_CODES = Object.keys(english.messages)
  .filter((id) => id.startsWith("error."))
  .map((id) => id.slice("error.".length));
