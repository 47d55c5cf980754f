// The browser's side of Web Push: permission, the service worker's subscription.
import { messageRef } from "../../../domain/i18n/message.ts";

/** Whether this browser can receive pushes at all (no Push API: iOS outside the home screen). */
export const pushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** The service worker that receives pushes; registered here when the app has not yet (dev). */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration("/")) ??
    (await navigator.serviceWorker.register("/sw.js"))
  );
}

/** This browser's push subscription, or null when it has none (or cannot have one). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Why this browser will not take pushes: its message is a reference (the toast translates it). */
export class PushRefusedError extends Error {}

/** Asks for permission (a no-op once granted) and subscribes this browser with the server's key. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw new PushRefusedError(messageRef("account.push.cannot"));
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new PushRefusedError(messageRef("account.push.blocked"));
  }
  const registration = await workerRegistration();
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  return subscription.toJSON();
}
