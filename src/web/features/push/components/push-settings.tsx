import { Bell, BellOff } from "lucide-react";
import {
  NOTIFICATION_TYPES,
  type NotificationType,
  VENDOR_NOTIFICATION_TYPES,
} from "../../../../domain/notification/notification.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useAuth } from "../../../lib/use-auth.ts";
import { usePushPreferences } from "../api/get-push-preferences.ts";
import { usePushSubscribed } from "../api/get-push-subscription.ts";
import { useTurnPush } from "../api/turn-on-push.ts";
import { useUpdatePushPreferences } from "../api/update-push-preferences.ts";
import { pushSupported } from "../browser-push.ts";

/** What each kind's switch says. */
const KIND_LABELS = {
  joined: "account.push.kind.joined",
  left: "account.push.kind.left",
  removed: "account.push.kind.removed",
  ride_changed: "account.push.kind.ride_changed",
  cancelled: "account.push.kind.cancelled",
  driver_assigned: "account.push.kind.driver_assigned",
  driver_released: "account.push.kind.driver_released",
  sequence_locked: "account.push.kind.sequence_locked",
  seated_from_waitlist: "account.push.kind.seated_from_waitlist",
  payment_details_changed: "account.push.kind.payment_details_changed",
  share_changed: "account.push.kind.share_changed",
  payment_recorded: "account.push.kind.payment_recorded",
  reminder_24h: "account.push.kind.reminder_24h",
  reminder_2h: "account.push.kind.reminder_2h",
  reminder_2h_run: "account.push.kind.reminder_2h_run",
  reminder_arrival_card: "account.push.kind.reminder_arrival_card",
  ride_alert: "account.push.kind.ride_alert",
  ride_message: "account.push.kind.ride_message",
  car_near: "account.push.kind.car_near",
  car_crossed: "account.push.kind.car_crossed",
  car_reported: "account.push.kind.car_reported",
  permit_lapses: "account.push.kind.permit_lapses",
  no_licensed_car: "account.push.kind.no_licensed_car",
  vendor_verified: "account.push.kind.vendor_verified",
  vendor_reverify: "account.push.kind.vendor_reverify",
  permit_ending: "account.push.kind.permit_ending",
  vendor_rated: "account.push.kind.vendor_rated",
} as const satisfies Record<NotificationType, string>;

/** The profile's notification settings: this browser on or off, and a switch per kind. */
export function PushSettings() {
  const t = useT();
  const preferences = usePushPreferences();
  const update = useUpdatePushPreferences();
  // A vendor's own kinds are switches for vendors only: nobody else is ever sent them.
  const { user } = useAuth();
  const kinds = NOTIFICATION_TYPES.filter(
    (type) => user?.isVendor || !VENDOR_NOTIFICATION_TYPES.includes(type),
  );

  return (
    <Card aria-labelledby="push-settings-title">
      <CardHeader>
        <CardTitle id="push-settings-title">{t("account.push.title")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("account.push.text")}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        <BrowserSwitch />
        {preferences.isPending ? (
          <PageSpinner label={t("account.push.loading")} />
        ) : preferences.isError ? (
          <QueryError query={preferences} what="notification_settings" />
        ) : (
          <fieldset className="space-y-1">
            <legend className="mb-2 text-sm font-medium">{t("account.push.pop_up_when")}</legend>
            <ul className="grid gap-x-6 sm:grid-cols-2">
              {kinds.map((type: NotificationType) => (
                <li key={type} className="flex items-center gap-3">
                  <Checkbox
                    id={`push-${type}`}
                    checked={preferences.data.push[type]}
                    disabled={update.isPending}
                    onCheckedChange={(checked) => update.mutate({ [type]: checked === true })}
                  />
                  <Label htmlFor={`push-${type}`} className="cursor-pointer py-2">
                    {t(KIND_LABELS[type])}
                  </Label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}

/** "Turn on notifications" asks the browser, then subscribes; once on, a way to turn it off. */
function BrowserSwitch() {
  const t = useT();
  const subscribed = usePushSubscribed();
  const turn = useTurnPush();
  if (!pushSupported()) {
    return <p className="text-sm text-muted-foreground">{t("account.push.unsupported")}</p>;
  }
  if (subscribed.data) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm">
          <Bell aria-hidden="true" className="size-4 text-primary" />
          {t("account.push.on")}
        </p>
        <Button variant="outline" disabled={turn.isPending} onClick={() => turn.mutate(false)}>
          <BellOff aria-hidden="true" />
          {t("account.push.turn_off")}
        </Button>
      </div>
    );
  }
  return (
    <Button disabled={turn.isPending || subscribed.isPending} onClick={() => turn.mutate(true)}>
      <Bell aria-hidden="true" />
      {turn.isPending ? t("account.push.turning_on") : t("account.push.turn_on")}
    </Button>
  );
}
