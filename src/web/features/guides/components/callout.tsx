import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";

const tones = {
  warning:
    "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/70 dark:bg-amber-950/60 dark:text-amber-50",
  info: "border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-700/70 dark:bg-sky-950/60 dark:text-sky-50",
  neutral: "border-border bg-muted text-foreground",
} as const;

const iconTones = {
  warning: "text-amber-600 dark:text-amber-300",
  info: "text-sky-600 dark:text-sky-300",
  neutral: "text-primary",
} as const;

/** A boxed fact a traveller must not miss: icon, short title, a sentence or two. */
export function Callout({
  icon: Icon,
  title,
  tone = "info",
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className={clsx("flex gap-3 rounded-xl border p-4", tones[tone], className)}
    >
      <Icon aria-hidden="true" className={clsx("mt-0.5 size-5 shrink-0", iconTones[tone])} />
      <div className="space-y-1 text-sm leading-relaxed">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </aside>
  );
}
