import type { MemberRecord } from "../../../../domain/user/member-record-schemas.ts";
import { useLocale, useT } from "../../../lib/i18n.ts";

/** Member since, completed rides and no-shows: given only where the contacts show. */
export function MemberRecordLine({ record }: { record: MemberRecord }) {
  const t = useT();
  const locale = useLocale();
  const since = new Intl.DateTimeFormat(locale, {
    month: "short",
    year: "numeric",
    timeZone: "Asia/Singapore",
  }).format(new Date(record.memberSince));
  return (
    <p className="text-sm text-muted-foreground" data-testid="member-record">
      {t("ride.passengers.record", {
        since,
        rides: record.completedRides,
        noShows: record.noShows,
      })}
    </p>
  );
}
