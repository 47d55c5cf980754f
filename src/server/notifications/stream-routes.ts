// GET /api/events: a logged-in reader's live feed as server-sent events, one frame per event of
// the live-events catalog (src/domain/events), which also makes the route's OpenAPI description:
// a new notification of theirs; that a ride they belong to, or the one they are looking at
// (`?ride=ID`), changed; a new or removed message, and the car's position, to a ride's members
// only (never to a page merely looking at the ride); that the reader's own account changed.
// Comment lines keep the connection alive. Fed by the events bus, so changes made on any
// instance arrive.

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LIVE_EVENTS, type LiveEventData } from "../../domain/events/live-event-schemas.ts";
import { LIVE_EVENT_NAMES, type LiveEventName } from "../../domain/events/live-events.ts";
import { messageRef } from "../../domain/i18n/message.ts";
import { rideMemberIds } from "../../domain/message/message.ts";
import { requireUser } from "../auth/guards.ts";
import type { AppEvent } from "../events/public.ts";
import { listenForSessionChanges } from "../events/session-changes.ts";
import { serialId } from "../http/params.ts";
import { refuses } from "../http/refusals.ts";
import { tooManyRequests } from "../http-error.ts";
import { readRidePosition } from "../live/public.ts";
import { readConversationParties, readRideMembers } from "../rides/public.ts";
import { OpenStreams, type Stream } from "./open-streams.ts";
import { findNotification } from "./queries.ts";

/** Proxies drop a connection that stays silent for about a minute; this is well inside that. */
export const HEARTBEAT_MS = 20_000;
/** A reader's tabs and devices; a page that leaks streams is stopped here. */
export const MAX_STREAMS_PER_USER = 10;
/** How long the browser waits before it reconnects a dropped stream. */
const RETRY_MS = 3000;

const streamQuery = z.object({ ride: serialId.optional() });

/** One SSE frame: the event's name, and its data as JSON on one line. */
const frame = <N extends LiveEventName>(name: N, data: LiveEventData<N>) =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

const write = (audience: Iterable<Stream>, text: string) => {
  for (const stream of audience) stream.raw.write(text);
};

/** The stream as OpenAPI describes it, from the catalog: each frame's name and its data. */
const streamResponse = {
  description: [
    "A text/event-stream, not JSON: each frame is an `event:` line with the event's name and a `data:` line with its JSON; comment lines are heartbeats.",
    ...LIVE_EVENT_NAMES.map((name) => `\`${name}\`: ${LIVE_EVENTS[name].description}`),
  ].join(" "),
  content: {
    "text/event-stream": {
      schema: z.union(
        LIVE_EVENT_NAMES.map((name) =>
          z.object({ event: z.literal(name), data: LIVE_EVENTS[name] }),
        ),
      ),
    },
  },
};

export async function streamRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const streams = new OpenStreams();

  async function deliver(event: AppEvent) {
    if (streams.size === 0) return;
    if (event.kind === "notification") {
      const readers = streams.ofUser(event.userId);
      if (readers.size === 0) return;
      const notice = await findNotification(db, event.userId, event.id);
      if (!notice) return;
      write(readers, frame("notification", notice));
      return;
    }
    if (event.kind === "message" || event.kind === "position") {
      // The conversation and where the car is belong to the ride's members alone, never to a
      // page merely looking at the ride.
      const parties = await readConversationParties(db, event.rideId);
      if (!parties) return;
      const members = streams.ofUsers(rideMemberIds(parties));
      if (members.length === 0) return;
      if (event.kind === "message") {
        write(members, frame("message", { rideId: event.rideId, id: event.id }));
        return;
      }
      const position = await readRidePosition(db, event.rideId, new Date());
      if (position) write(members, frame("position", { rideId: event.rideId, ...position }));
      return;
    }
    const audience = new Set([
      ...streams.lookingAt(event.rideId),
      ...streams.ofUsers(await readRideMembers(db, event.rideId)),
    ]);
    write(audience, frame("ride", { rideId: event.rideId }));
  }

  const stopListening = app.events.onEvent((event) => {
    deliver(event).catch((err) => app.log.warn({ err }, "an event was not delivered"));
  });
  // A user's row changed on any instance: their own pages read their account again.
  const userChanges = await listenForSessionChanges(db, app.log, {
    change: (change) => {
      if (change.kind !== "user") return;
      write(streams.ofUser(change.userId), frame("user", { userId: change.userId }));
    },
    listening: () => {},
    lost: () => {},
  });
  // Streams never end by themselves: they are ended before the server closes, or closing would
  // wait for them until the drain timeout (main.ts). The browser reconnects to another instance.
  app.addHook("preClose", async () => {
    stopListening();
    await userChanges.close();
    for (const stream of streams.all()) stream.raw.end();
  });

  api.get(
    "/api/events",
    {
      config: { refusals: refuses("login_required", "too_many_streams") },
      schema: {
        querystring: streamQuery,
        response: { 200: streamResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (streams.ofUser(user.id).size >= MAX_STREAMS_PER_USER) {
        throw tooManyRequests(messageRef("error.too_many_streams", { max: MAX_STREAMS_PER_USER }));
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        // The security headers the app's hooks have set so far.
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "private, no-store",
        vary: "Cookie",
        connection: "keep-alive",
        // Proxies such as nginx would otherwise hold the events back in their buffer.
        "x-accel-buffering": "no",
      });
      raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const stream: Stream = { userId: user.id, rideId: request.query.ride ?? null, raw };
      streams.add(stream);
      const heartbeat = setInterval(() => raw.write(": heartbeat\n\n"), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        streams.delete(stream);
      };
      request.raw.on("close", close);
      raw.on("close", close);
    },
  );
}
