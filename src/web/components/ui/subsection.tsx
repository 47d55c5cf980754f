import type { ReactNode } from "react";

/**
 * A part of a card: a region labelled by its h3 heading (with an optional icon before it), then
 * the content. Not in card.tsx: that file is copied whole into /home's first load, which has none.
 */
export function Subsection({
  id,
  title,
  icon,
  className,
  children,
}: {
  /** The heading's id, which labels the region. */
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className={icon ? "flex items-center gap-2 font-semibold" : "font-semibold"}>
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}
