import type { FastifyInstance } from "fastify";
import { type EventBus, openEventBus } from "./bus.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Changes committed by any instance: new notifications and changed rides (events/bus.ts). */
    events: EventBus;
  }
}

/** The instance's events bus, listening from start until the app closes. */
export async function registerEvents(app: FastifyInstance) {
  const bus = await openEventBus(app.db, app.log);
  app.decorate("events", bus);
  app.addHook("onClose", () => bus.close());
}
