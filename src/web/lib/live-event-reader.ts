import type { LiveEventData } from "../../domain/events/live-event-schemas.ts";
import { LIVE_EVENT_NAMES, type LiveEventName } from "../../domain/events/live-events.ts";

/** What a page does with each live event it cares for, given the event's data as its type. */
export type LiveEventHandlers = { [N in LiveEventName]?: (data: LiveEventData<N>) => void };

/** Where the frames come from: the EventSource of GET /api/events. */
export interface LiveEventSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
}

/**
 * Hands each frame of `source` that has a handler to it, read with the event's schema, in the
 * order the frames came. A frame whose data is not its event's shape is left out. zod and the
 * schemas load now, not with the page: the first load stays small.
 */
export function readLiveEvents(source: LiveEventSource, handlers: LiveEventHandlers) {
  const schemas = import("../../domain/events/live-event-schemas.ts");
  let handled = Promise.resolve();
  const listen = <N extends LiveEventName>(name: N) => {
    const handle = handlers[name];
    if (!handle) return;
    source.addEventListener(name, (event) => {
      handled = handled
        .then(async () => {
          const data = (await schemas).readLiveEvent(name, event.data);
          if (data !== null) handle(data);
        })
        // A frame that could not be read is left out: the next one, or the reconnection's
        // refetch, brings the page up to date.
        .catch(() => {});
    });
  };
  for (const name of LIVE_EVENT_NAMES) listen(name);
}
