// What the app keeps about a person, who sees it and for how long (issue 38, docs/PRIVACY.md).
import { Link } from "wouter";
import { CONVERSATION_KEPT_DAYS } from "../../domain/privacy/privacy.ts";
import { PageTitle } from "../components/layout/page-title.tsx";
import { SectionCard } from "../components/ui/card.tsx";
import { useT } from "../lib/i18n.ts";
import { useAuth } from "../lib/use-auth.ts";

export function PrivacyPage() {
  const t = useT();
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>{t("account.privacy.page_title")}</PageTitle>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("account.privacy.heading")}
        </h1>
        <p className="text-muted-foreground">{t("account.privacy.intro")}</p>
      </div>
      <SectionCard id="privacy-kept" title={t("account.privacy.kept_title")}>
        <p>{t("account.privacy.kept_text")}</p>
      </SectionCard>
      <SectionCard id="privacy-who" title={t("account.privacy.who_title")}>
        <p>{t("account.privacy.who_text")}</p>
      </SectionCard>
      <SectionCard id="privacy-how-long" title={t("account.privacy.how_long_title")}>
        <ul className="list-disc space-y-2 pl-5">
          <li>{t("account.privacy.how_long_messages", { days: CONVERSATION_KEPT_DAYS })}</li>
          <li>{t("account.privacy.how_long_positions")}</li>
          <li>{t("account.privacy.how_long_ledger")}</li>
          <li>{t("account.privacy.how_long_logs")}</li>
        </ul>
      </SectionCard>
      <SectionCard id="privacy-rights" title={t("account.privacy.rights_title")}>
        <div className="space-y-3">
          <p>{t("account.privacy.rights_text")}</p>
          <p>{t("account.privacy.rights_delete")}</p>
          {user ? (
            <Link href="/profile" className="underline underline-offset-4">
              {t("account.privacy.profile_link")}
            </Link>
          ) : null}
        </div>
      </SectionCard>
    </div>
  );
}
