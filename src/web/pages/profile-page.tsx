import { PageTitle } from "../components/layout/page-title.tsx";
import { AlertsSection } from "../features/alerts/components/alerts-section.tsx";
import { LanguagePicker } from "../features/language/components/language-picker.tsx";
import { MessageReports } from "../features/messages/components/message-reports.tsx";
import { AccountChanges } from "../features/profile/components/account-changes.tsx";
import { AdminTools } from "../features/profile/components/admin-tools.tsx";
import { ArrivalCards } from "../features/profile/components/arrival-cards.tsx";
import { CrossingRulesEditor } from "../features/profile/components/crossing-rules-editor.tsx";
import { DiscordLink } from "../features/profile/components/discord-link.tsx";
import { MyData } from "../features/profile/components/my-data.tsx";
import { PasswordForm } from "../features/profile/components/password-form.tsx";
import { ProfileForm } from "../features/profile/components/profile-form.tsx";
import { VendorVerification } from "../features/profile/components/vendor-verification.tsx";
import { PushSettings } from "../features/push/components/push-settings.tsx";
import { ReportedRatings } from "../features/ratings/components/reported-ratings.tsx";
import { useClientConfig } from "../features/rides/api/get-client-config.ts";
import { useT } from "../lib/i18n.ts";
import { useAuth } from "../lib/use-auth.ts";

export function ProfilePage() {
  const t = useT();
  const { user } = useAuth();
  const { data: config } = useClientConfig();
  if (!user) return null; // The route requires login; this only satisfies the types.

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageTitle>{t("account.profile.page_title")}</PageTitle>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("account.profile.heading")}
        </h1>
        <p className="text-muted-foreground">{t("account.profile.intro")}</p>
      </div>
      {/* Saved to the account as soon as it is picked: it needs no Save button. */}
      <div className="max-w-xs">
        <LanguagePicker variant="field" />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {/* Keyed by user so the form refills when the account changes. */}
        <ProfileForm key={user.id} user={user} />
        <PasswordForm />
      </div>
      <ArrivalCards user={user} />
      <DiscordLink user={user} enabled={config?.discordSignIn ?? false} />
      <PushSettings />
      <AlertsSection />
      <MyData user={user} discordEnabled={config?.discordSignIn ?? false} />
      {user.isAdmin ? <AdminTools reportedRatings={<ReportedRatings />} /> : null}
      {user.isAdmin ? <VendorVerification /> : null}
      {user.isAdmin ? <CrossingRulesEditor /> : null}
      {user.isAdmin ? <AccountChanges /> : null}
      {user.isAdmin ? <MessageReports /> : null}
    </div>
  );
}
