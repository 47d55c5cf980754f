// The browser's translator: the chosen language's catalogs, loaded area by area as pages need
// them (areas.ts), compiled at build (vite.config.ts). Nothing renders before the first areas are in.
import { type Messages, setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { AFTER_LOAD_AREAS, type Area, INITIAL_AREAS } from "../../domain/i18n/areas.ts";
import {
  HTML_LANG,
  INTL_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  negotiateLocale,
} from "../../domain/i18n/locales.ts";
import { translateMessage } from "../../domain/i18n/message.ts";
import { pageLoaded } from "./page-loaded.ts";

const catalogs = import.meta.glob<Messages>(
  ["../../domain/i18n/catalogs/*/*.json", "!../../domain/i18n/catalogs/*/server.json"],
  { import: "default" },
);

export const i18n = setupI18n({
  // A missing message shows its id: loud in development, where it is a bug to fix.
  missing: (locale, id) => {
    if (import.meta.env.DEV) console.error(`Missing message ${id} (${locale})`);
    return id;
  },
});

/** The areas the pages shown so far needed: a change of language loads them all again. */
const wanted = new Set<Area>(INITIAL_AREAS);
const loaded = new Set<string>();

async function loadAreas(locale: Locale, areas: Iterable<Area>) {
  const missing = [...areas].map((area) => `${locale}/${area}`).filter((key) => !loaded.has(key));
  const messages = await Promise.all(
    missing.map((key) => {
      const load = catalogs[`../../domain/i18n/catalogs/${key}.json`];
      if (!load) throw new Error(`No catalog ${key}`);
      return load();
    }),
  );
  for (const [index, key] of missing.entries()) {
    i18n.load(locale, messages[index] as Messages);
    loaded.add(key);
  }
}

const cookieLocale = () =>
  new RegExp(`(?:^|; )${LOCALE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];

/** The rider's pick kept in the cookie, else what the browser asks for. */
export function startingLocale(): Locale {
  const picked = cookieLocale();
  return isLocale(picked) ? picked : negotiateLocale(navigator.languages);
}

function activate(locale: Locale) {
  i18n.activate(locale, [INTL_LOCALE[locale]]);
  // Set only when it changes: setting it at all makes the browser work out every style again.
  if (document.documentElement.lang !== HTML_LANG[locale])
    document.documentElement.lang = HTML_LANG[locale];
}

/**
 * Loads `areas` of `locale` and makes it the current language, on the server: a prerendered page
 * (server-render.tsx) is drawn in its reader's language, one page at a time.
 */
export async function setServerLanguage(locale: Locale, areas: readonly Area[]) {
  await loadAreas(locale, areas);
  i18n.activate(locale, [INTL_LOCALE[locale]]);
}

/**
 * Loads the first areas of the starting language (main.tsx renders when it resolves), and the
 * error texts once the page has loaded. A prerendered page names its own language.
 */
export async function startI18n(locale = startingLocale()): Promise<void> {
  await loadAreas(locale, INITIAL_AREAS);
  activate(locale);
  void pageLoaded().then(() => loadPageAreas(AFTER_LOAD_AREAS));
}

/** Loads a page's areas in the current language (the router awaits it with the page's code). */
export async function loadPageAreas(areas: readonly Area[]): Promise<void> {
  for (const area of areas) wanted.add(area);
  await loadAreas(i18n.locale as Locale, areas);
}

/** Switches the app to `locale` once its catalogs are in, and keeps the pick in the cookie. */
export async function changeLocale(locale: Locale): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  if (i18n.locale === locale) return;
  await loadAreas(locale, wanted);
  activate(locale);
}

/** The translate function of the current language; components re-render when it changes. */
export function useT() {
  return useLingui()._;
}

/** The current language, for dates and numbers formatted in it. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** A message reference (a zod issue, an API error) or plain text, in the current language. */
export const translate = (text: string) => translateMessage(i18n, text);
