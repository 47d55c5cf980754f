import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { refuses } from "../http/refusals.ts";

/** Runtime settings the web client needs: where map tiles and place search live. */
export async function clientConfigRoutes(app: FastifyInstance) {
  const { config } = app;
  const response = {
    200: z.object({
      tileUrl: z.string(),
      placeSearchUrl: z.string(),
      publicUrl: z.string().nullable(),
    }),
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/config", { config: { refusals: refuses() }, schema: { response } }, async () => ({
      tileUrl: config.TILE_URL,
      placeSearchUrl: config.PLACE_SEARCH_URL,
      publicUrl: config.PUBLIC_URL ?? null,
    }));
}
