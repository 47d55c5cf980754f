// The languages riders read the app in, and how one is chosen: the rider's pick (kept on the
// account and in a cookie), else the browser's Accept-Language, else English.

export const LOCALES = ["en", "zh", "ms"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that keeps a visitor's pick (an account keeps it in `language`). */
export const LOCALE_COOKIE = "lang";

/** Each language named in itself, as the picker lists it: never translated. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  zh: "简体中文",
  ms: "Bahasa Melayu",
};

/** The page's `lang` attribute. */
export const HTML_LANG: Record<Locale, string> = { en: "en", zh: "zh-Hans", ms: "ms" };

/** The locale Intl formats dates and numbers with: always as read in Singapore. */
export const INTL_LOCALE: Record<Locale, string> = {
  en: "en-SG",
  zh: "zh-Hans-SG",
  ms: "ms-SG",
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The supported locale a language tag asks for ("zh-CN" → zh, "ms-MY" → ms), if any. */
function localeOfTag(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  // Malay is also tagged "zsm" (Standard Malay); Chinese in any script reads zh.
  const base = language === "zsm" ? "ms" : language;
  return isLocale(base) ? base : undefined;
}

/**
 * The best supported locale for the languages a browser asks for: an Accept-Language header
 * ("ms-MY,ms;q=0.9,en;q=0.8") or navigator.languages. English when none is supported.
 */
export function negotiateLocale(accepted: string | readonly string[] | null | undefined): Locale {
  const ranked =
    typeof accepted === "string"
      ? accepted
          .split(",")
          .map((part, index) => {
            const [tag = "", ...params] = part.split(";");
            const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
            return { tag, q: q === undefined ? 1 : Number(q), index };
          })
          .filter(({ q }) => q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map(({ tag }) => tag)
      : (accepted ?? []);
  for (const tag of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
