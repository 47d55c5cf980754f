import { ArrowLeft, Clock, FileText, Maximize2 } from "lucide-react";
import { Link } from "wouter";
import { PageTitle } from "../components/layout/page-title.tsx";
import { SectionCard } from "../components/ui/card.tsx";
import { Callout } from "../features/guides/components/callout.tsx";
import { ExternalLink } from "../features/guides/components/external-link.tsx";
import { Fc1ScheduleTable } from "../features/guides/components/fc1-schedule-table.tsx";
import { guideValues, OFFICIAL_LINKS } from "../features/guides/guide-facts.ts";
import { useLocale, useT } from "../lib/i18n.ts";

/** One step of a crossing: the message ids of its heading and its text. */
interface Step {
  title: string;
  body: string;
}

const malaysiaToSingapore: Step[] = [
  { title: "guide.bus_guide.to_sg.board_title", body: "guide.bus_guide.to_sg.board_body" },
  { title: "guide.bus_guide.to_sg.ciq_title", body: "guide.bus_guide.to_sg.ciq_body" },
  { title: "guide.bus_guide.to_sg.cross_title", body: "guide.bus_guide.to_sg.cross_body" },
  { title: "guide.bus_guide.to_sg.tuas_title", body: "guide.bus_guide.to_sg.tuas_body" },
  { title: "guide.bus_guide.to_sg.arrive_title", body: "guide.bus_guide.to_sg.arrive_body" },
];

const singaporeToMalaysia: Step[] = [
  { title: "guide.bus_guide.to_my.board_title", body: "guide.bus_guide.to_my.board_body" },
  { title: "guide.bus_guide.to_my.tuas_title", body: "guide.bus_guide.to_my.tuas_body" },
  { title: "guide.bus_guide.to_my.ciq_title", body: "guide.bus_guide.to_my.ciq_body" },
  { title: "guide.bus_guide.to_my.fc1_title", body: "guide.bus_guide.to_my.fc1_body" },
  { title: "guide.bus_guide.to_my.arrive_title", body: "guide.bus_guide.to_my.arrive_body" },
];

function StepList({ id, title, steps }: { id: string; title: string; steps: Step[] }) {
  const t = useT();
  const values = guideValues(useLocale());
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
                <span className="sr-only">{t("guide.bus_guide.step", { number: index + 1 })} </span>
                {t(step.title)}
              </h3>
              <p className="text-muted-foreground">{t(step.body, values)}</p>
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
  const t = useT();
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
        <span className="sr-only"> {t("guide.bus_guide.image_new_tab")}</span>
      </a>
      <figcaption className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Maximize2 aria-hidden="true" className="size-3.5" />
        {caption}
      </figcaption>
    </figure>
  );
}

export function BusGuidePage() {
  const t = useT();
  const values = guideValues(useLocale());
  return (
    <div className="mx-auto max-w-5xl space-y-6 text-pretty">
      <PageTitle>{t("guide.bus_guide.page_title")}</PageTitle>
      <Link
        href="/guide"
        className="inline-flex min-h-6 items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("guide.heading")}
      </Link>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("guide.bus_guide.heading")}
        </h1>
        <p className="text-muted-foreground">{t("guide.bus_guide.intro", values)}</p>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Callout icon={Clock} title={t("guide.bus_guide.hourly_title")} tone="warning">
          <p>{t("guide.bus_guide.hourly_body", values)}</p>
        </Callout>
        <Callout icon={FileText} title={t("guide.bus_guide.passport_title")} tone="info">
          <p>{t("guide.bus_guide.passport_body", values)}</p>
        </Callout>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <StepList
          id="sg-to-my"
          title={t("guide.bus_guide.to_my_title")}
          steps={singaporeToMalaysia}
        />
        <StepList
          id="my-to-sg"
          title={t("guide.bus_guide.to_sg_title")}
          steps={malaysiaToSingapore}
        />
      </div>

      <SectionCard
        id="schedules-title"
        title={t("guide.bus_guide.schedules_title")}
        description={t("guide.bus_guide.schedules_description")}
        contentClassName="space-y-6"
      >
        <div className="grid items-start gap-6 md:grid-cols-2">
          <GuideImage
            src="/guides/crossing-route.svg"
            width={480}
            height={760}
            alt={t("guide.bus_guide.route_alt", values)}
            caption={t("guide.bus_guide.route_caption")}
          />
          <GuideImage
            src="/guides/fc1-schedule.svg"
            width={480}
            height={780}
            alt={t("guide.bus_guide.timetable_alt", values)}
            caption={t("guide.bus_guide.timetable_caption")}
          />
        </div>
        <details className="group rounded-lg border border-border">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium">
            {t("guide.bus_guide.timetable_text")}
          </summary>
          <div className="p-3 pt-0">
            <Fc1ScheduleTable caption={t("guide.bus_guide.timetable_table_caption")} />
            <p className="mt-2 text-xs text-muted-foreground">
              {t("guide.bus_guide.service_until", values)}
            </p>
          </div>
        </details>
      </SectionCard>

      <SectionCard
        id="links-title"
        title={t("guide.links.title")}
        description={t("guide.links.description")}
      >
        <ul className="space-y-3">
          {OFFICIAL_LINKS.map((link) => (
            <li key={link.href} className="text-sm">
              <ExternalLink href={link.href}>{t(link.label)}</ExternalLink>
              <p className="text-muted-foreground">{t(link.description)}</p>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}
