import { type FormEvent, useState } from "react";
import { REPLY_MAX_LENGTH } from "../../../../domain/rating/rating.ts";
import type { Rating } from "../../../../domain/rating/rating-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useAnswerRating, useVendorRatings } from "../api/ratings.ts";

function RatingRow({ rating }: { rating: Rating }) {
  const t = useT();
  const answer = useAnswerRating();
  const [text, setText] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) answer.mutate({ id: rating.id, text: text.trim() });
  }
  return (
    <li className="space-y-2 rounded-lg border border-border p-3 text-sm">
      <p className="font-medium">{t("vendor.ratings.stars", { stars: rating.stars })}</p>
      {rating.text ? <p className="break-words">{rating.text}</p> : null}
      {rating.reply ? (
        <p className="break-words border-l-2 border-primary pl-2 text-muted-foreground">
          {t("vendor.ratings.your_answer", { text: rating.reply })}
        </p>
      ) : (
        <form className="space-y-2" onSubmit={submit}>
          <TextareaField
            id={`answer-${rating.id}`}
            label={t("vendor.ratings.answer_label")}
            maxLength={REPLY_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={answer.isPending || !text.trim()}>
            {t("vendor.ratings.answer")}
          </Button>
        </form>
      )}
    </li>
  );
}

/** The vendor's own ratings, each with its one public answer. */
export function VendorRatings({ vendorId }: { vendorId: number }) {
  const t = useT();
  const ratings = useVendorRatings(vendorId);
  const data = ratings.data;
  return (
    <SectionCard id="vendor-ratings-title" title={t("vendor.ratings.title")}>
      {!data ? null : data.count === 0 ? (
        <p className="text-sm text-muted-foreground">{t("vendor.ratings.none")}</p>
      ) : (
        <div className="space-y-3">
          <p className="text-sm">
            {data.average === null
              ? t("vendor.ratings.too_few", { count: data.count })
              : t("vendor.ratings.average", { average: data.average, count: data.count })}
          </p>
          <ul className="space-y-2">
            {data.items.map((rating) => (
              <RatingRow key={rating.id} rating={rating} />
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}
