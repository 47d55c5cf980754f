import { integer, jsonb, pgTable } from "drizzle-orm/pg-core";
import type { CrossingRule } from "../../../domain/carriage/carriage.ts";
import { createdAt, serialId } from "./columns.ts";
import { users } from "./users.ts";

/**
 * The crossing rules (issue 37), one row per version, append-only: the newest row is the rules
 * every check applies, and the rows before it are the admins' trail of who changed them and when.
 * The first row is the migration's defaults (no admin).
 */
export const crossingRuleSets = pgTable("crossing_rule_sets", {
  id: serialId(),
  rules: jsonb("rules").notNull().$type<CrossingRule[]>(),
  // The admin; kept (as null) when their account is deleted, and null for the shipped defaults.
  actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
