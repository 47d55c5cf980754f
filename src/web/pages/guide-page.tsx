import {
  ArrowRight,
  Banknote,
  Bus,
  CarFront,
  Clock,
  Coins,
  IdCard,
  Link2,
  Smartphone,
  Timer,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ADDITIONAL_STOP_FEE, DEFAULT_RIDE_COST } from "../../domain/shared/constants.ts";
import { decideCreateRide } from "../../domain/user/user.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { SectionCard } from "../components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { Callout } from "../features/guides/components/callout.tsx";
import { ExternalLink } from "../features/guides/components/external-link.tsx";
import {
  BUS_FARE,
  CHARTER_RATES,
  CRYPTO_PAYMENT_LINK,
  FC1,
  IMMIGRATION_MINUTES,
  JOURNEY_HOURS,
  PASSPORT_VALIDITY_MONTHS,
  PAYMENT_APP_LINK,
  USDC_CHAINS,
} from "../features/guides/guide-facts.ts";
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

function CharterTab() {
  const { user } = useAuth();
  const [cheaper, dearer] = CHARTER_RATES;
  const example = { passengers: 4, extraStops: 1 };
  const exampleTotal = cheaper.trip + example.extraStops * cheaper.perExtraStop;
  return (
    <SectionCard
      id="charter-title"
      title="Chartered Car"
      description="Door to door in one car, with the driver taking you through both checkpoints. Shared with other riders, the fare per person drops quickly."
      contentClassName="space-y-5"
    >
      <section aria-labelledby="charter-rates" className="space-y-2">
        <h3 id="charter-rates" className="font-semibold">
          Typical driver prices (per car, one way)
        </h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {CHARTER_RATES.map((rate) => (
            <li
              key={rate.trip}
              className="rounded-lg border border-border p-3 text-sm leading-relaxed"
            >
              <p className="text-lg font-bold">SGD {rate.trip} per trip</p>
              <p className="text-muted-foreground">+ SGD {rate.perExtraStop} per extra stop</p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Example: {example.passengers} riders with one extra stop at the {cheaper.trip}-dollar rate
          pay SGD {exampleTotal} for the car, SGD {exampleTotal / example.passengers} each. At the{" "}
          {dearer.trip}-dollar rate the same trip is SGD{" "}
          {dearer.trip + example.extraStops * dearer.perExtraStop}.
        </p>
      </section>

      <section aria-labelledby="charter-how" className="space-y-2">
        <h3 id="charter-how" className="font-semibold">
          Sharing a car through FC Rideshare
        </h3>
        <ol className="list-decimal space-y-1.5 pl-5 text-sm leading-relaxed">
          <li>Find a ride going your way, or create one with your date and location.</li>
          <li>
            Others join and the cost is split: rides here are SGD {DEFAULT_RIDE_COST} per car plus
            SGD {ADDITIONAL_STOP_FEE} for each additional stop.
          </li>
          <li>
            For Forest City to Singapore rides, the organizer sets the drop-off order and locks it.
          </li>
          <li>
            A driver takes the ride (its status becomes Driver Assigned) and you see the car and
            driver details on the ride page.
          </li>
        </ol>
        <div className="flex flex-col gap-2 pt-1 sm:flex-row">
          <Link href="/home" className={buttonClasses("primary", "md")}>
            Find a ride
            <ArrowRight aria-hidden="true" />
          </Link>
          {user && !decideCreateRide(user).ok ? null : (
            <Link href="/rides/create" className={buttonClasses("outline", "md")}>
              Create a ride
            </Link>
          )}
        </div>
      </section>
    </SectionCard>
  );
}

function BusTab() {
  return (
    <SectionCard
      id="bus-title"
      title="Public Bus Options"
      description="The cheapest way across: a Causeway Link bus over the Second Link, then the FC1 bus between the Malaysian checkpoint and Forest City."
      contentClassName="space-y-5"
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="rounded-lg border border-border p-3">
          <dt className="font-semibold">Fare</dt>
          <dd className="text-muted-foreground">
            About {BUS_FARE.fromSingapore} from Singapore or {BUS_FARE.fromForestCity} from Forest
            City, cash or ManjaLink card.
          </dd>
        </div>
        <div className="rounded-lg border border-border p-3">
          <dt className="font-semibold">Journey time</dt>
          <dd className="text-muted-foreground">
            {JOURNEY_HOURS.min} to {JOURNEY_HOURS.max} hours, immigration included.
          </dd>
        </div>
      </dl>

      <section aria-labelledby="fc1-hours" className="space-y-2">
        <h3 id="fc1-hours" className="flex items-center gap-2 font-semibold">
          <Clock aria-hidden="true" className="size-4 text-primary" />
          FC1 bus: once an hour
        </h3>
        <ul className="space-y-2 text-sm leading-relaxed">
          <li className="rounded-lg bg-muted p-3">
            <span className="font-semibold">From Forest City:</span> every hour at half past the
            hour, {FC1.fromForestCity.first} to {FC1.fromForestCity.last}.
          </li>
          <li className="rounded-lg bg-muted p-3">
            <span className="font-semibold">From the Second Link checkpoint (CIQ):</span> every hour
            on the hour, {FC1.fromCheckpoint.first} to {FC1.fromCheckpoint.until}.
          </li>
        </ul>
        <p className="text-sm text-muted-foreground">
          Miss a bus and the next one is an hour later, so leave slack for the immigration queue.
        </p>
      </section>

      <Link href="/bus-guide" className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
        <Bus aria-hidden="true" />
        Step-by-step bus guide and timetable
      </Link>
    </SectionCard>
  );
}

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
  return (
    <SectionCard
      id="payment-title"
      title="Payment Information"
      description="Riders settle their share among themselves or with the driver. Agree how before the trip."
    >
      <ul className="grid gap-3 md:grid-cols-2">
        <PaymentItem icon={<Smartphone aria-hidden="true" />} title="Revolut (payment app)">
          <p className="text-muted-foreground">
            Fee-free, instant transfers between users. Add your Revolut username in your profile so
            your co-riders can pay you.
          </p>
          <ExternalLink href={PAYMENT_APP_LINK.href}>{PAYMENT_APP_LINK.label}</ExternalLink>
        </PaymentItem>
        <PaymentItem icon={<Coins aria-hidden="true" />} title="USDC stablecoin">
          <p className="text-muted-foreground">
            Peer-to-peer in USDC on {USDC_CHAINS[0]} or {USDC_CHAINS[1]}. Check the chain with the
            person you pay: tokens sent on the wrong chain can be lost.
          </p>
        </PaymentItem>
        <PaymentItem icon={<Link2 aria-hidden="true" />} title="Crypto payment link">
          <p className="text-muted-foreground">{CRYPTO_PAYMENT_LINK.description}</p>
          <ExternalLink href={CRYPTO_PAYMENT_LINK.href}>{CRYPTO_PAYMENT_LINK.label}</ExternalLink>
        </PaymentItem>
        <PaymentItem icon={<Banknote aria-hidden="true" />} title="Cash">
          <p className="text-muted-foreground">
            Cash in SGD or RM, whichever the driver prefers. Carry small notes.
          </p>
        </PaymentItem>
      </ul>
    </SectionCard>
  );
}

export function GuidePage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <title>Travel Guide · FC Rideshare</title>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Travel Guide</h1>
        <p className="text-muted-foreground">
          Getting between Singapore and Forest City: what to bring, how long it takes, how to get
          there and how to pay.
        </p>
      </div>

      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <QuickFact
          icon={<IdCard aria-hidden="true" />}
          label="Passport valid"
          value={`${PASSPORT_VALIDITY_MONTHS}+ months`}
        />
        <QuickFact
          icon={<Timer aria-hidden="true" />}
          label="Immigration"
          value={`${IMMIGRATION_MINUTES.min}–${IMMIGRATION_MINUTES.max} min`}
        />
        <QuickFact
          icon={<CarFront aria-hidden="true" />}
          label="Journey"
          value={`${JOURNEY_HOURS.min}–${JOURNEY_HOURS.max} hours`}
        />
      </dl>

      <div className="grid gap-4 md:grid-cols-2">
        <Callout icon={IdCard} title="Bring your passport" tone="warning">
          <p>
            Your passport must be valid for at least {PASSPORT_VALIDITY_MONTHS} months from the day
            you cross. It is the item riders forget most: check before you leave home, as without it
            you will be turned back at the checkpoint.
          </p>
        </Callout>
        <Callout icon={Clock} title="Immigration timing" tone="info">
          <p>
            Allow {IMMIGRATION_MINUTES.min} to {IMMIGRATION_MINUTES.max} minutes at immigration at
            busy times; the whole journey takes {JOURNEY_HOURS.min} to {JOURNEY_HOURS.max} hours.
            Weekday mornings into Singapore and evenings into Malaysia are the busiest.
          </p>
        </Callout>
      </div>

      <Tabs defaultValue="charter">
        <TabsList>
          <TabsTrigger value="charter">Chartered Car</TabsTrigger>
          <TabsTrigger value="bus">Public Bus Options</TabsTrigger>
        </TabsList>
        <TabsContent value="charter">
          <CharterTab />
        </TabsContent>
        <TabsContent value="bus">
          <BusTab />
        </TabsContent>
      </Tabs>

      <PaymentCard />
    </div>
  );
}
