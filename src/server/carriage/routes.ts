// The crossing rules (issue 37): anyone reads the rules in force and their sources; an admin
// replaces them. Each replacement is a new version beside the old ones: the admins' trail.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rideDay, rulesInForce } from "../../domain/carriage/carriage.ts";
import {
  CROSSING_RULES_HISTORY_LIMIT,
  crossingRulesBodySchema,
  crossingRulesReadSchema,
  crossingRulesVersionSchema,
} from "../../domain/carriage/carriage-schemas.ts";
import { requireAdmin } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { refuses } from "../http/refusals.ts";
import { listCrossingRuleVersions, readCrossingRules, replaceCrossingRules } from "./queries.ts";

async function crossingRulesRead(db: Db, now: Date) {
  const { rules, updatedAt } = await readCrossingRules(db);
  return {
    inForce: rulesInForce(rules, rideDay(now)),
    rules,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

export async function carriageRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/crossing-rules",
    {
      config: { refusals: refuses() },
      schema: { response: { 200: crossingRulesReadSchema } },
    },
    async function readRules() {
      return crossingRulesRead(db, new Date());
    },
  );

  api.put(
    "/api/admin/crossing-rules",
    {
      config: { writeLimit: "edit", refusals: refuses("login_required", "admins_only") },
      schema: { body: crossingRulesBodySchema, response: { 200: crossingRulesReadSchema } },
    },
    async function replaceRules(request) {
      const admin = requireAdmin(request);
      await replaceCrossingRules(db, request.body.rules, admin.id);
      return crossingRulesRead(db, new Date());
    },
  );

  // The admins' trail of the rules: Admin Tools shows it beside the editor and among the changes
  // admins made (decision 049).
  api.get(
    "/api/admin/crossing-rules/history",
    {
      config: { refusals: refuses("login_required", "admins_only") },
      schema: { response: { 200: z.array(crossingRulesVersionSchema) } },
    },
    async function readHistory(request) {
      requireAdmin(request);
      return listCrossingRuleVersions(db, CROSSING_RULES_HISTORY_LIMIT);
    },
  );
}
