import { Bell, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { IconTooltip } from "../../../components/ui/icon-tooltip.tsx";
import { useT } from "../../../lib/i18n.ts";
import { usePushSubscribed } from "../api/get-push-subscription.ts";
import { useTurnPush } from "../api/turn-on-push.ts";
import { pushSupported } from "../browser-push.ts";

const DISMISSED_KEY = "fc-rideshare:push-offer-dismissed";

const wasDismissed = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return true; // No storage: do not ask again on every ride.
  }
};

/**
 * After creating or joining a ride: a small offer to turn on notifications, until it is taken,
 * dismissed (remembered on this device) or the browser has already been asked.
 */
export function PushOffer() {
  const t = useT();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const subscribed = usePushSubscribed();
  const turn = useTurnPush();
  const askable = pushSupported() && Notification.permission === "default";
  if (dismissed || !askable || subscribed.data !== false || turn.isSuccess) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Private mode: dismissed for this page only.
    }
    setDismissed(true);
  };

  return (
    <aside
      aria-labelledby="push-offer-title"
      className="relative flex flex-col gap-3 rounded-xl border border-border bg-card p-4 pr-14 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Bell aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 id="push-offer-title" className="font-medium">
            {t("account.push.offer_title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("account.push.offer_text")}</p>
        </div>
      </div>
      <Button
        size="sm"
        className="self-start sm:self-auto"
        disabled={turn.isPending}
        onClick={() => turn.mutate(true)}
      >
        {t("account.push.turn_on")}
      </Button>
      <IconTooltip label={t("account.push.offer_dismiss")}>
        <Button
          size="icon"
          variant="ghost"
          className="absolute top-2 right-2"
          onClick={dismiss}
          aria-label={t("account.push.offer_dismiss")}
        >
          <X aria-hidden="true" />
        </Button>
      </IconTooltip>
    </aside>
  );
}
