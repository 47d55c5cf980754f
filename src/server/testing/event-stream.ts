// A reader's GET /api/events over a real connection, as a browser's EventSource holds it: the
// frames parsed as they arrive, and a bounded wait for the one a test expects.
import { type EventLog, eventLog } from "./event-log.ts";

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventStreamReader extends Pick<EventLog<StreamEvent>, "next"> {
  status: number;
  headers: Headers;
  /** Every event received so far, in order (heartbeats, comments and the retry line left out). */
  events: StreamEvent[];
  /** Resolves when the stream has ended (by the server, or by `close`). */
  ended: Promise<void>;
  close(): void;
}

/** One SSE frame ("event: x\ndata: {...}") as an event; null for comments and the retry line. */
function parseFrame(frame: string): StreamEvent | null {
  let event = "message";
  const data: string[] = [];
  for (const line of frame.split("\n")) {
    if (line.startsWith("event: ")) event = line.slice(7);
    else if (line.startsWith("data: ")) data.push(line.slice(6));
  }
  return data.length > 0 ? { event, data: JSON.parse(data.join("\n")) } : null;
}

export async function openEventStream(url: string, cookie?: string): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}) },
    signal: abort.signal,
  });
  const log = eventLog<StreamEvent>();
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = response.body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const parsed = parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) log.push(parsed);
          end = buffer.indexOf("\n\n");
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events: log.items,
    next: log.next,
    ended,
    close: () => abort.abort(),
  };
}
