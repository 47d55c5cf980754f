import { Bell, BellOff } from "lucide-react";
import {
  NOTIFICATION_TYPES,
  type NotificationType,
} from "../../../../domain/notification/notification.ts";
import { PUSH_KIND_LABELS } from "../../../../domain/notification/push.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { usePushPreferences } from "../api/get-push-preferences.ts";
import { usePushSubscribed } from "../api/get-push-subscription.ts";
import { useTurnPush } from "../api/turn-on-push.ts";
import { useUpdatePushPreferences } from "../api/update-push-preferences.ts";
import { pushSupported } from "../browser-push.ts";

/** The profile's notification settings: this browser on or off, and a switch per kind. */
export function PushSettings() {
  const preferences = usePushPreferences();
  const update = useUpdatePushPreferences();

  return (
    <Card aria-labelledby="push-settings-title">
      <CardHeader>
        <CardTitle id="push-settings-title">Push notifications</CardTitle>
        <p className="text-sm text-muted-foreground">
          Your inbox always keeps every notification. Choose which ones also pop up on your devices.
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <BrowserSwitch />
        {preferences.isPending ? (
          <PageSpinner label="Loading notification settings" />
        ) : preferences.isError ? (
          <QueryError query={preferences} what="notification_settings" />
        ) : (
          <fieldset className="space-y-1">
            <legend className="mb-2 text-sm font-medium">Pop up when…</legend>
            <ul className="grid gap-x-6 sm:grid-cols-2">
              {NOTIFICATION_TYPES.map((type: NotificationType) => (
                <li key={type} className="flex items-center gap-3">
                  <Checkbox
                    id={`push-${type}`}
                    checked={preferences.data.push[type]}
                    disabled={update.isPending}
                    onCheckedChange={(checked) => update.mutate({ [type]: checked === true })}
                  />
                  <Label htmlFor={`push-${type}`} className="cursor-pointer py-2">
                    {PUSH_KIND_LABELS[type]}
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
  const subscribed = usePushSubscribed();
  const turn = useTurnPush();
  if (!pushSupported()) {
    return (
      <p className="text-sm text-muted-foreground">
        This browser cannot show notifications. On an iPhone, add the app to the home screen first.
      </p>
    );
  }
  if (subscribed.data) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm">
          <Bell aria-hidden="true" className="size-4 text-primary" />
          Notifications are on for this device.
        </p>
        <Button variant="outline" disabled={turn.isPending} onClick={() => turn.mutate(false)}>
          <BellOff aria-hidden="true" />
          Turn off
        </Button>
      </div>
    );
  }
  return (
    <Button disabled={turn.isPending || subscribed.isPending} onClick={() => turn.mutate(true)}>
      <Bell aria-hidden="true" />
      {turn.isPending ? "Turning on..." : "Turn on notifications"}
    </Button>
  );
}
