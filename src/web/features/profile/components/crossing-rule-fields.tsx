import { Plus, Trash2 } from "lucide-react";
import {
  type CrossingRule,
  REGISTRATIONS,
  type Registration,
} from "../../../../domain/carriage/carriage.ts";
import { COMMON_STOPS } from "../../../../domain/places/common-stops.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { type PointDraft, pointAt, type RuleDraft, ruleStatus } from "../crossing-rules-draft.ts";
import { REGISTRATION_LABELS } from "./crossing-rule-summary.tsx";

/** The id of the input for a rule's field ("source.url"): a refusal naming it focuses it. */
export const ruleFieldId = (index: number, path: string) =>
  `crossing-rule-${index}-${path.replaceAll(".", "-")}`;

/** Where a vehicle's designated points are: in the other country. */
const FIRST_POINT: Record<Registration, string> = {
  SG: "larkin-sentral",
  MY: "ban-san-terminal",
};

const STATUS_LABELS = {
  in_force: "account.crossing.status_in_force",
  coming: "account.crossing.status_coming",
  past: "account.crossing.status_past",
} as const;

interface FieldState {
  /** The id of the field the server's refusal names, if any. */
  invalidId: string | null;
  /** The id of the box that shows the refusal. */
  errorId: string;
}

function PointFields({
  point,
  number,
  idOf,
  onChange,
  onRemove,
  field,
}: {
  point: PointDraft;
  number: number;
  idOf: (path: string) => string;
  onChange: (point: PointDraft) => void;
  onRemove: () => void;
  field: FieldState;
}) {
  const t = useT();
  const locale = useLocale();
  const text = (path: string) => ({
    id: idOf(path),
    invalid: field.invalidId === idOf(path),
    describedBy: field.errorId,
  });
  const named = (language: "en" | "zh" | "ms", value: string) =>
    onChange({ ...point, names: { ...point.names, [language]: value } });
  return (
    <li className="space-y-3 rounded-lg border border-border bg-muted/40 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium">{t("account.crossing.point_heading", { number })}</p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t("account.crossing.remove_point", { number })}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={idOf("stopId")}
          label={t("account.crossing.stop")}
          options={COMMON_STOPS.map((stop) => ({ value: stop.id, label: stop.names[locale] }))}
          value={point.stopId}
          // A new stop brings its names; the admin may word them otherwise after.
          onChange={(event) => onChange({ ...pointAt(event.target.value), key: point.key })}
        />
        <TextField
          {...text("names.en")}
          label={t("account.crossing.name_en")}
          lang="en"
          value={point.names.en}
          onChange={(event) => named("en", event.target.value)}
        />
        <TextField
          {...text("names.zh")}
          label={t("account.crossing.name_zh")}
          lang="zh"
          value={point.names.zh}
          onChange={(event) => named("zh", event.target.value)}
        />
        <TextField
          {...text("names.ms")}
          label={t("account.crossing.name_ms")}
          lang="ms"
          value={point.names.ms}
          onChange={(event) => named("ms", event.target.value)}
        />
        <TextField
          {...text("aliases")}
          className="sm:col-span-2"
          label={t("account.crossing.aliases")}
          hint={t("account.crossing.aliases_hint")}
          value={point.aliases}
          onChange={(event) => onChange({ ...point, aliases: event.target.value })}
        />
      </div>
    </li>
  );
}

function PointList({
  legend,
  points,
  path,
  rule,
  index,
  onChange,
  field,
}: {
  legend: string;
  points: PointDraft[];
  path: "pickupPoints" | "dropoffPoints";
  rule: RuleDraft;
  index: number;
  onChange: (points: PointDraft[]) => void;
  field: FieldState;
}) {
  const t = useT();
  const listId = ruleFieldId(index, path);
  return (
    <fieldset
      className="space-y-2"
      aria-invalid={field.invalidId === listId || undefined}
      aria-describedby={field.invalidId === listId ? field.errorId : undefined}
    >
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {points.length > 0 ? (
        <ul className="space-y-2">
          {points.map((point, at) => (
            <PointFields
              key={point.key}
              point={point}
              number={at + 1}
              idOf={(inner) => ruleFieldId(index, `${path}.${at}.${inner}`)}
              onChange={(next) => onChange(points.map((p, i) => (i === at ? next : p)))}
              onRemove={() => onChange(points.filter((_, i) => i !== at))}
              field={field}
            />
          ))}
        </ul>
      ) : null}
      <Button
        id={listId}
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange([...points, pointAt(FIRST_POINT[rule.registration])])}
      >
        <Plus aria-hidden="true" />
        {t("account.crossing.add_point")}
      </Button>
    </fieldset>
  );
}

/** One rule's fields: its registration and date, its points abroad, and its source. */
export function CrossingRuleFields({
  rule,
  index,
  rules,
  today,
  onChange,
  onRemove,
  field,
}: {
  rule: RuleDraft;
  index: number;
  /** Every rule as saved, to say whether this one is in force. */
  rules: readonly CrossingRule[];
  today: string;
  onChange: (rule: RuleDraft) => void;
  onRemove: () => void;
  field: FieldState;
}) {
  const t = useT();
  const id = (path: string) => ruleFieldId(index, path);
  const text = (path: string) => ({
    id: id(path),
    invalid: field.invalidId === id(path),
    describedBy: field.errorId,
  });
  const headingId = `crossing-rule-${rule.key}-heading`;
  const status = ruleStatus(rule, rules, today);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-border p-3 sm:p-4"
      data-testid="crossing-rule"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
          {t("account.crossing.rule_heading", {
            registration: t(REGISTRATION_LABELS[rule.registration]),
            date: rule.effectiveFrom || "—",
          })}
          <Badge variant={status === "in_force" ? "success" : "secondary"}>
            {t(STATUS_LABELS[status])}
          </Badge>
        </h4>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t("account.crossing.remove_rule")}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={id("registration")}
          label={t("account.crossing.registration")}
          options={REGISTRATIONS.map((value) => ({
            value,
            label: t(REGISTRATION_LABELS[value]),
          }))}
          value={rule.registration}
          onChange={(event) =>
            onChange({ ...rule, registration: event.target.value as Registration })
          }
        />
        <TextField
          {...text("effectiveFrom")}
          label={t("account.crossing.effective_from")}
          type="date"
          value={rule.effectiveFrom}
          onChange={(event) => onChange({ ...rule, effectiveFrom: event.target.value })}
        />
      </div>
      <PointList
        legend={t("account.crossing.pickup_points")}
        points={rule.pickupPoints}
        path="pickupPoints"
        rule={rule}
        index={index}
        onChange={(pickupPoints) => onChange({ ...rule, pickupPoints })}
        field={field}
      />
      <SelectField
        id={id("dropoffAnywhere")}
        label={t("account.crossing.dropoffs")}
        className="sm:max-w-sm"
        options={[
          { value: "anywhere", label: t("account.crossing.dropoffs_anywhere_option") },
          { value: "points", label: t("account.crossing.dropoffs_points_option") },
        ]}
        value={rule.dropoffAnywhere ? "anywhere" : "points"}
        onChange={(event) =>
          onChange({ ...rule, dropoffAnywhere: event.target.value === "anywhere" })
        }
      />
      {rule.dropoffAnywhere ? null : (
        <PointList
          legend={t("account.crossing.dropoff_points")}
          points={rule.dropoffPoints}
          path="dropoffPoints"
          rule={rule}
          index={index}
          onChange={(dropoffPoints) => onChange({ ...rule, dropoffPoints })}
          field={field}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          {...text("source.title")}
          className="sm:col-span-2"
          label={t("account.crossing.source_title")}
          value={rule.source.title}
          onChange={(event) =>
            onChange({ ...rule, source: { ...rule.source, title: event.target.value } })
          }
        />
        <TextField
          {...text("source.url")}
          label={t("account.crossing.source_url")}
          type="url"
          inputMode="url"
          value={rule.source.url}
          onChange={(event) =>
            onChange({ ...rule, source: { ...rule.source, url: event.target.value } })
          }
        />
        <TextField
          {...text("source.published")}
          label={t("account.crossing.source_published")}
          type="date"
          value={rule.source.published}
          onChange={(event) =>
            onChange({ ...rule, source: { ...rule.source, published: event.target.value } })
          }
        />
      </div>
    </section>
  );
}
