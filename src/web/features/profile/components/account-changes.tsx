import { History } from "lucide-react";
import type { CrossingRulesVersion } from "../../../../domain/carriage/carriage-schemas.ts";
import type { Locale } from "../../../../domain/i18n/locales.ts";
import { formatShortRideDate } from "../../../../domain/shared/dates.ts";
import type { AccountChange } from "../../../../domain/user/user-schemas.ts";
import { SectionCard } from "../../../components/ui/card.tsx";
import { errorText } from "../../../lib/api.ts";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { useAdminAccountChanges } from "../api/admin-account-changes.ts";
import { useCrossingRulesHistory } from "../api/admin-crossing-rules.ts";
import { isShipped, VersionChanges, VersionLine } from "./crossing-rules-history.tsx";

/** How many changes the trail shows: the newest of both kinds together. */
const SHOWN = 50;

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

type TrailEntry =
  | { kind: "account"; at: string; change: AccountChange }
  | {
      kind: "rules";
      at: string;
      version: CrossingRulesVersion;
      before: CrossingRulesVersion | undefined;
    };

/** The account edits and the rules' versions (but the shipped one) as one list, newest first. */
function trail(changes: AccountChange[], versions: CrossingRulesVersion[]): TrailEntry[] {
  const rules = versions.flatMap((version, index) =>
    isShipped(versions, index)
      ? []
      : [{ kind: "rules" as const, at: version.createdAt, version, before: versions[index + 1] }],
  );
  const accounts = changes.map((change) => ({
    kind: "account" as const,
    at: change.createdAt,
    change,
  }));
  return [...accounts, ...rules].sort((a, b) => b.at.localeCompare(a.at)).slice(0, SHOWN);
}

/**
 * Shown to admins only: who changed whose account, what and when (decision 026), and who changed
 * the crossing rules (decision 049), newest first.
 */
export function AccountChanges() {
  const t = useT();
  const locale = useLocale();
  const changes = useAdminAccountChanges();
  const versions = useCrossingRulesHistory();
  const entries = changes.data && versions.data ? trail(changes.data, versions.data) : [];
  return (
    <SectionCard
      id="account-changes-title"
      title={t("account.changes.title")}
      icon={<History aria-hidden="true" className="size-5 text-primary" />}
      description={t("account.changes.text")}
      contentClassName="space-y-2"
    >
      {changes.isError || versions.isError ? (
        <p className="text-sm text-destructive">{errorText(changes.error ?? versions.error)}</p>
      ) : changes.isPending || versions.isPending ? (
        <p className="text-sm text-muted-foreground">{t("account.changes.loading")}</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("account.changes.none")}</p>
      ) : (
        <ul className="space-y-2" data-testid="admin-trail">
          {entries.map((entry) =>
            entry.kind === "account" ? (
              <ChangeRow key={`account-${entry.change.id}`} change={entry.change} locale={locale} />
            ) : (
              <li
                key={`rules-${entry.version.id}`}
                className="space-y-1 rounded-lg border border-border p-3 text-sm"
              >
                <VersionLine version={entry.version} shipped={false} />
                <VersionChanges version={entry.version} before={entry.before} />
              </li>
            ),
          )}
        </ul>
      )}
    </SectionCard>
  );
}
