import { useLingui } from "@lingui/react";
import { alertDaysText } from "../../../../domain/alert/alert.ts";
import { INTL_LOCALE } from "../../../../domain/i18n/locales.ts";
import { directionTitle } from "../../../../domain/ride/ride.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAlerts, useDeleteAlert } from "../api/alerts.ts";

/** The profile's list of one's ride alerts, each with Delete. */
export function AlertsSection() {
  const { i18n } = useLingui();
  const alerts = useAlerts();
  const remove = useDeleteAlert();
  const locale = INTL_LOCALE[i18n.locale as keyof typeof INTL_LOCALE];

  return (
    <Card aria-labelledby="alerts-title">
      <CardHeader>
        <CardTitle id="alerts-title">{i18n._("account.alerts.title")}</CardTitle>
        <p className="text-sm text-muted-foreground">{i18n._("account.alerts.intro")}</p>
      </CardHeader>
      <CardContent>
        {alerts.isPending ? (
          <PageSpinner label={i18n._("account.alerts.title")} />
        ) : alerts.isError ? (
          <QueryError query={alerts} what="alerts" />
        ) : alerts.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{i18n._("account.alerts.empty")}</p>
        ) : (
          <ul className="divide-y divide-border">
            {alerts.data.map((alert) => (
              <li key={alert.id} className="flex items-center justify-between gap-3 py-2">
                <span className="text-sm">
                  {i18n._("account.alerts.summary", {
                    direction: directionTitle(i18n, alert.direction),
                    days: alertDaysText(alert.days, locale) ?? i18n._("account.alerts.every_day"),
                    from: alert.from,
                    to: alert.to,
                  })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(alert.id, {
                      onSuccess: () => toast({ title: "account.alerts.deleted" }),
                    })
                  }
                >
                  {i18n._("account.alerts.delete")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
