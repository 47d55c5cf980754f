// For tests only: one language's translator with every area, read and compiled as the server does.
import { readdirSync, readFileSync } from "node:fs";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Catalog } from "./areas.ts";
import { INTL_LOCALE, type Locale } from "./locales.ts";

export function testTranslator(locale: Locale): I18n {
  const dir = new URL(`./catalogs/${locale}/`, import.meta.url);
  const messages: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  for (const file of readdirSync(dir)) {
    const catalog = JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Catalog;
    for (const [id, text] of Object.entries(catalog)) messages[id] = compileMessageOrThrow(text);
  }
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, locales: [INTL_LOCALE[locale]], messages });
  return i18n;
}
