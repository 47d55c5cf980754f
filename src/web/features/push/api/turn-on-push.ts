import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { currentSubscription, subscribeBrowser } from "../browser-push.ts";

/** Permission, the browser's subscription, then the server keeps it. */
export async function turnOnPush() {
  const { publicKey } = await api.get<{ publicKey: string }>("/api/push/key");
  const subscription = await subscribeBrowser(publicKey);
  await api.post("/api/push/subscriptions", subscription);
}

/** The server forgets this browser, then the browser drops its subscription. */
export async function turnOffPush() {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api.delete("/api/push/subscriptions", { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

export function useTurnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOnPush() : turnOffPush()),
    meta: { errorTitle: "account.push.failed" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.push.subscription() }),
  });
}
