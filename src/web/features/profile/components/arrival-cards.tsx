import { INTL_LOCALE, type Locale } from "../../../../domain/i18n/locales.ts";
import {
  ARRIVAL_CARD_FACTS,
  ARRIVAL_CARD_FILING_DAYS,
  ARRIVAL_CARDS,
  type ArrivalCard,
} from "../../../../domain/trip/arrival-cards.ts";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

/** Each card's name, who need not file it, and the official page that says so. */
const CARD_TEXTS = {
  mdac: {
    name: "account.arrival_cards.mdac",
    exempt: "account.arrival_cards.mdac_exempt",
    source: "account.arrival_cards.mdac_source",
  },
  sgac: {
    name: "account.arrival_cards.sgac",
    exempt: "account.arrival_cards.sgac_exempt",
    source: "account.arrival_cards.sgac_source",
  },
} as const satisfies Record<ArrivalCard, Record<string, string>>;

/** "28 November 2026" in the reader's language: the day a fact was read from its source. */
const formatDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * The arrival cards the rider must file (issue 37), said once and saved as soon as ticked: the
 * reminders of a ride into that country carry the card, the car's plate and the official site.
 */
export function ArrivalCards({ user }: { user: PublicUser }) {
  const t = useT();
  const locale = useLocale();
  const update = useUpdateProfile(user.id);
  const toggle = (card: ArrivalCard, on: boolean) => {
    const others = user.arrivalCards.filter((kept) => kept !== card);
    update.mutate({ arrivalCards: on ? [...others, card] : others });
  };

  return (
    <Card aria-labelledby="arrival-cards-title">
      <CardHeader>
        <CardTitle id="arrival-cards-title">{t("account.arrival_cards.title")}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {t("account.arrival_cards.text", { days: ARRIVAL_CARD_FILING_DAYS })}
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 md:grid-cols-2">
          {ARRIVAL_CARDS.map((card) => {
            const texts = CARD_TEXTS[card];
            const facts = ARRIVAL_CARD_FACTS[card];
            return (
              <li key={card} className="flex gap-3 rounded-lg border border-border p-3">
                <Checkbox
                  id={`arrival-card-${card}`}
                  className="mt-0.5"
                  checked={user.arrivalCards.includes(card)}
                  disabled={update.isPending}
                  aria-describedby={`arrival-card-${card}-exempt`}
                  onCheckedChange={(checked) => toggle(card, checked === true)}
                />
                <div className="min-w-0 space-y-1 text-sm">
                  <Label htmlFor={`arrival-card-${card}`} className="cursor-pointer font-semibold">
                    {t(texts.name)}
                  </Label>
                  <p id={`arrival-card-${card}-exempt`} className="text-muted-foreground">
                    {t(texts.exempt)}
                  </p>
                  <a
                    href={facts.href}
                    className="inline-block break-words font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
                  >
                    {t(texts.source, { date: formatDay(facts.takenOn, locale) })}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
