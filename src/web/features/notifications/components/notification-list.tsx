import { clsx } from "clsx";
import { Link } from "wouter";
import type { Notification } from "../../../../domain/notification/notification-schemas.ts";
import { notificationUrl } from "../../../../domain/notification/push.ts";
import { formatShortRideDate } from "../../../../domain/shared/dates.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";

/** The reader's notifications, newest first; each opens its ride (and counts as read). */
export function NotificationList({
  items,
  onOpen,
}: {
  items: readonly Notification[];
  onOpen: (item: Notification) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
      {items.map((item) => {
        const body = (
          <>
            <span className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className={clsx(
                  "mt-1.5 size-2 shrink-0 rounded-full",
                  item.read ? "bg-transparent" : "bg-primary",
                )}
              />
              <span className={clsx("text-sm whitespace-pre-line", !item.read && "font-semibold")}>
                {!item.read && (
                  <span className="sr-only">{t("account.notifications.unread")} </span>
                )}
                {item.text}
              </span>
            </span>
            <time dateTime={item.createdAt} className="block pl-4 text-xs text-muted-foreground">
              {formatShortRideDate(item.createdAt, locale)}
            </time>
          </>
        );
        return (
          <li key={item.id} data-testid="notification-item">
            {item.rideId === null ? (
              <div className="space-y-1 px-4 py-3">{body}</div>
            ) : (
              <Link
                href={`/rides/${item.rideId}`}
                onClick={() => onOpen(item)}
                className="block space-y-1 px-4 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                {body}
              </Link>
            )}
            {/* "Still coming?": the 2-hour reminder's one tap to the ride's leave confirm. */}
            {item.type === "reminder_2h" && item.rideId !== null ? (
              <div className="px-4 pb-3 pl-8">
                <Link
                  href={notificationUrl(item)}
                  onClick={() => onOpen(item)}
                  className={buttonClasses("outline", "sm")}
                >
                  {t("account.notifications.cant_make_it")}
                </Link>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
