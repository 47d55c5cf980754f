// The running server's door for the command-line tools: HTTP on 127.0.0.1 at a random port, each
// request carrying the secret the server wrote into its lock file (mode 0600, in DATA_DIR).
// Reading that file is the permission; the port is never the app's own.
import { randomBytes, timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyBaseLogger } from "fastify";
import {
  type CommandContext,
  CommandRefused,
  ownerCommandSchema,
  runOwnerCommand,
} from "../owner-commands.ts";
import type { Database } from "./client.ts";
import type { Owner, OwnerLock } from "./owner-lock.ts";

const sameSecret = (given: string, secret: string) =>
  given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));

export async function startOwnerChannel(
  database: Database,
  lock: OwnerLock,
  log: FastifyBaseLogger,
  context: CommandContext,
) {
  const secret = randomBytes(32).toString("hex");
  const channel = Fastify({ logger: false, bodyLimit: 4096 });
  channel.addHook("onRequest", async (request, reply) => {
    if (!sameSecret(request.headers.authorization ?? "", `Bearer ${secret}`)) {
      return reply.code(401).send({ error: "Not authorized" });
    }
  });
  channel.setErrorHandler((error, _request, reply) => {
    if (error instanceof CommandRefused) return reply.code(400).send({ error: error.message });
    log.error({ err: error }, "command from the command line failed");
    return reply.code(500).send({ error: "The server could not run the command; see its log" });
  });
  channel.post("/commands", async (request) => {
    const command = ownerCommandSchema.parse(request.body);
    return { message: await runOwnerCommand(database.db, command, context) };
  });
  channel.get("/backup", async (_request, reply) => {
    if (!database.dump) throw new CommandRefused("This database cannot be dumped");
    const dump = await database.dump();
    return reply.type("application/gzip").send(Buffer.from(await dump.arrayBuffer()));
  });
  await channel.listen({ host: "127.0.0.1", port: 0 });
  const address = channel.server.address();
  if (!address || typeof address === "string") throw new Error("the owner channel has no port");
  lock.publish({ port: address.port, secret });
  return channel;
}

/** Asks the server that owns the database; throws CommandRefused with the server's one line. */
export async function askOwner(owner: Owner, path: string, command?: unknown): Promise<Response> {
  if (!owner.port || !owner.secret) {
    throw new CommandRefused(
      `The server (pid ${owner.pid}) that holds the database is still starting; try again in a moment`,
    );
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${owner.port}${path}`, {
      method: command === undefined ? "GET" : "POST",
      headers: {
        authorization: `Bearer ${owner.secret}`,
        ...(command === undefined ? {} : { "content-type": "application/json" }),
      },
      body: command === undefined ? undefined : JSON.stringify(command),
      signal: AbortSignal.timeout(120_000),
    });
  } catch {
    throw new CommandRefused(
      `The running server (pid ${owner.pid}) did not answer; is it stopping?`,
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new CommandRefused(body.error ?? `The running server answered ${response.status}`);
  }
  return response;
}
