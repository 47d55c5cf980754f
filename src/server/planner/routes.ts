import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { planCrossing } from "../../domain/planner/planner.ts";
import { plannerAnswerSchema, plannerQuerySchema } from "../../domain/planner/planner-schemas.ts";
import { refuses } from "../http/refusals.ts";
import { readLiveCrossings } from "../live/public.ts";
import { holidayOf } from "./holidays.ts";

/** `GET /api/planner`: the typical crossing at a departure time, and the app's own rides' lately. */
export async function plannerRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/planner",
    {
      config: { refusals: refuses() },
      schema: {
        description:
          "Typical minutes (p50, p90) at the checkpoint a Forest City ride takes, from a versioned " +
          "profile raised on Singapore and Johor public holidays and their eves, and `live`: the " +
          "median crossing of the app's own rides that cleared in the last three hours, per " +
          "checkpoint and direction, from two rides at least.",
        querystring: plannerQuerySchema,
        response: { 200: plannerAnswerSchema },
      },
    },
    async function planDeparture(request) {
      const { direction, at } = request.query;
      const live = await readLiveCrossings(request.server.db, new Date());
      return { ...planCrossing(direction, at, holidayOf), live };
    },
  );
}
