import { BellOff, CheckCheck } from "lucide-react";
import type { ReactNode } from "react";
import { PageTitle } from "../components/layout/page-title.tsx";
import { Button } from "../components/ui/button.tsx";
import { LoadMoreButton } from "../components/ui/load-more-button.tsx";
import { QueryError } from "../components/ui/query-error.tsx";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { useNotifications } from "../features/notifications/api/get-notifications.ts";
import { useMarkRead } from "../features/notifications/api/mark-read.ts";
import { NotificationList } from "../features/notifications/components/notification-list.tsx";
import { useT } from "../lib/i18n.ts";

export function NotificationsPage() {
  const t = useT();
  const inbox = useNotifications();
  const markRead = useMarkRead();
  const pages = inbox.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const unread = pages[0]?.unread ?? 0;

  let content: ReactNode;
  if (inbox.isError && items.length === 0)
    content = <QueryError query={inbox} what="notifications" />;
  else if (inbox.isPending) content = <PageSpinner label={t("account.notifications.loading")} />;
  else if (items.length === 0)
    content = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-10 text-center text-muted-foreground">
        <BellOff aria-hidden="true" className="size-8" />
        <p>{t("account.notifications.empty")}</p>
      </div>
    );
  else
    content = (
      <>
        <NotificationList
          items={items}
          onOpen={(item) => {
            if (!item.read) markRead.mutate({ ids: [item.id] });
          }}
        />
        <LoadMoreButton
          pages={inbox}
          label={t("account.notifications.older")}
          loadingLabel={t("account.notifications.loading_older")}
        />
      </>
    );

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageTitle>{t("account.notifications.page_title")}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("account.notifications.heading")}
        </h1>
        <Button
          variant="outline"
          size="sm"
          onClick={() => markRead.mutate({})}
          disabled={unread === 0 || markRead.isPending}
        >
          <CheckCheck aria-hidden="true" />
          {t("account.notifications.mark_all")}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {unread === 0
          ? t("account.notifications.caught_up")
          : t("account.notifications.unread_count", { count: unread })}
      </p>
      {content}
    </div>
  );
}
