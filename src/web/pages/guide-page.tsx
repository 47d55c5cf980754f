import { Trans } from "@lingui/react";
import {
  ArrowRight,
  Banknote,
  Bus,
  CarFront,
  Clock,
  Coins,
  IdCard,
  Link2,
  Scale,
  Smartphone,
  Timer,
} from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "wouter";
import { ADDITIONAL_STOP_FEE, DEFAULT_RIDE_COST } from "../../domain/shared/constants.ts";
import { ARRIVAL_CARD_FILING_DAYS } from "../../domain/trip/arrival-cards.ts";
import { decideCreateRide } from "../../domain/user/user.ts";
import { PageTitle } from "../components/layout/page-title.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { SectionCard } from "../components/ui/card.tsx";
import { Subsection } from "../components/ui/subsection.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { Callout } from "../features/guides/components/callout.tsx";
import { ExternalLink } from "../features/guides/components/external-link.tsx";
import {
  CHARTER_RATES,
  CRYPTO_PAYMENT_LINK,
  guideValues,
  LEGAL_SOURCES,
  PAYMENT_APP_LINK,
  USDC_CHAINS,
} from "../features/guides/guide-facts.ts";
import { useLocale, useT } from "../lib/i18n.ts";
import { useAuth } from "../lib/use-auth.ts";

/** One fact of the quick-facts list: its term and value sit directly in the list's group. */
function QuickFact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="relative rounded-xl border border-border bg-card p-3 text-center shadow-sm sm:min-h-16 sm:pl-16 sm:text-left">
      <dt className="flex flex-col items-center gap-2 text-xs text-muted-foreground sm:block">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:absolute sm:top-1/2 sm:left-3 sm:-translate-y-1/2 [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-semibold sm:text-base">{value}</dd>
    </div>
  );
}

/** How sharing a car here works, step by step. */
const CHARTER_STEPS = [
  "guide.charter.step_find",
  "guide.charter.step_split",
  "guide.charter.step_order",
  "guide.charter.step_driver",
] as const;

function CharterTab() {
  const t = useT();
  const { user } = useAuth();
  const [cheaper, dearer] = CHARTER_RATES;
  const example = { passengers: 4, extraStops: 1 };
  const exampleTotal = cheaper.trip + example.extraStops * cheaper.perExtraStop;
  return (
    <>
      <Subsection id="charter-rates" title={t("guide.charter.rates")} className="space-y-2">
        <ul className="grid gap-2 sm:grid-cols-2">
          {CHARTER_RATES.map((rate) => (
            <li
              key={rate.trip}
              className="rounded-lg border border-border p-3 text-sm leading-relaxed"
            >
              <p className="text-lg font-bold">
                {t("guide.charter.rate_trip", { price: rate.trip })}
              </p>
              <p className="text-muted-foreground">
                {t("guide.charter.rate_stop", { fee: rate.perExtraStop })}
              </p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          {t("guide.charter.example", {
            riders: example.passengers,
            rate: cheaper.trip,
            total: exampleTotal,
            each: exampleTotal / example.passengers,
            dearerRate: dearer.trip,
            dearerTotal: dearer.trip + example.extraStops * dearer.perExtraStop,
          })}
        </p>
      </Subsection>

      <Subsection id="charter-how" title={t("guide.charter.how")} className="space-y-2">
        <ol className="list-decimal space-y-1.5 pl-5 text-sm leading-relaxed">
          {CHARTER_STEPS.map((id) => (
            <li key={id}>{t(id, { cost: DEFAULT_RIDE_COST, fee: ADDITIONAL_STOP_FEE })}</li>
          ))}
        </ol>
        <div className="flex flex-col gap-2 pt-1 sm:flex-row">
          <Link href="/home" className={buttonClasses("primary", "md")}>
            {t("guide.charter.find")}
            <ArrowRight aria-hidden="true" />
          </Link>
          {user && !decideCreateRide(user).ok ? null : (
            <Link href="/rides/create" className={buttonClasses("outline", "md")}>
              {t("guide.charter.create")}
            </Link>
          )}
        </div>
      </Subsection>
    </>
  );
}

function BusTab() {
  const t = useT();
  const values = guideValues(useLocale());
  const bold = <span className="font-semibold" />;
  return (
    <>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="rounded-lg border border-border p-3">
          <dt className="font-semibold">{t("guide.bus.fare")}</dt>
          <dd className="text-muted-foreground">{t("guide.bus.fare_value", values)}</dd>
        </div>
        <div className="rounded-lg border border-border p-3">
          <dt className="font-semibold">{t("guide.bus.journey")}</dt>
          <dd className="text-muted-foreground">{t("guide.bus.journey_value", values)}</dd>
        </div>
      </dl>

      <Subsection
        id="fc1-hours"
        icon={<Clock aria-hidden="true" className="size-4 text-primary" />}
        title={t("guide.bus.fc1_hourly")}
        className="space-y-2"
      >
        <ul className="space-y-2 text-sm leading-relaxed">
          <li className="rounded-lg bg-muted p-3">
            <Trans id="guide.bus.fc1_from_forest_city" values={values} components={{ 0: bold }} />
          </li>
          <li className="rounded-lg bg-muted p-3">
            <Trans id="guide.bus.fc1_from_checkpoint" values={values} components={{ 0: bold }} />
          </li>
        </ul>
        <p className="text-sm text-muted-foreground">{t("guide.bus.missed")}</p>
      </Subsection>

      <Link href="/bus-guide" className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
        <Bus aria-hidden="true" />
        {t("guide.bus.full_guide")}
      </Link>
    </>
  );
}

/** The two ways across, each a tab whose card is titled as the tab: value, title, text, content. */
const TABS = [
  ["charter", "guide.charter.title", "guide.charter.description", CharterTab],
  ["bus", "guide.bus.title", "guide.bus.description", BusTab],
] as const;

function PaymentItem({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 rounded-lg border border-border p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0 space-y-1 text-sm leading-relaxed">
        <h3 className="font-semibold">{title}</h3>
        {children}
      </div>
    </li>
  );
}

function PaymentCard() {
  const t = useT();
  const [firstChain, secondChain] = USDC_CHAINS;
  return (
    <SectionCard
      id="payment-title"
      title={t("guide.payment.title")}
      description={t("guide.payment.description")}
    >
      <ul className="grid gap-3 md:grid-cols-2">
        <PaymentItem icon={<Smartphone aria-hidden="true" />} title={t("guide.payment.revolut")}>
          <p className="text-muted-foreground">{t("guide.payment.revolut_about")}</p>
          <ExternalLink href={PAYMENT_APP_LINK.href}>{PAYMENT_APP_LINK.name}</ExternalLink>
        </PaymentItem>
        <PaymentItem icon={<Coins aria-hidden="true" />} title={t("guide.payment.usdc")}>
          <p className="text-muted-foreground">
            {t("guide.payment.usdc_about", { firstChain, secondChain })}
          </p>
        </PaymentItem>
        <PaymentItem icon={<Link2 aria-hidden="true" />} title={t("guide.payment.crypto")}>
          <p className="text-muted-foreground">{t(CRYPTO_PAYMENT_LINK.description)}</p>
          <ExternalLink href={CRYPTO_PAYMENT_LINK.href}>
            {t(CRYPTO_PAYMENT_LINK.label)}
          </ExternalLink>
        </PaymentItem>
        <PaymentItem icon={<Banknote aria-hidden="true" />} title={t("guide.payment.cash")}>
          <p className="text-muted-foreground">{t("guide.payment.cash_about")}</p>
        </PaymentItem>
      </ul>
    </SectionCard>
  );
}

/** The parts of "Is my ride legal?", each a heading and its text, in reading order. */
const LEGAL_PARTS = [
  { id: "legal-rule", title: "guide.legal.rule_title", body: ["guide.legal.rule"] },
  { id: "legal-penalty", title: "guide.legal.penalty_title", body: ["guide.legal.penalty"] },
  { id: "legal-pickup", title: "guide.legal.pickup_title", body: ["guide.legal.pickup"] },
  {
    id: "legal-dropoff",
    title: "guide.legal.dropoff_title",
    body: ["guide.legal.dropoff", "guide.legal.dropoff_app"],
  },
  { id: "legal-app", title: "guide.legal.app_title", body: ["guide.legal.app"] },
  {
    id: "legal-arrival-cards",
    title: "guide.legal.arrival_cards_title",
    body: ["guide.legal.arrival_cards", "guide.legal.arrival_cards_app"],
  },
] as const;

/** Who may carry paying riders across the border, with the dated reports it rests on. */
function LegalCard() {
  const t = useT();
  return (
    // The outer id is the section's address, /guide#legal.
    <div id="legal">
      <SectionCard
        id="legal-title"
        icon={<Scale aria-hidden="true" className="size-5 text-primary" />}
        title={t("guide.legal.title")}
        description={t("guide.legal.description")}
        contentClassName="space-y-4"
      >
        {LEGAL_PARTS.map((part) => (
          <Subsection key={part.id} id={part.id} title={t(part.title)} className="space-y-1">
            {part.body.map((id) => (
              <p key={id} className="text-sm leading-relaxed">
                {t(id, { days: ARRIVAL_CARD_FILING_DAYS })}
              </p>
            ))}
          </Subsection>
        ))}
        <Subsection id="legal-sources" title={t("guide.legal.sources")} className="space-y-1">
          <ul className="space-y-1 text-sm">
            {LEGAL_SOURCES.map((source) => (
              <li key={source.href}>
                <ExternalLink href={source.href}>{t(source.label)}</ExternalLink>
              </li>
            ))}
          </ul>
        </Subsection>
      </SectionCard>
    </div>
  );
}

export function GuidePage() {
  const t = useT();
  const values = guideValues(useLocale());
  // The page renders after the browser looked for the address's #section: look again.
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, []);
  return (
    <div className="mx-auto max-w-4xl space-y-6 text-pretty">
      <PageTitle>{t("guide.page_title")}</PageTitle>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("guide.heading")}</h1>
        <p className="text-muted-foreground">{t("guide.intro")}</p>
      </div>

      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <QuickFact
          icon={<IdCard aria-hidden="true" />}
          label={t("guide.fact.passport")}
          value={t("guide.fact.passport_value", values)}
        />
        <QuickFact
          icon={<Timer aria-hidden="true" />}
          label={t("guide.fact.immigration")}
          value={t("guide.fact.immigration_value", values)}
        />
        <QuickFact
          icon={<CarFront aria-hidden="true" />}
          label={t("guide.fact.journey")}
          value={t("guide.fact.journey_value", values)}
        />
      </dl>

      <div className="grid gap-4 md:grid-cols-2">
        <Callout icon={IdCard} title={t("guide.passport.title")} tone="warning">
          <p>{t("guide.passport.body", values)}</p>
        </Callout>
        <Callout icon={Clock} title={t("guide.timing.title")} tone="info">
          <p>{t("guide.timing.body", values)}</p>
        </Callout>
      </div>

      <Tabs defaultValue="charter">
        <TabsList>
          {TABS.map(([value, title]) => (
            <TabsTrigger key={value} value={value}>
              {t(title)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(([value, title, description, Content]) => (
          <TabsContent key={value} value={value}>
            <SectionCard
              id={`${value}-title`}
              title={t(title)}
              description={t(description)}
              contentClassName="space-y-5"
            >
              <Content />
            </SectionCard>
          </TabsContent>
        ))}
      </Tabs>

      <LegalCard />

      <PaymentCard />
    </div>
  );
}
