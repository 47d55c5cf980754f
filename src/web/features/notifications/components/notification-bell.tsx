import { clsx } from "clsx";
import { Bell } from "lucide-react";
import { Link, useLocation } from "wouter";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useUnreadCount } from "../api/get-unread-count.ts";

/** Shown as "99+" past this, so the badge keeps its size. */
const MAX_SHOWN = 99;

/** The top bar's bell: the reader's unread count, kept live by the app's event stream. */
export function NotificationBell() {
  const t = useT();
  const [location] = useLocation();
  const unread = useUnreadCount().data ?? 0;
  const label = unread > 0 ? t("app.bell.unread", { count: unread }) : t("app.bell.label");
  return (
    <Link
      href="/notifications"
      aria-label={label}
      aria-current={location === "/notifications" ? "page" : undefined}
      className={clsx(buttonClasses("ghost", "icon"), "relative")}
      data-testid="notification-bell"
    >
      <Bell aria-hidden="true" className="!size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-5 font-semibold text-destructive-foreground"
        >
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
        </span>
      )}
    </Link>
  );
}
