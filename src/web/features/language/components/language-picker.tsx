import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Languages } from "lucide-react";
import { useEffect, useId } from "react";
import { isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from "../../../../domain/i18n/locales.ts";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";
import { changeLocale, useLocale, useT } from "../../../lib/i18n.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useAuth } from "../../../lib/use-auth.ts";

/** The short name the top bar shows for each language; the list names each in full. */
const SHORT_NAMES: Record<Locale, string> = { en: "EN", zh: "中文", ms: "BM" };

/**
 * Keeps the app in the signed-in rider's language (from the account, on any device) and saves
 * a new pick to the account; a visitor's pick lives in the cookie alone.
 */
function useLanguage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const saved = user?.language ?? null;

  useEffect(() => {
    if (saved) void changeLocale(saved);
  }, [saved]);

  return async (locale: Locale) => {
    await changeLocale(locale);
    if (!user || user.language === locale) return;
    // Shown as saved at once, so the account's old language does not switch the page back.
    queryClient.setQueryData<PublicUser>(queryKeys.me(), { ...user, language: locale });
    await api.patch<PublicUser>(`/api/users/${user.id}`, { language: locale }).then(
      // The inbox is worded in the account's language as it is now: read it again.
      () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
      () => {
        // The page is in the new language either way; the account catches up on the next pick.
      },
    );
  };
}

/** The language list: a compact globe and code in the top bar, a labelled field on the profile. */
export function LanguagePicker({ variant }: { variant: "bar" | "field" }) {
  const t = useT();
  const locale = useLocale();
  const pick = useLanguage();
  const id = useId();
  const select = (
    <select
      id={id}
      value={locale}
      aria-label={variant === "bar" ? t("app.language.label") : undefined}
      onChange={(event) => {
        if (isLocale(event.target.value)) void pick(event.target.value);
      }}
      className={
        variant === "bar"
          ? "absolute inset-0 cursor-pointer opacity-0"
          : "min-h-10 w-full rounded-lg border border-input bg-card px-3 text-sm text-foreground"
      }
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </select>
  );

  if (variant === "field") {
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t("app.language.label")}
        </label>
        {select}
      </div>
    );
  }
  return (
    <span
      className={clsx(
        "relative inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-medium text-foreground hover:bg-muted",
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span aria-hidden="true">{SHORT_NAMES[locale]}</span>
      {select}
    </span>
  );
}
