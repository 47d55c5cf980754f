import { useSyncExternalStore } from "react";

// Offline when the phone says so, or when our server could not be reached at all (the phone can
// be "online" at a border with no usable signal). Any answer from the server clears it.
let offline = typeof navigator !== "undefined" && !navigator.onLine;
const listeners = new Set<() => void>();

function setOffline(value: boolean) {
  if (offline === value) return;
  offline = value;
  for (const listener of listeners) listener();
}

export const reportNetworkFailure = () => setOffline(true);
export const reportServerReached = () => setOffline(false);

if (typeof window !== "undefined") {
  window.addEventListener("offline", reportNetworkFailure);
  window.addEventListener("online", reportServerReached);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOffline(): boolean {
  // A prerendered page is drawn online; the banner shows once it is hydrated, if it must.
  return useSyncExternalStore(
    subscribe,
    () => offline,
    () => false,
  );
}
