import type { FastifyBaseLogger } from "fastify";
import webpush from "web-push";
import { DEFAULT_LOCALE } from "../../domain/i18n/locales.ts";
import type { NotificationType } from "../../domain/notification/notification.ts";
import { pushMessage } from "../../domain/notification/push.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { noticeText } from "../notifications/public.ts";
import {
  claimNotification,
  deleteSubscription,
  ensureVapidKeys,
  listSubscriptions,
  type VapidKeys,
} from "./queries.ts";

/** A push service that has not answered by then is given up on for this notification. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

/** The instance's push: its VAPID keys (read once) and the sending of one inbox row. */
export function pushService(db: Db, config: Config, log: FastifyBaseLogger) {
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= ensureVapidKeys(db, () => webpush.generateVAPIDKeys()).catch((error) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  // The push service may write to this address about our messages; any https page or mailto.
  const subject = config.PUBLIC_URL?.startsWith("https:")
    ? config.PUBLIC_URL
    : "mailto:admin@fc-rideshare.invalid";

  /**
   * Pushes notification `id` to its recipient's browsers, unless another instance took it first
   * or the recipient muted its kind. A subscription its service calls gone (404/410) is removed.
   */
  async function deliver(id: number) {
    const row = await claimNotification(db, id);
    if (!row || row.muted) return;
    const subscriptions = await listSubscriptions(db, row.userId);
    if (subscriptions.length === 0) return;
    const { publicKey, privateKey } = await vapidKeys();
    const locale = row.language ?? DEFAULT_LOCALE;
    const payload = JSON.stringify(
      pushMessage(translatorFor(locale), {
        type: row.type as NotificationType,
        rideId: row.rideId,
        text: noticeText(row, locale),
      }),
    );
    await Promise.all(
      subscriptions.map(async (subscription) => {
        // web-push encrypts (aes128gcm) and signs; fetch carries it, to http test servers too.
        const request = webpush.generateRequestDetails(subscription, payload, {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: TTL_SECONDS,
        });
        try {
          const response = await fetch(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body ? new Uint8Array(request.body) : undefined,
            redirect: "error",
            signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          });
          await response.body?.cancel();
          if (response.status === 404 || response.status === 410) {
            await deleteSubscription(db, subscription.id);
          } else if (!response.ok) {
            log.warn({ status: response.status, notification: id }, "push refused");
          }
        } catch (err) {
          log.warn({ err, notification: id }, "push failed");
        }
      }),
    );
  }

  return { vapidKeys, deliver };
}

export type PushService = ReturnType<typeof pushService>;
