import { describe, expect, it } from "vitest";
import type { CrossingRule } from "../../../domain/carriage/carriage.ts";
import {
  newRule,
  pointAt,
  refusedField,
  ruleStatus,
  toDrafts,
  toRules,
  versionChanges,
} from "./crossing-rules-draft.ts";

const LARKIN = {
  stopId: "larkin-sentral",
  names: { en: "Larkin Sentral", zh: "拉庆中央车站", ms: "Larkin Sentral" },
  aliases: ["Larkin Terminal", "Terminal Larkin"],
};
const SOURCE = { title: "Joint statement", url: "https://example.org/a", published: "2025-12-05" };
const SG_2025: CrossingRule = {
  registration: "SG",
  effectiveFrom: "2025-12-05",
  pickupPoints: [LARKIN],
  dropoffAnywhere: true,
  dropoffPoints: [],
  source: SOURCE,
};
const SG_2022: CrossingRule = { ...SG_2025, effectiveFrom: "2022-05-01", dropoffAnywhere: false };

describe("the crossing rules' draft", () => {
  it("sends back what it was given, aliases split at commas without blanks", () => {
    const drafts = toDrafts([SG_2025]);
    expect(drafts[0]?.pickupPoints[0]?.aliases).toBe("Larkin Terminal, Terminal Larkin");
    expect(toRules(drafts)).toEqual([SG_2025]);
    const edited = toDrafts([SG_2025]);
    if (edited[0]?.pickupPoints[0]) edited[0].pickupPoints[0].aliases = " Larkin ,, KL bus ,";
    expect(toRules(edited)[0]?.pickupPoints[0]?.aliases).toEqual(["Larkin", "KL bus"]);
  });

  it("names a new point as its common stop, and starts a new rule from the one in force", () => {
    expect(pointAt("ban-san-terminal")).toMatchObject({
      stopId: "ban-san-terminal",
      names: { en: "Ban San Street Terminal", zh: "万山街德士站", ms: "Terminal Jalan Ban San" },
      aliases: "",
    });
    const rule = newRule([SG_2022, SG_2025], "SG", "2026-11-28");
    expect(toRules([rule])).toEqual([
      {
        ...SG_2025,
        effectiveFrom: "2026-11-28",
        source: { title: "", url: "", published: "2026-11-28" },
      },
    ]);
    expect(toRules([newRule([], "MY", "2026-11-28")])[0]).toMatchObject({
      pickupPoints: [],
      dropoffAnywhere: true,
    });
  });

  it("tells the rule in force from a superseded and a coming one", () => {
    const coming = { ...SG_2025, effectiveFrom: "2027-01-01" };
    const rules = [SG_2022, SG_2025, coming];
    expect(rules.map((rule) => ruleStatus(rule, rules, "2026-11-28"))).toEqual([
      "past",
      "in_force",
      "coming",
    ]);
  });

  it("finds the rule and field a refusal names, and nothing in one naming no rule's field", () => {
    expect(refusedField("rules.1.source.url: source.url must be an http(s) link")).toEqual({
      rule: 1,
      path: "source.url",
      message: "source.url must be an http(s) link",
    });
    expect(refusedField("rules: rules must hold at least one rule")).toBeNull();
  });

  it("lists what a version added, removed and changed", () => {
    const changedSg = { ...SG_2025, dropoffAnywhere: false, dropoffPoints: [LARKIN] };
    const my = { ...SG_2025, registration: "MY" as const };
    expect(versionChanges([changedSg, my], [SG_2022, SG_2025])).toEqual({
      added: [my],
      changed: [changedSg],
      removed: [SG_2022],
    });
    expect(versionChanges([SG_2025], [SG_2025])).toEqual({ added: [], changed: [], removed: [] });
  });
});
