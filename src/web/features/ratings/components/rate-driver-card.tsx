import { type FormEvent, useState } from "react";
import { RATING_TEXT_MAX_LENGTH } from "../../../../domain/rating/rating.ts";
import type { RateBody } from "../../../../domain/rating/rating-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useMyRating, useRateDriver } from "../api/ratings.ts";

const ASPECT_LABELS = {
  punctuality: "ride.rating.punctuality",
  car: "ride.rating.car",
  conduct: "ride.rating.conduct",
} as const;
type Aspect = keyof typeof ASPECT_LABELS;
const ASPECTS = Object.keys(ASPECT_LABELS) as Aspect[];

/** "Rate the driver" on a completed ride's page, for its passengers, once, within 14 days. */
export function RateDriverCard({ rideId }: { rideId: number }) {
  const t = useT();
  const mine = useMyRating(rideId);
  const rate = useRateDriver(rideId);
  // No score until the rider picks one: an untouched Send gives no rating, not five stars.
  const [stars, setStars] = useState("");
  const [starsMissing, setStarsMissing] = useState(false);
  const [aspects, setAspects] = useState<Record<Aspect, string>>({
    punctuality: "",
    car: "",
    conduct: "",
  });
  const [text, setText] = useState("");
  if (!mine.data || (!mine.data.canRate && !mine.data.rating)) return null;
  const scores = [5, 4, 3, 2, 1].map((n) => ({
    value: String(n),
    label: t("ride.rating.stars", { stars: n }),
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!stars) {
      setStarsMissing(true);
      document.getElementById("rating-stars")?.focus();
      return;
    }
    const body: RateBody = { stars: Number(stars) };
    for (const aspect of ASPECTS) {
      if (aspects[aspect]) body[aspect] = Number(aspects[aspect]);
    }
    if (text.trim()) body.text = text.trim();
    rate.mutate(body);
  }

  return (
    <Card aria-labelledby="rate-driver-title">
      <CardHeader>
        <CardTitle id="rate-driver-title">{t("ride.rating.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {mine.data.rating ? (
          <p className="text-sm">{t("ride.rating.yours", { stars: mine.data.rating.stars })}</p>
        ) : (
          <form className="space-y-3" onSubmit={submit} noValidate>
            <SelectField
              id="rating-stars"
              label={t("ride.rating.overall")}
              options={[{ value: "", label: t("ride.rating.choose") }, ...scores]}
              value={stars}
              required
              error={starsMissing && !stars ? t("ride.rating.choose_required") : undefined}
              onChange={(event) => setStars(event.target.value)}
            />
            {ASPECTS.map((aspect) => (
              <SelectField
                key={aspect}
                id={`rating-${aspect}`}
                label={t(ASPECT_LABELS[aspect])}
                options={[{ value: "", label: t("ride.rating.skip") }, ...scores]}
                value={aspects[aspect]}
                onChange={(event) => setAspects({ ...aspects, [aspect]: event.target.value })}
              />
            ))}
            <TextareaField
              id="rating-text"
              label={t("ride.rating.text")}
              maxLength={RATING_TEXT_MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" disabled={rate.isPending}>
              {t("ride.rating.submit")}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
