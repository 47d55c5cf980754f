import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";

/**
 * A card. A `section` by default (a region landmark once it is labelled); `article` for one item
 * of a list (ride cards), which is not a landmark, so many alike do not clutter the landmark list.
 */
export function Card({
  as: Element = "section",
  dimmed = false,
  className,
  ...props
}: ComponentProps<"section"> & {
  as?: "section" | "article";
  /** Greyed out (e.g. a past ride) by colour, not opacity, so the text stays readable. */
  dimmed?: boolean;
}) {
  return (
    <Element
      className={clsx(
        "rounded-xl border border-border",
        dimmed
          ? "border-dashed bg-muted text-muted-foreground"
          : "bg-card text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx("space-y-1 p-5 pb-0 sm:p-6 sm:pb-0", className)} {...props} />;
}

/** The card's heading: h2 by default, h3 for cards inside a section that has its own h2. */
export function CardTitle({
  as: Heading = "h2",
  className,
  ...props
}: ComponentProps<"h2"> & { as?: "h2" | "h3" }) {
  return <Heading className={clsx("text-lg leading-tight font-semibold", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={clsx("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx("p-5 sm:p-6", className)} {...props} />;
}

/**
 * The usual section card: a region labelled by its title (with an optional icon before it), an
 * optional line under the title, then the content.
 */
export function SectionCard({
  id,
  title,
  icon,
  description,
  className,
  contentClassName,
  children,
}: {
  /** The title's id, which labels the region. */
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  description?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className={className}>
      <CardHeader>
        <CardTitle id={id} className={icon ? "flex items-center gap-2" : undefined}>
          {icon}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
