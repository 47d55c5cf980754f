// Hearing a channel of the event catalog: each payload parsed with the catalog's schemas; one that
// does not parse is logged and dropped, so a bad trigger or a stray pg_notify never reaches a
// subscriber nor crashes the listener.
import type { FastifyBaseLogger } from "fastify";
import { type Db, listenerOf } from "../db/client.ts";
import { type Channel, type EventOn, parseEvent } from "./event-catalog.ts";

export interface EventHandlers<C extends Channel> {
  event(event: EventOn<C>): void;
  /** Listening (again): what commits from now on is heard. */
  listening?(): void;
  /** The connection dropped: events may go unheard until `listening` comes again. */
  lost?(error: Error): void;
}

/** Listens on `channel` through the database's one listener (events/listener.ts). */
export function listenForEvents<C extends Channel>(
  db: Db,
  log: FastifyBaseLogger,
  channel: C,
  handlers: EventHandlers<C>,
) {
  return listenerOf(db).listen(channel, {
    payload(payload) {
      const parsed = parseEvent(channel, payload);
      if (!parsed.ok) {
        log.warn({ channel, payload, error: parsed.error }, "dropped an event that does not parse");
        return;
      }
      handlers.event(parsed.event);
    },
    listening: handlers.listening,
    lost: handlers.lost,
  });
}
