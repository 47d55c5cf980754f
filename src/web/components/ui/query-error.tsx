import { RotateCw } from "lucide-react";
import { ApiError } from "../../lib/api.ts";
import { translate, useT } from "../../lib/i18n.ts";
import { ErrorAlert } from "./alert.tsx";
import { Button } from "./button.tsx";

/** What failed to load, each as its whole sentence ("We couldn't load this ride. …"). */
const LOAD_FAILED = {
  rides: "app.load_failed.rides",
  your_rides: "app.load_failed.your_rides",
  ride: "app.load_failed.ride",
  passengers: "app.load_failed.passengers",
  payment: "app.load_failed.payment",
  payments: "app.load_failed.payments",
  receipt: "app.load_failed.receipt",
  messages: "app.load_failed.messages",
  notifications: "app.load_failed.notifications",
  notification_settings: "app.load_failed.notification_settings",
  alerts: "app.load_failed.alerts",
} as const;

/**
 * A read that failed, in plain words, with a Retry that asks again: when the fault is not the
 * reader's (offline, a server error), what failed to load; otherwise the server's message, which
 * is written for people ("You must be logged in").
 */
export function QueryError({
  query,
  what,
}: {
  /** The failed read (a TanStack query's result): its error, and what Retry asks again. */
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  /** What failed to load. */
  what: keyof typeof LOAD_FAILED;
}) {
  const t = useT();
  const { error } = query;
  const retrying = query.isFetching;
  return (
    <ErrorAlert>
      <p>
        {error instanceof ApiError && !error.isServerFault
          ? translate(error.message)
          : t(LOAD_FAILED[what])}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        onClick={() => query.refetch()}
        disabled={retrying}
      >
        <RotateCw aria-hidden="true" />
        {retrying ? t("app.retrying") : t("app.retry")}
      </Button>
    </ErrorAlert>
  );
}
