import type { FastifyInstance } from "fastify";

/** Runtime settings the web client needs: where map tiles and place search live. */
export async function clientConfigRoutes(app: FastifyInstance) {
  const { config } = app;
  app.get("/api/config", async () => ({
    tileUrl: config.TILE_URL,
    placeSearchUrl: config.PLACE_SEARCH_URL,
    publicUrl: config.PUBLIC_URL ?? null,
  }));
}
