import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { refuses } from "../http/refusals.ts";

/** Runtime settings the web client needs: where map tiles and place search live, and
 * whether Discord sign-in is on. */
export async function clientConfigRoutes(app: FastifyInstance) {
  const { config } = app;
  const response = {
    200: z.object({
      tileUrl: z.string(),
      placeSearchUrl: z.string(),
      publicUrl: z.string().nullable(),
      /** Sign in with Discord is configured: the login page and the profile offer it. */
      discordSignIn: z.boolean(),
    }),
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/config", { config: { refusals: refuses() }, schema: { response } }, async () => ({
      tileUrl: config.TILE_URL,
      placeSearchUrl: config.PLACE_SEARCH_URL,
      publicUrl: config.PUBLIC_URL ?? null,
      discordSignIn: Boolean(config.DISCORD_CLIENT_ID && config.DISCORD_CLIENT_SECRET),
    }));
}
