import { Star } from "lucide-react";
import type { Rating } from "../../../../domain/rating/rating-schemas.ts";
import { useT } from "../../../lib/i18n.ts";
import { useVendorRatings } from "../api/ratings.ts";

/** How many of the newest ratings the driver card lists. */
const SHOWN = 3;

function RatingItem({ rating }: { rating: Rating }) {
  const t = useT();
  return (
    <li className="space-y-1 border-t border-border pt-2 text-sm">
      <p className="font-medium">{t("ride.rating.stars", { stars: rating.stars })}</p>
      {rating.text ? <p className="break-words">{rating.text}</p> : null}
      {rating.reply ? (
        <p className="break-words border-l-2 border-primary pl-2 text-muted-foreground">
          {t("ride.rating.reply", { text: rating.reply })}
        </p>
      ) : null}
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
