// Which Web Push endpoints the server will send to. No zod: pages may use it too.
import type { I18n } from "@lingui/core";
import { messageRef } from "../i18n/message.ts";
import { BUS_GUIDE_PATH } from "../places/public-bus.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";
import type { NotificationType } from "./notification.ts";

/** The browsers' push services: an exact host, or `.suffix` for any host under it. */
export const KNOWN_PUSH_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  ".push.services.mozilla.com",
  ".push.apple.com",
  ".notify.windows.com",
] as const;

/** "endpoint: must be an https address of a browser push service (FCM, Mozilla, Apple, Windows)" */
export const ENDPOINT_REFUSED = messageRef("error.push_endpoint");

const onKnownHost = (host: string) =>
  KNOWN_PUSH_HOSTS.some((known) => (known.startsWith(".") ? host.endsWith(known) : host === known));

/**
 * An endpoint is sent to only over https on a known push service, or on one of `allowedOrigins`
 * (full origins with their own scheme, e.g. a self-hosted service or a test's local server):
 * anything else would let a subscriber make the server call an address of their choosing.
 */
export function decidePushEndpoint(
  endpoint: string,
  allowedOrigins: readonly string[],
): Decision<"endpoint"> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refuse("endpoint", 400, ENDPOINT_REFUSED);
  }
  if (url.username || url.password) return refuse("endpoint", 400, ENDPOINT_REFUSED);
  if (allowedOrigins.includes(url.origin)) return ALLOWED;
  if (url.protocol === "https:" && url.port === "" && onKnownHost(url.hostname)) return ALLOWED;
  return refuse("endpoint", 400, ENDPOINT_REFUSED);
}

const PUSH_TITLES = {
  joined: "server.push.joined",
  left: "server.push.left",
  removed: "server.push.removed",
  ride_changed: "server.push.ride_changed",
  cancelled: "server.push.cancelled",
  driver_assigned: "server.push.driver_assigned",
  driver_released: "server.push.driver_released",
  sequence_locked: "server.push.sequence_locked",
  seated_from_waitlist: "server.push.seated_from_waitlist",
  payment_details_changed: "server.push.payment_details_changed",
  share_changed: "server.push.share_changed",
  payment_recorded: "server.push.payment_recorded",
  reminder_24h: "server.push.reminder_24h",
  reminder_2h: "server.push.reminder_2h",
  reminder_2h_run: "server.push.reminder_2h_run",
  reminder_arrival_card: "server.push.reminder_arrival_card",
  ride_alert: "server.push.ride_alert",
  ride_message: "server.push.ride_message",
  car_near: "server.push.car_near",
  car_crossed: "server.push.car_crossed",
  car_reported: "server.push.car_reported",
  permit_lapses: "server.push.permit_lapses",
  no_licensed_car: "server.push.no_licensed_car",
  vendor_verified: "server.push.vendor_verified",
  vendor_reverify: "server.push.vendor_reverify",
  permit_ending: "server.push.permit_ending",
  vendor_rated: "server.push.vendor_rated",
} as const satisfies Record<NotificationType, string>;

export interface PushMessage {
  title: string;
  body: string;
  /** The page a tap opens: the ride's, or the home page when the ride is gone. */
  url: string;
}

/** A vendor's notices about its standing and permit open its dashboard (issue 37). */
const VENDOR_PAGE_TYPES: readonly NotificationType[] = [
  "vendor_verified",
  "vendor_reverify",
  "permit_ending",
];

/**
 * The page a notification opens: its ride's, or home. The 2-hour reminder asks "Still coming?":
 * its tap lands on the ride with the confirm to leave it (issue 26). "No licensed car yet" opens
 * the bus guide, the way across if no car comes (issue 37).
 */
export function notificationUrl(item: { type: NotificationType; rideId: number | null }): string {
  if (VENDOR_PAGE_TYPES.includes(item.type)) return "/vendor";
  if (item.type === "no_licensed_car") return BUS_GUIDE_PATH;
  if (item.rideId === null) return "/home";
  return item.type === "reminder_2h"
    ? `/rides/${item.rideId}?cant-make-it=1`
    : `/rides/${item.rideId}`;
}

/** What a push shows for an inbox row, its title in the recipient's language. */
export function pushMessage(
  i18n: I18n,
  item: {
    type: NotificationType;
    rideId: number | null;
    text: string;
  },
): PushMessage {
  return {
    title: i18n._(PUSH_TITLES[item.type]),
    body: item.text,
    url: notificationUrl(item),
  };
}
