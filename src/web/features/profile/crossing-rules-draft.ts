// The crossing rules as the admins' editor holds them while they are changed (issue 37): each
// point's aliases as one line of text, and keys for React's lists. The server validates what is
// sent; these only convert, and say which field a refusal names.
import {
  type CrossingPoint,
  type CrossingRule,
  type Registration,
  ruleInForce,
} from "../../../domain/carriage/carriage.ts";
import { COMMON_STOPS } from "../../../domain/places/common-stops.ts";

export interface PointDraft extends Omit<CrossingPoint, "aliases"> {
  key: number;
  /** The aliases, separated by commas. */
  aliases: string;
}

export interface RuleDraft extends Omit<CrossingRule, "pickupPoints" | "dropoffPoints"> {
  key: number;
  pickupPoints: PointDraft[];
  dropoffPoints: PointDraft[];
}

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return lastKey;
};

const toPointDraft = (point: CrossingPoint): PointDraft => ({
  ...point,
  names: { ...point.names },
  aliases: point.aliases.join(", "),
  key: nextKey(),
});

export const toDrafts = (rules: readonly CrossingRule[]): RuleDraft[] =>
  rules.map((rule) => ({
    ...rule,
    source: { ...rule.source },
    pickupPoints: rule.pickupPoints.map(toPointDraft),
    dropoffPoints: rule.dropoffPoints.map(toPointDraft),
    key: nextKey(),
  }));

const toPoint = ({ key: _key, aliases, ...point }: PointDraft): CrossingPoint => ({
  ...point,
  aliases: aliases
    .split(",")
    .map((alias) => alias.trim())
    .filter((alias) => alias !== ""),
});

/** What PUT /api/admin/crossing-rules is sent. */
export const toRules = (drafts: readonly RuleDraft[]): CrossingRule[] =>
  drafts.map(({ key: _key, pickupPoints, dropoffPoints, ...rule }) => ({
    ...rule,
    pickupPoints: pickupPoints.map(toPoint),
    dropoffPoints: dropoffPoints.map(toPoint),
  }));

/** A point at a common stop, named as the stop is. */
export function pointAt(stopId: string): PointDraft {
  const stop = COMMON_STOPS.find((candidate) => candidate.id === stopId);
  return {
    key: nextKey(),
    stopId,
    names: stop ? { ...stop.names } : { en: "", zh: "", ms: "" },
    aliases: "",
  };
}

/**
 * A new rule for the registration from `day`: the points of the rule in force then (the admin
 * changes what the new source says), and an empty source to fill in.
 */
export function newRule(
  rules: readonly CrossingRule[],
  registration: Registration,
  day: string,
): RuleDraft {
  const current = ruleInForce(rules, registration, day);
  const [draft] = toDrafts([
    {
      registration,
      effectiveFrom: day,
      pickupPoints: current?.pickupPoints ?? [],
      dropoffAnywhere: current?.dropoffAnywhere ?? true,
      dropoffPoints: current?.dropoffPoints ?? [],
      source: { title: "", url: "", published: day },
    },
  ]);
  return draft as RuleDraft;
}

/** Whether a rule is the one in force on `day`, one still to come, or one a later rule replaced. */
export function ruleStatus(
  rule: Pick<CrossingRule, "registration" | "effectiveFrom">,
  rules: readonly CrossingRule[],
  day: string,
): "in_force" | "coming" | "past" {
  if (rule.effectiveFrom > day) return "coming";
  const current = ruleInForce(rules, rule.registration, day);
  return current?.effectiveFrom === rule.effectiveFrom ? "in_force" : "past";
}

/**
 * The field a refusal of the rules names ("rules.0.source.url: …"), as the rule's index and the
 * path inside it, with the message after the name; null when it names none of a rule's fields.
 */
export function refusedField(
  message: string,
): { rule: number; path: string; message: string } | null {
  const match = /^rules\.(\d+)\.([\w.]+): (.+)$/s.exec(message);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { rule: Number(match[1]), path: match[2], message: match[3] };
}

const ruleKey = (rule: CrossingRule) => `${rule.registration} ${rule.effectiveFrom}`;

/** What a version changed from the one before it: rules added, removed, or changed in place. */
export function versionChanges(rules: readonly CrossingRule[], before: readonly CrossingRule[]) {
  const earlier = new Map(before.map((rule) => [ruleKey(rule), rule]));
  const later = new Set(rules.map(ruleKey));
  return {
    added: rules.filter((rule) => !earlier.has(ruleKey(rule))),
    changed: rules.filter((rule) => {
      const old = earlier.get(ruleKey(rule));
      return old !== undefined && JSON.stringify(old) !== JSON.stringify(rule);
    }),
    removed: before.filter((rule) => !later.has(ruleKey(rule))),
  };
}
