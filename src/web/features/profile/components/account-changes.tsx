import { History } from "lucide-react";
import type { Locale } from "../../../../domain/i18n/locales.ts";
import { formatShortRideDate } from "../../../../domain/shared/dates.ts";
import type { AccountChange } from "../../../../domain/user/user-schemas.ts";
import { SectionCard } from "../../../components/ui/card.tsx";
import { errorText } from "../../../lib/api.ts";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { useAdminAccountChanges } from "../api/admin-account-changes.ts";

/** The profile form's label of each field an admin may change; others show their API name. */
const FIELD_LABELS: Record<string, string> = {
  name: "account.profile.full_name",
  whatsappNumber: "account.field.whatsapp",
  malaysianNumber: "account.field.malaysian_number",
  revolutUsername: "account.field.revolut",
  paynowProxy: "account.profile.paynow_proxy",
  paynowName: "account.profile.paynow_name",
  language: "app.language.label",
};

function ChangeRow({ change, locale }: { change: AccountChange; locale: Locale }) {
  const t = useT();
  const empty = t("account.changes.empty");
  return (
    <li className="space-y-1 rounded-lg border border-border p-3 text-sm">
      <p>
        <span className="font-medium">
          {t("account.changes.line", {
            admin: change.admin ? `@${change.admin.discordUsername}` : t("account.changes.gone"),
            account: `@${change.account.discordUsername}`,
          })}
        </span>{" "}
        <time dateTime={change.createdAt} className="text-muted-foreground">
          {formatShortRideDate(change.createdAt, locale)}
        </time>
      </p>
      <ul className="space-y-0.5 text-muted-foreground">
        {Object.entries(change.changes).map(([field, { from, to }]) => (
          <li key={field} className="break-words">
            {t("account.changes.field", {
              field: FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field,
              from: from ?? empty,
              to: to ?? empty,
            })}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Shown to admins only: who changed whose account, what and when (decision 026). */
export function AccountChanges() {
  const t = useT();
  const locale = useLocale();
  const changes = useAdminAccountChanges();
  return (
    <SectionCard
      id="account-changes-title"
      title={t("account.changes.title")}
      icon={<History aria-hidden="true" className="size-5 text-primary" />}
      description={t("account.changes.text")}
      contentClassName="space-y-2"
    >
      {changes.isPending ? (
        <p className="text-sm text-muted-foreground">{t("account.changes.loading")}</p>
      ) : changes.isError ? (
        <p className="text-sm text-destructive">{errorText(changes.error)}</p>
      ) : changes.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("account.changes.none")}</p>
      ) : (
        <ul className="space-y-2">
          {changes.data.map((change) => (
            <ChangeRow key={change.id} change={change} locale={locale} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
