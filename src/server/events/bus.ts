import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { EventOn } from "./event-catalog.ts";
import { listenForEvents } from "./listen-events.ts";

/** What a committed change says on the app's channel: a person's new notification, or that a ride changed. */
export type AppEvent = EventOn<"fcr_events">;

export type EventListener = (event: AppEvent) => void;

export interface EventBus {
  /** Calls `listener` with every event from any instance, until the returned function is called. */
  onEvent(listener: EventListener): () => void;
  close(): Promise<void>;
}

/**
 * One channel on the database's one listener (events/listener.ts), fanned out in process: events are
 * signalled inside the writer's transaction (pg_notify, by triggers), so they arrive once it
 * commits, on every instance alike.
 */
export async function openEventBus(db: Db, log: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Set<EventListener>();
  const deliver = (event: AppEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        log.error({ err }, "an event listener failed");
      }
    }
  };
  const listening = await listenForEvents(db, log, "fcr_events", {
    event: deliver,
    lost: (err) => log.warn({ err }, "lost the events connection; listening again"),
  });
  return {
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await listening.close();
    },
  };
}
