// Tests only: a translator with every catalog of `locale`, read and compiled as the server does.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Catalog } from "./areas.ts";
import { INTL_LOCALE, type Locale } from "./locales.ts";

export function testTranslator(locale: Locale): I18n {
  // A path, not a relative URL: the DOM's own URL (happy-dom, in the web hooks' tests) does not
  // resolve one against a file: URL.
  const dir = join(dirname(fileURLToPath(import.meta.url)), "catalogs", locale);
  const messages: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const catalog = JSON.parse(readFileSync(`${dir}/${file}`, "utf8")) as Catalog;
    for (const [id, text] of Object.entries(catalog)) messages[id] = compileMessageOrThrow(text);
  }
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, locales: [INTL_LOCALE[locale]], messages });
  return i18n;
}
