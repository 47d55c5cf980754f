import { Flag } from "lucide-react";
import { Link } from "wouter";
import { formatShortRideDate } from "../../../../domain/shared/dates.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { errorText } from "../../../lib/api.ts";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { useMessageReports } from "../api/message-reports.ts";

/** Shown to admins only: the messages members reported, as text, with the ride they are on. */
export function MessageReports() {
  const t = useT();
  const locale = useLocale();
  const reports = useMessageReports();
  let content: React.ReactNode;
  if (reports.isPending) {
    content = <p className="text-sm text-muted-foreground">{t("account.reports.loading")}</p>;
  } else if (reports.isError) {
    content = <p className="text-sm text-destructive">{errorText(reports.error)}</p>;
  } else if (reports.data.length === 0) {
    content = <p className="text-sm text-muted-foreground">{t("account.reports.none")}</p>;
  } else {
    content = (
      <ul className="space-y-2">
        {reports.data.map((report) => (
          <li
            key={report.id}
            className="space-y-1 rounded-lg border border-border p-3 text-sm"
            data-testid="message-report"
          >
            <p className="text-muted-foreground">
              {t("account.reports.line", {
                reporter: report.reporter.name,
                author: report.message.author.name,
              })}{" "}
              <time dateTime={report.createdAt}>
                {formatShortRideDate(report.createdAt, locale)}
              </time>
            </p>
            <p className="whitespace-pre-wrap break-words">{report.message.text}</p>
            <p className="flex flex-wrap items-center gap-2">
              <Link href={`/rides/${report.message.rideId}`} className="text-primary underline">
                {t("account.reports.open_ride", { id: report.message.rideId })}
              </Link>
              {report.message.removed ? (
                <Badge variant="outline">{t("account.reports.removed")}</Badge>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SectionCard
      id="message-reports-title"
      title={t("account.reports.title")}
      icon={<Flag aria-hidden="true" className="size-5 text-primary" />}
      description={t("account.reports.text")}
      contentClassName="space-y-2"
    >
      {content}
    </SectionCard>
  );
}
