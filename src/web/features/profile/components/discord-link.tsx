import { BadgeCheck } from "lucide-react";
import { useSearch } from "wouter";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { useT } from "../../../lib/i18n.ts";

/** The account's Discord link: verified, or a button that links it (decision 031). */
export function DiscordLink({ user, enabled }: { user: PublicUser; enabled: boolean }) {
  const t = useT();
  const outcome = new URLSearchParams(useSearch()).get("discord");
  if (!user.discordVerified && !enabled) return null;

  return (
    <SectionCard
      id="discord-link-title"
      title={t("account.discord.section")}
      description={t("account.discord.section_text")}
      contentClassName="space-y-3"
    >
      {outcome === "link_taken" ? (
        <ErrorAlert>{t("account.discord.link_taken")}</ErrorAlert>
      ) : outcome === "failed" || outcome === "denied" ? (
        <ErrorAlert>{t("account.discord.link_failed")}</ErrorAlert>
      ) : null}
      {user.discordVerified ? (
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" />
          {t("app.discord_verified")}
        </Badge>
      ) : (
        <a href="/api/auth/discord?link=1" className={buttonClasses("outline")}>
          {t("account.discord.link")}
        </a>
      )}
    </SectionCard>
  );
}
