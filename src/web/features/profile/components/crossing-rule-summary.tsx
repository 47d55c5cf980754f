import { type CrossingRule, pointNames } from "../../../../domain/carriage/carriage.ts";
import { useLocale, useT } from "../../../lib/i18n.ts";

export const REGISTRATION_LABELS = {
  SG: "account.crossing.registration_sg",
  MY: "account.crossing.registration_my",
} as const;

/** A rule in one line of the reader's language: its registration, date, pick-ups and drop-offs. */
export function useRuleSummary() {
  const t = useT();
  const locale = useLocale();
  const points = (list: CrossingRule["pickupPoints"]) =>
    list.length > 0 ? pointNames(list, locale) : t("account.crossing.no_points");
  return (rule: CrossingRule) =>
    t("account.crossing.summary", {
      registration: t(REGISTRATION_LABELS[rule.registration]),
      date: rule.effectiveFrom,
      pickups: points(rule.pickupPoints),
      dropoffs: rule.dropoffAnywhere
        ? t("account.crossing.dropoffs_anywhere")
        : t("account.crossing.dropoffs_at", { points: points(rule.dropoffPoints) }),
    });
}

/** The rule's source: its title and the day it was published, as a link to it. */
export function RuleSource({ source }: { source: CrossingRule["source"] }) {
  const t = useT();
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noreferrer"
      className="text-primary underline underline-offset-2"
    >
      {t("account.crossing.source", { title: source.title, published: source.published })}
    </a>
  );
}
