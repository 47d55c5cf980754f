// Web Push: the server's public key, a browser's subscription, and which kinds each person wants
// pushed. The sending itself is sender.ts, started here on the events bus.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageRef } from "../../domain/i18n/message.ts";
import {
  NOTIFICATION_TYPES,
  type NotificationType,
} from "../../domain/notification/notification.ts";
import { decidePushEndpoint } from "../../domain/notification/push.ts";
import {
  type PushPreferences,
  pushKeySchema,
  pushPreferencesSchema,
  pushPreferencesUpdateSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "../../domain/notification/push-schemas.ts";
import { messageSchema } from "../../domain/user/user-schemas.ts";
import { requireUser } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { refuses } from "../http/refusals.ts";
import { assertAllowed, badRequest } from "../http-error.ts";
import {
  deleteOwnSubscription,
  listMutedKinds,
  saveSubscription,
  setMutedKinds,
} from "./queries.ts";
import { pushService } from "./sender.ts";
import { isP256PublicKey } from "./subscription-key.ts";

async function readPreferences(db: Db, userId: number): Promise<PushPreferences> {
  const muted = new Set(await listMutedKinds(db, userId));
  const push = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, !muted.has(type)]));
  return { push: push as PushPreferences["push"] };
}

export async function pushRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const push = pushService(db, config, app.log);
  // Made (or read) at start, so reading the key never writes.
  app.addHook("onReady", async () => {
    await push.vapidKeys();
  });

  // Every instance hears every new notification; claimNotification lets one of them push it.
  // Off the request's path: the writer has committed and answered before this runs. One whose
  // recipient had no browser subscribed is nobody's to push: no instance asks the database.
  const inFlight = new Set<Promise<void>>();
  const stopListening = app.events.onEvent((event) => {
    if (event.kind !== "notification" || !event.push) return;
    const sending = push
      .deliver(event.id)
      .catch((err) => app.log.warn({ err, notification: event.id }, "push delivery failed"))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  });
  app.addHook("onClose", async () => {
    stopListening();
    await Promise.all(inFlight);
  });

  api.get(
    "/api/push/key",
    { config: { refusals: refuses() }, schema: { response: { 200: pushKeySchema } } },
    async () => {
      const { publicKey } = await push.vapidKeys();
      return { publicKey };
    },
  );

  api.post(
    "/api/push/subscriptions",
    {
      schema: { body: pushSubscriptionSchema, response: { 201: messageSchema } },
      config: { refusals: refuses("login_required", "push_endpoint"), writeLimit: "push" },
    },
    async (request, reply) => {
      const user = requireUser(request);
      assertAllowed(decidePushEndpoint(request.body.endpoint, config.PUSH_ALLOWED_ORIGINS));
      if (!isP256PublicKey(request.body.keys.p256dh)) {
        const message = messageRef("form.push.public_key");
        throw badRequest(messageRef("error.invalid_input", { message }), "keys.p256dh");
      }
      await saveSubscription(db, user.id, request.body);
      return reply.code(201).send({ message: "Notifications are on for this browser" });
    },
  );

  api.delete(
    "/api/push/subscriptions",
    {
      config: { refusals: refuses("login_required") },
      schema: { body: pushUnsubscribeSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await deleteOwnSubscription(db, user.id, request.body.endpoint);
      return { message: "Notifications are off for this browser" };
    },
  );

  api.get(
    "/api/push/preferences",
    {
      config: { refusals: refuses("login_required") },
      schema: { response: { 200: pushPreferencesSchema } },
    },
    async (request) => readPreferences(db, requireUser(request).id),
  );

  api.put(
    "/api/push/preferences",
    {
      config: { refusals: refuses("login_required") },
      schema: { body: pushPreferencesUpdateSchema, response: { 200: pushPreferencesSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const changes = Object.entries(request.body.push) as [NotificationType, boolean][];
      await setMutedKinds(db, user.id, {
        mute: changes.filter(([, on]) => !on).map(([type]) => type),
        unmute: changes.filter(([, on]) => on).map(([type]) => type),
      });
      return readPreferences(db, user.id);
    },
  );
}
