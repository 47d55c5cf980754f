import { describe, expect, it, vi } from "vitest";
import {
  type LiveEventHandlers,
  type LiveEventSource,
  readLiveEvents,
} from "./live-event-reader.ts";

/** A stand-in for the EventSource: a frame reaches the listener of its name, as in the browser. */
function frames() {
  const listeners = new Map<string, (event: MessageEvent<string>) => void>();
  const source: LiveEventSource = {
    addEventListener: (name, listener) => listeners.set(name, listener),
  };
  const send = (name: string, data: string) =>
    listeners.get(name)?.(new MessageEvent(name, { data }));
  return { source, send };
}

describe("reading the live events", () => {
  it("hands each known frame's data to its handler, in order, and leaves out the rest", async () => {
    const { source, send } = frames();
    const seen: unknown[] = [];
    const handlers: LiveEventHandlers = {
      ride: (data) => seen.push(["ride", data.rideId]),
      message: (data) => seen.push(["message", data.rideId, data.id]),
    };
    readLiveEvents(source, handlers);

    send("ride", '{"rideId":4}');
    send("weather", '{"rideId":5}');
    send("ride", "not json");
    send("message", '{"rideId":6}');
    send("user", '{"userId":7}');
    send("message", '{"rideId":6,"id":8}');
    send("ride", '{"rideId":9}');

    await vi.waitFor(() => expect(seen).toHaveLength(3), { timeout: 10_000 });
    expect(seen).toEqual([
      ["ride", 4],
      ["message", 6, 8],
      ["ride", 9],
    ]);
  });
});
