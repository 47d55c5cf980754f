import type { FastifyBaseLogger } from "fastify";
import { type Db, listenerOf } from "../db/client.ts";

/**
 * The one channel every app instance listens on, signalled by the database's triggers on rides,
 * their passengers and waitlists, and notifications (migration 0007_events_from_triggers).
 */
export const EVENTS_CHANNEL = "fcr_events";

/** What a committed change says: a person's new notification, or that a ride changed. */
export type AppEvent =
  | { kind: "notification"; userId: number; id: number }
  | { kind: "ride"; rideId: number };

export type EventListener = (event: AppEvent) => void;

export interface EventBus {
  /** Calls `listener` with every event from any instance, until the returned function is called. */
  onEvent(listener: EventListener): () => void;
  close(): Promise<void>;
}

const positive = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0;

/** The payload as an event, or null when it is not one of ours. */
export function parseEvent(payload: string): AppEvent | null {
  let value: { kind?: unknown; userId?: unknown; id?: unknown; rideId?: unknown };
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (value?.kind === "notification" && positive(value.userId) && positive(value.id)) {
    return { kind: "notification", userId: value.userId, id: value.id };
  }
  if (value?.kind === "ride" && positive(value.rideId)) {
    return { kind: "ride", rideId: value.rideId };
  }
  return null;
}

/**
 * One channel on the database's one listener (db/listener.ts), fanned out in process: events are
 * signalled inside the writer's transaction (pg_notify, by triggers), so they arrive once it
 * commits, on every instance alike.
 */
export async function openEventBus(db: Db, log: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Set<EventListener>();
  const deliver = (payload: string) => {
    const event = parseEvent(payload);
    if (!event) return log.warn({ payload }, "ignored an unreadable event");
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        log.error({ err }, "an event listener failed");
      }
    }
  };
  const listening = await listenerOf(db).listen(EVENTS_CHANNEL, {
    payload: deliver,
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
