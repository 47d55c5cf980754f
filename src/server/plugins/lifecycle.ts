import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Set by the graceful stop (main.ts): health answers 503 from then on. */
    lifecycle: { stopping: boolean };
  }
}

export function registerLifecycle(app: FastifyInstance) {
  app.decorate("lifecycle", { stopping: false });
  // While stopping, every answer closes its connection: no keep-alive connection is left idle to
  // carry a request into the moment the server closes it.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (app.lifecycle.stopping) reply.header("connection", "close");
    done(null, payload);
  });
}
