import type { FastifyInstance } from "fastify";
import { messageRef } from "../../domain/i18n/message.ts";
import { errorBody } from "../http/error-body.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Set by the graceful stop (main.ts): `stopping`, health answers 503 from then on; `refusing`,
     * every request is answered 503 at once, untouched.
     */
    lifecycle: { stopping: boolean; refusing: boolean };
  }
}

export function registerLifecycle(app: FastifyInstance) {
  app.decorate("lifecycle", { stopping: false, refusing: false });
  app.addHook("onRequest", async (_request, reply) => {
    if (app.lifecycle.refusing) {
      return reply.code(503).send(errorBody(messageRef("error.shutting_down")));
    }
  });
  // While stopping, every answer closes its connection: no keep-alive connection is left idle to
  // carry a request into the moment the server closes it.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (app.lifecycle.stopping) reply.header("connection", "close");
    done(null, payload);
  });
}
