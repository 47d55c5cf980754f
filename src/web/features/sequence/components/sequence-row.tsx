import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { clsx } from "clsx";
import { ChevronDown, ChevronUp, GripVertical, MapPin } from "lucide-react";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { displayName } from "../../../../domain/user/user.ts";
import { useT } from "../../../lib/i18n.ts";

const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground " +
  "hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 " +
  "focus-visible:outline-ring aria-disabled:pointer-events-none aria-disabled:opacity-35";

interface SequenceRowProps {
  passenger: Passenger;
  /** 1-based position in the current order. */
  position: number;
  count: number;
  editable: boolean;
  onMove: (sequence: number) => void;
}

/** One passenger in the drop-off order, with its drag handle and up/down buttons. */
export function SequenceRow({ passenger, position, count, editable, onMove }: SequenceRowProps) {
  const t = useT();
  const name = displayName(passenger.user);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: passenger.id, disabled: !editable });

  const first = position === 1;
  const last = position === count;
  const location = passenger.dropoffLocation?.trim() ?? "";

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="sequence-row"
      className={clsx(
        "relative flex items-center gap-2 rounded-lg border border-border bg-card p-2 sm:gap-3",
        isDragging && "z-10 shadow-lg ring-2 ring-primary",
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
      >
        {position}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium leading-tight">
          <span className="sr-only">{t("ride.sequence.stop", { position })} </span>
          {name}
        </p>
        {location ? (
          <p className="mt-0.5 flex items-start gap-1 text-xs text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-px size-3 shrink-0" />
            <span className="line-clamp-2 whitespace-pre-line">{location}</span>
          </p>
        ) : null}
      </div>
      {editable ? (
        <div className="flex shrink-0 items-center">
          <button
            type="button"
            className={iconButton}
            aria-label={t("ride.sequence.move_up", { name })}
            aria-disabled={first || undefined}
            onClick={() => !first && onMove(position - 1)}
          >
            <ChevronUp aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={t("ride.sequence.move_down", { name })}
            aria-disabled={last || undefined}
            onClick={() => !last && onMove(position + 1)}
          >
            <ChevronDown aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={clsx(iconButton, "touch-none cursor-grab active:cursor-grabbing")}
            {...attributes}
            {...listeners}
            aria-label={t("ride.sequence.drag", { name, position, count })}
          >
            <GripVertical aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </li>
  );
}
