import { Star } from "lucide-react";
import { type FormEvent, useState } from "react";
import { REPORT_REASON_MAX_LENGTH } from "../../../../domain/rating/rating.ts";
import type { Rating } from "../../../../domain/rating/rating-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useAuth } from "../../../lib/use-auth.ts";
import { useReportRating, useVendorRatings } from "../api/ratings.ts";

/** How many of the newest ratings the driver card lists. */
const SHOWN = 3;

/** A signed-in member asks the admins to look at a rating: only an admin can remove one. */
function ReportRating({ rating }: { rating: Rating }) {
  const t = useT();
  const report = useReportRating();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  if (!open) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        {t("ride.rating.report")}
      </Button>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    report.mutate({ id: rating.id, reason: reason.trim() }, { onSuccess: () => setOpen(false) });
  }
  return (
    <form className="space-y-2" onSubmit={submit}>
      <TextareaField
        id={`report-${rating.id}`}
        label={t("ride.rating.report_reason")}
        maxLength={REPORT_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={report.isPending || !reason.trim()}>
        {t("ride.rating.report_send")}
      </Button>
    </form>
  );
}

function RatingItem({ rating }: { rating: Rating }) {
  const t = useT();
  const { user } = useAuth();
  return (
    <li className="space-y-1 border-t border-border pt-2 text-sm">
      <p className="font-medium">{t("ride.rating.stars", { stars: rating.stars })}</p>
      {rating.text ? <p className="break-words">{rating.text}</p> : null}
      {rating.reply ? (
        <p className="break-words border-l-2 border-primary pl-2 text-muted-foreground">
          {t("ride.rating.reply", { text: rating.reply })}
        </p>
      ) : null}
      {user ? <ReportRating rating={rating} /> : null}
    </li>
  );
}

/** The driver's average (from three ratings up) and newest ratings, for the driver card. */
export function DriverRating({ vendorId }: { vendorId: number }) {
  const t = useT();
  const ratings = useVendorRatings(vendorId);
  if (!ratings.data) return null;
  const { average, count, items } = ratings.data;
  return (
    <div className="space-y-2" data-testid="driver-rating">
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
        {average === null
          ? t("ride.rating.too_few", { count })
          : t("ride.rating.average", { average, count })}
      </p>
      {items.length > 0 ? (
        <ul className="space-y-2">
          {items.slice(0, SHOWN).map((rating) => (
            <RatingItem key={rating.id} rating={rating} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
