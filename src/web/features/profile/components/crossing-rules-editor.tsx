import { Plus, Scale } from "lucide-react";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { rideDay } from "../../../../domain/carriage/carriage.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { Subsection } from "../../../components/ui/subsection.tsx";
import { errorText } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n.ts";
import {
  useCrossingRules,
  useCrossingRulesHistory,
  useReplaceCrossingRules,
} from "../api/admin-crossing-rules.ts";
import {
  newRule,
  type RuleDraft,
  refusedField,
  toDrafts,
  toRules,
} from "../crossing-rules-draft.ts";
import { CrossingRuleFields, ruleFieldId } from "./crossing-rule-fields.tsx";
import { RuleSource, useRuleSummary } from "./crossing-rule-summary.tsx";
import { CrossingRulesHistory } from "./crossing-rules-history.tsx";

const ERROR_ID = "crossing-rules-error";

/** The id of the field a refusal names; a list's item ("aliases.1") is its list's field. */
function refusedFieldId(message: string): string | null {
  const refused = refusedField(message);
  if (!refused) return null;
  return ruleFieldId(refused.rule, refused.path.replace(/\.aliases\.\d+$/, ".aliases"));
}

/**
 * Shown to admins only (issue 37): the crossing rules in force, an editor of every rule (each
 * registration's pick-up points abroad, drop-offs abroad anywhere or at points, each rule's date
 * and source), and who changed them when. The server validates; its refusal shows beside the form
 * and marks the field it names.
 */
export function CrossingRulesEditor() {
  const t = useT();
  const summary = useRuleSummary();
  const read = useCrossingRules();
  const history = useCrossingRulesHistory();
  const replace = useReplaceCrossingRules();
  // Null while nothing is changed: the form shows the rules as saved.
  const [edited, setEdited] = useState<RuleDraft[] | null>(null);
  const saved = useMemo(() => (read.data ? toDrafts(read.data.rules) : []), [read.data]);
  const today = rideDay(new Date());
  const drafts = edited ?? saved;
  const message = replace.error ? errorText(replace.error) : null;
  const invalidId = message ? refusedFieldId(message) : null;

  // The field the refusal names takes the focus, so the admin lands on it.
  useEffect(() => {
    if (invalidId) document.getElementById(invalidId)?.focus();
  }, [invalidId]);

  const change = (next: RuleDraft[]) => {
    setEdited(next);
    replace.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    replace.mutate(toRules(drafts), { onSuccess: () => setEdited(null) });
  };

  return (
    <SectionCard
      id="crossing-rules-title"
      title={t("account.crossing.title")}
      icon={<Scale aria-hidden="true" className="size-5 text-primary" />}
      description={t("account.crossing.text")}
      contentClassName="space-y-6"
    >
      {read.isPending ? (
        <p className="text-sm text-muted-foreground">{t("account.crossing.loading")}</p>
      ) : read.isError ? (
        <p className="text-sm text-destructive">{errorText(read.error)}</p>
      ) : (
        <>
          <Subsection
            id="crossing-in-force"
            title={t("account.crossing.in_force")}
            className="space-y-2"
          >
            {read.data.inForce.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("account.crossing.none_in_force")}</p>
            ) : (
              <ul className="space-y-2" data-testid="crossing-rules-in-force">
                {read.data.inForce.map((rule) => (
                  <li
                    key={rule.registration}
                    className="rounded-lg border border-border p-3 text-sm"
                  >
                    <p className="break-words">{summary(rule)}</p>
                    <p className="mt-1 break-words text-muted-foreground">
                      <RuleSource source={rule.source} />
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Subsection>
          <form
            onSubmit={onSubmit}
            noValidate
            aria-labelledby="crossing-edit"
            className="space-y-4"
          >
            <div className="space-y-1">
              <h3 id="crossing-edit" className="font-semibold">
                {t("account.crossing.edit")}
              </h3>
              <p className="text-sm text-muted-foreground">{t("account.crossing.edit_text")}</p>
            </div>
            {drafts.map((rule, index) => (
              <CrossingRuleFields
                key={rule.key}
                rule={rule}
                index={index}
                rules={toRules(drafts)}
                today={today}
                onChange={(next) => change(drafts.map((r, i) => (i === index ? next : r)))}
                onRemove={() => change(drafts.filter((_, i) => i !== index))}
                field={{ invalidId, errorId: ERROR_ID }}
              />
            ))}
            <Button
              type="button"
              variant="outline"
              onClick={() => change([...drafts, newRule(toRules(drafts), "SG", today)])}
            >
              <Plus aria-hidden="true" />
              {t("account.crossing.add_rule")}
            </Button>
            {message ? (
              <ErrorAlert id={ERROR_ID}>
                <p className="font-medium">{t("account.crossing.save_failed")}</p>
                <p className="break-words">{message}</p>
              </ErrorAlert>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" disabled={replace.isPending}>
                {replace.isPending ? t("account.crossing.saving") : t("account.crossing.save")}
              </Button>
              {edited ? (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    setEdited(null);
                    replace.reset();
                  }}
                >
                  {t("account.crossing.discard")}
                </Button>
              ) : null}
            </div>
          </form>
        </>
      )}
      <Subsection id="crossing-history" title={t("account.crossing.history")} className="space-y-2">
        {history.isPending ? (
          <p className="text-sm text-muted-foreground">{t("account.crossing.loading")}</p>
        ) : history.isError ? (
          <p className="text-sm text-destructive">{errorText(history.error)}</p>
        ) : (
          <CrossingRulesHistory versions={history.data} />
        )}
      </Subsection>
    </SectionCard>
  );
}
