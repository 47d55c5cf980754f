import { useSearch } from "wouter";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n.ts";

/**
 * "Sign in with Discord", when the site has it on; and what the last attempt came back with
 * (`?discord=` from /api/auth/discord/callback): refused, failed, a name a password account
 * holds (or one no account may take), which its owner opens with the password and links from the profile (decision 031).
 */
export function DiscordSignIn({ next, enabled }: { next: string; enabled: boolean }) {
  const t = useT();
  const params = new URLSearchParams(useSearch());
  const outcome = params.get("discord");
  const name = params.get("name") ?? "";

  return (
    <div className="space-y-3">
      {outcome === "name_held" ? (
        <ErrorAlert>
          <strong className="block">{t("account.discord.name_held_title", { name })}</strong>{" "}
          {t("account.discord.name_held_text")}
        </ErrorAlert>
      ) : outcome === "name_unusable" ? (
        <ErrorAlert>
          <strong className="block">{t("account.discord.name_unusable_title", { name })}</strong>{" "}
          {t("account.discord.name_unusable_text")}
        </ErrorAlert>
      ) : outcome === "denied" ? (
        <ErrorAlert>{t("account.discord.denied")}</ErrorAlert>
      ) : outcome === "failed" ? (
        <ErrorAlert>{t("account.discord.failed")}</ErrorAlert>
      ) : null}
      {enabled ? (
        <a
          href={`/api/auth/discord?next=${encodeURIComponent(next)}`}
          className={buttonClasses("outline", "md", "w-full")}
        >
          {t("account.discord.sign_in")}
        </a>
      ) : null}
    </div>
  );
}
