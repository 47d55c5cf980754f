import { ArrowLeft, Clock, FileText, Maximize2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { SectionCard } from "../components/ui/card.tsx";
import { Callout } from "../features/guides/components/callout.tsx";
import { ExternalLink } from "../features/guides/components/external-link.tsx";
import { Fc1ScheduleTable } from "../features/guides/components/fc1-schedule-table.tsx";
import {
  BUS_FARE,
  FC1,
  IMMIGRATION_MINUTES,
  JOURNEY_HOURS,
  OFFICIAL_LINKS,
  PASSPORT_VALIDITY_MONTHS,
} from "../features/guides/guide-facts.ts";

interface Step {
  title: string;
  body: ReactNode;
}

const malaysiaToSingapore: Step[] = [
  {
    title: "Board the FC1 in Forest City",
    body: (
      <>
        The FC1 leaves Forest City every hour at half past, {FC1.fromForestCity.first} to{" "}
        {FC1.fromForestCity.last}. The fare is about {BUS_FARE.fromForestCity} for the whole trip,
        in cash or by ManjaLink card; ask for a through ticket to Singapore.
      </>
    ),
  },
  {
    title: "Clear Malaysian immigration at the Second Link CIQ",
    body: (
      <>
        At Sultan Abu Bakar CIQ (Tanjung Kupang) everyone gets off with their bags and goes through
        Malaysian departure immigration.
      </>
    ),
  },
  {
    title: "Take a Causeway Link bus across the Second Link",
    body: (
      <>
        After immigration, board a Causeway Link CW bus to Singapore, such as the CW3 or CW4 to
        Jurong Town Hall Bus Interchange in Jurong East.
      </>
    ),
  },
  {
    title: "Clear Singapore immigration at Tuas Checkpoint",
    body: (
      <>
        Get off with all your belongings, clear immigration and customs, then board the next bus of
        the same route. Visitors who are not Singapore residents submit the SG Arrival Card before
        arriving.
      </>
    ),
  },
  {
    title: "Ride on to Jurong East",
    body: (
      <>
        The CW3 and CW4 end at Jurong Town Hall Bus Interchange in Jurong East; carry on by MRT or
        bus from there.
      </>
    ),
  },
];

const singaporeToMalaysia: Step[] = [
  {
    title: "Start at Jurong Town Hall Bus Interchange",
    body: (
      <>
        In Jurong East, board a Causeway Link CW3 or CW4 bound for the Second Link. The fare is
        about {BUS_FARE.fromSingapore} for the whole trip, in cash or by ManjaLink card; ask for a
        through ticket to Forest City.
      </>
    ),
  },
  {
    title: "Clear Singapore immigration at Tuas Checkpoint",
    body: (
      <>
        Get off with all your belongings, clear departure immigration, then board the next bus of
        the same route.
      </>
    ),
  },
  {
    title: "Clear Malaysian immigration at the Second Link CIQ",
    body: (
      <>
        At Sultan Abu Bakar CIQ get off and clear immigration and customs. Most foreign visitors
        submit the Malaysia Digital Arrival Card (MDAC) before arriving; check whether it applies to
        you on the Malaysian immigration site.
      </>
    ),
  },
  {
    title: "Catch the FC1 to Forest City",
    body: (
      <>
        The FC1 leaves the CIQ every hour on the hour, from {FC1.fromCheckpoint.first}, with service
        until {FC1.fromCheckpoint.until}. If the queue made you miss it, the next bus is an hour
        later.
      </>
    ),
  },
  {
    title: "Get off in Forest City",
    body: <>The FC1 ends in Forest City, by the shopping mall.</>,
  },
];

function StepList({ id, title, steps }: { id: string; title: string; steps: Step[] }) {
  return (
    <SectionCard id={id} title={title}>
      <ol className="space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="space-y-1 pt-1 text-sm leading-relaxed">
              <h3 className="font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="text-muted-foreground">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}

function GuideImage({
  src,
  alt,
  caption,
  width,
  height,
}: {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}) {
  return (
    <figure className="space-y-2">
      <a
        href={src}
        target="_blank"
        rel="noopener"
        className="block overflow-hidden rounded-xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-[480px]"
        />
        <span className="sr-only"> (opens the full-size image in a new tab)</span>
      </a>
      <figcaption className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Maximize2 aria-hidden="true" className="size-3.5" />
        {caption}
      </figcaption>
    </figure>
  );
}

export function BusGuidePage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <title>Public Bus Guide · FC Rideshare</title>
      <Link
        href="/guide"
        className="inline-flex min-h-6 items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Travel Guide
      </Link>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Public Bus Guide</h1>
        <p className="text-muted-foreground">
          Crossing between Singapore and Forest City by public bus over the Second Link: about{" "}
          {BUS_FARE.fromSingapore} or {BUS_FARE.fromForestCity} and {JOURNEY_HOURS.min} to{" "}
          {JOURNEY_HOURS.max} hours each way.
        </p>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Callout icon={Clock} title="The FC1 runs once an hour" tone="warning">
          <p>
            From Forest City at half past the hour ({FC1.fromForestCity.first} to{" "}
            {FC1.fromForestCity.last}); from the Second Link CIQ on the hour (
            {FC1.fromCheckpoint.first} to {FC1.fromCheckpoint.until}). Missing it means up to an
            hour's wait.
          </p>
        </Callout>
        <Callout icon={FileText} title="Passport and queues" tone="info">
          <p>
            Bring a passport valid for at least {PASSPORT_VALIDITY_MONTHS} months and allow{" "}
            {IMMIGRATION_MINUTES.min} to {IMMIGRATION_MINUTES.max} minutes at immigration at busy
            times.
          </p>
        </Callout>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <StepList id="sg-to-my" title="Singapore to Malaysia" steps={singaporeToMalaysia} />
        <StepList id="my-to-sg" title="Malaysia to Singapore" steps={malaysiaToSingapore} />
      </div>

      <SectionCard
        id="schedules-title"
        title="Route and FC1 timetable"
        description="Made for this guide from Causeway Link's published times, which can change: check the operator before you travel."
        contentClassName="space-y-6"
      >
        <div className="grid items-start gap-6 md:grid-cols-2">
          <GuideImage
            src="/guides/crossing-route.svg"
            width={480}
            height={760}
            alt="Route diagram: from Jurong Town Hall Bus Interchange in Jurong East, Causeway Link bus CW3 or CW4 to Tuas Checkpoint for Singapore immigration, across the Second Link bridge to Sultan Abu Bakar CIQ for Malaysian immigration, then the hourly FC1 bus to Forest City. Allow 45 to 60 minutes at immigration; door to door takes 1.5 to 2 hours."
            caption="Route across the Second Link. Tap to open full size."
          />
          <GuideImage
            src="/guides/fc1-schedule.svg"
            width={480}
            height={780}
            alt="FC1 bus timetable. From Forest City every hour at half past, 5:30am to 7:30pm. From the Second Link CIQ every hour on the hour, 6:00am to 8:00pm, service until 8:30pm. Fare about S$5 from Singapore or MYR 5 from Forest City, cash or ManjaLink card."
            caption="FC1 departures from both ends. Tap to open full size."
          />
        </div>
        <details className="group rounded-lg border border-border">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium">
            FC1 timetable as text
          </summary>
          <div className="p-3 pt-0">
            <Fc1ScheduleTable caption="FC1 departures from Forest City and from the Second Link CIQ" />
            <p className="mt-2 text-xs text-muted-foreground">
              From the Second Link CIQ, service runs until {FC1.fromCheckpoint.until}.
            </p>
          </div>
        </details>
      </SectionCard>

      <SectionCard
        id="links-title"
        title="Official links"
        description="Entry rules and timetables change; these sites are current."
      >
        <ul className="space-y-3">
          {OFFICIAL_LINKS.map((link) => (
            <li key={link.href} className="text-sm">
              <ExternalLink href={link.href}>{link.label}</ExternalLink>
              <p className="text-muted-foreground">{link.description}</p>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}
