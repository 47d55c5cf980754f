import {
  CROSSING_RULES_HISTORY_LIMIT,
  type CrossingRulesVersion,
} from "../../../../domain/carriage/carriage-schemas.ts";
import { formatShortRideDate } from "../../../../domain/shared/dates.ts";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { versionChanges } from "../crossing-rules-draft.ts";
import { useRuleSummary } from "./crossing-rule-summary.tsx";

/** What one version changed from the one before it, a line per rule added, removed or changed. */
export function VersionChanges({
  version,
  before,
}: {
  version: CrossingRulesVersion;
  before: CrossingRulesVersion | undefined;
}) {
  const t = useT();
  const summary = useRuleSummary();
  if (!before)
    return (
      <ul className="space-y-0.5 text-muted-foreground">
        {version.rules.map((rule) => (
          <li key={`${rule.registration} ${rule.effectiveFrom}`} className="break-words">
            {summary(rule)}
          </li>
        ))}
      </ul>
    );
  const { added, changed, removed } = versionChanges(version.rules, before.rules);
  const lines = [
    ...added.map((rule) => t("account.crossing.added", { rule: summary(rule) })),
    ...changed.map((rule) => t("account.crossing.changed", { rule: summary(rule) })),
    ...removed.map((rule) => t("account.crossing.removed", { rule: summary(rule) })),
  ];
  return (
    <ul className="space-y-0.5 text-muted-foreground">
      {lines.length === 0 ? <li>{t("account.crossing.unchanged")}</li> : null}
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether the version is the first one, which the app shipped (no admin made it): the oldest of a
 * history shorter than the read's limit.
 */
export const isShipped = (versions: readonly CrossingRulesVersion[], index: number) =>
  index === versions.length - 1 &&
  versions.length < CROSSING_RULES_HISTORY_LIMIT &&
  versions[index]?.admin === null;

/** Who changed the rules and when. */
export function VersionLine({
  version,
  shipped,
}: {
  version: CrossingRulesVersion;
  shipped: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const admin = version.admin ? `@${version.admin.discordUsername}` : t("account.changes.gone");
  return (
    <p>
      <span className="font-medium">
        {shipped ? t("account.crossing.shipped") : t("account.crossing.history_line", { admin })}
      </span>{" "}
      <time dateTime={version.createdAt} className="text-muted-foreground">
        {formatShortRideDate(version.createdAt, locale)}
      </time>
    </p>
  );
}

/** Every version of the rules, newest first, with what each changed: the admins' trail of them. */
export function CrossingRulesHistory({ versions }: { versions: readonly CrossingRulesVersion[] }) {
  return (
    <ol className="space-y-2" data-testid="crossing-rules-history">
      {versions.map((version, index) => (
        <li key={version.id} className="space-y-1 rounded-lg border border-border p-3 text-sm">
          <VersionLine version={version} shipped={isShipped(versions, index)} />
          <VersionChanges version={version} before={versions[index + 1]} />
        </li>
      ))}
    </ol>
  );
}
