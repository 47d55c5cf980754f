import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useRemoveRating, useReportedRatings } from "../api/ratings.ts";

/** Admin Tools: the ratings members reported, with the reason; an admin may remove each. */
export function ReportedRatings() {
  const t = useT();
  const reported = useReportedRatings();
  const remove = useRemoveRating();
  if (!reported.data?.length) {
    return <p className="text-sm text-muted-foreground">{t("account.admin.no_reported")}</p>;
  }
  return (
    <ul className="divide-y rounded-lg border" aria-label={t("account.admin.reported_ratings")}>
      {reported.data.map((rating) => (
        <li key={rating.id} className="space-y-2 p-3 text-sm">
          <p className="font-medium">
            {t("account.admin.reported_rating", { stars: rating.stars, vendorId: rating.vendorId })}
          </p>
          {rating.text ? <p className="break-words">{rating.text}</p> : null}
          {rating.reportReason ? (
            <p className="break-words text-muted-foreground">
              {t("account.admin.report_reason", { reason: rating.reportReason })}
            </p>
          ) : null}
          <Button
            size="sm"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(rating.id)}
          >
            {t("account.admin.remove_rating")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
