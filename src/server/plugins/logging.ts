// The app's log: one line per request, written when it is answered, and none for the built
// client's files (web-client.ts serves them at `warn`); readable lines on a terminal, JSON lines
// for anything that collects them.
import { randomUUID } from "node:crypto";
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import pretty from "pino-pretty";
import type { Config } from "../config.ts";
import { serializeError } from "./error-log.ts";

const REDACTED = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "*.password",
  "*.passwordHash",
  "*.currentPassword",
  "*.newPassword",
  "*.token",
];

/**
 * Query values that are secrets: Discord's one-time `code` and the flow's `state` on the sign-in
 * callback, and a reset link's `token`. The address is logged with their values replaced.
 */
const SECRET_QUERY = /([?&](?:code|state|token)=)[^&#]*/gi;
const redactUrl = (url: string) => url.replace(SECRET_QUERY, "$1[redacted]");

/** What the request's line holds, besides the level, time and request id. */
interface RequestLine {
  method: string;
  url: string;
  statusCode: number;
  /** Milliseconds from the request's arrival to its answer. */
  responseTime: number;
}

/**
 * A page's first reads (first-reads.ts) are answered inside its request and logged with it: they
 * carry this header, whose value no client can know.
 */
export const INNER_READ = { name: "x-inner-read", value: randomUUID() } as const;

/** Fastify's own two lines per request (incoming, completed) become one, when it is answered. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (request.headers[INNER_READ.name] === INNER_READ.value) return;
    const line: RequestLine = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request");
  }
}

/** `GET /api/rides 200 3.1 ms` and the other lines' own message, one per line, to `destination`. */
export const terminalLines = (destination: NodeJS.WritableStream = process.stdout) =>
  pretty({
    destination,
    sync: true,
    colorize: destination === process.stdout,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId,method,url,statusCode,responseTime",
    messageFormat: (line, messageKey) =>
      typeof line.method === "string"
        ? `${line.method} ${line.url} ${line.statusCode} ${line.responseTime} ms`
        : String(line[messageKey] ?? ""),
  });

/**
 * The app's logger: secrets in headers and bodies redacted, errors logged without their data;
 * readable lines when stdout is a terminal, JSON lines otherwise.
 */
export const loggerOptions = (config: Config) => ({
  level: config.LOG_LEVEL,
  redact: { paths: REDACTED, censor: "[redacted]" },
  serializers: { err: serializeError },
  ...(process.stdout.isTTY ? { stream: terminalLines() } : {}),
});

/** Fastify's request lines, one per request (a controller holds no state: one per app). */
export const requestLog = () => new OneLinePerRequest();
