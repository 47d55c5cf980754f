import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { planCrossing } from "../../domain/planner/planner.ts";
import { crossingPlanSchema, plannerQuerySchema } from "../../domain/planner/planner-schemas.ts";
import { refuses } from "../http/refusals.ts";
import { holidayOf } from "./holidays.ts";

/** `GET /api/planner`: the typical crossing at a departure time; typical, never live. */
export async function plannerRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/planner",
    {
      config: { refusals: refuses() },
      schema: {
        description:
          "Typical minutes (p50, p90) at the checkpoint a Forest City ride takes, from a versioned " +
          "profile raised on Singapore and Johor public holidays and their eves. Not live.",
        querystring: plannerQuerySchema,
        response: { 200: crossingPlanSchema },
      },
    },
    async function planDeparture(request) {
      const { direction, at } = request.query;
      return planCrossing(direction, at, holidayOf);
    },
  );
}
