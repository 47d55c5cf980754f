import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Trans } from "@lingui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { LoaderCircle, Lock, LockOpen } from "lucide-react";
import { useEffect, useRef } from "react";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { loadPageAreas, useT } from "../../../lib/i18n.ts";
import { useAuth } from "../../../lib/use-auth.ts";
import { useSequenceOrder } from "../use-sequence-order.ts";
import { SequenceRow } from "./sequence-row.tsx";

// The panel's texts come with its code: My Rides on the home page shows it too, and the home
// page does not load the ride area itself.
await loadPageAreas(["ride"]);

/** The texts that name drop-offs, and their wording for SG->FC pick-ups (decision 030). */
const WORDING = {
  dropoff: {
    heading: "ride.sequence.heading",
    locked_notice: "ride.sequence.locked_notice",
    organizer_help: "ride.sequence.organizer_help",
    rider_note: "ride.sequence.rider_note",
    lock_title: "ride.sequence.lock_title",
    lock_consequence: "ride.sequence.lock_consequence",
  },
  pickup: {
    heading: "ride.sequence.pickup.heading",
    locked_notice: "ride.sequence.pickup.locked_notice",
    organizer_help: "ride.sequence.pickup.organizer_help",
    rider_note: "ride.sequence.pickup.rider_note",
    lock_title: "ride.sequence.pickup.lock_title",
    lock_consequence: "ride.sequence.pickup.lock_consequence",
  },
} as const;

/** Rows only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The drop-off order of an FC->SG ride: 1-based numbers, reordering by drag (mouse, touch,
 * keyboard) or by the up/down buttons while unlocked, and the Lock Sequence action. The page
 * reads the ride and its passengers and hands them in.
 */
export function SequencePanel({
  rideId,
  ride,
  passengersQuery,
  headingLevel = 4,
}: {
  /** The level of the "Drop-off order" heading under the page's own. */
  headingLevel?: 3 | 4;
  rideId: number;
  /** The ride as last read; undefined while it loads. */
  ride: Ride | undefined;
  passengersQuery: UseQueryResult<Passenger[]>;
}) {
  const t = useT();
  const { user } = useAuth();
  const order = useSequenceOrder({
    rideId,
    ride,
    listed: passengersQuery.data,
    readerId: user?.id ?? 0,
  });
  // The Lock button goes away once locked: focus moves to the locked notice instead of the page.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (order.justLocked && noticeRef.current) {
      noticeRef.current.focus();
      order.noticeFocused();
    }
  });

  const sensors = useSensors(
    // Pointer events cover mouse, pen and touch on the handle (it sets touch-action: none);
    // the touch sensor serves browsers without pointer events.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (!user) {
    return <p className="text-sm text-muted-foreground">{t("ride.sequence.login")}</p>;
  }
  if (passengersQuery.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 text-primary motion-safe:animate-spin" />
        {t("ride.sequence.loading_passengers")}
      </p>
    );
  }
  if (passengersQuery.isError) {
    return <QueryError query={passengersQuery} what="passengers" />;
  }
  const { passengers, ids, count, locked, editable, positionOf, nameOf } = order;
  if (passengers.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("ride.sequence.empty")}</p>;
  }

  // SG->FC rides order their pick-ups (decision 030): the same panel, worded for them.
  const say = (key: keyof typeof WORDING.pickup) =>
    WORDING[ride?.direction === "SG->FC" ? "pickup" : "dropoff"][key];

  const instructions: ScreenReaderInstructions = { draggable: t("ride.sequence.instructions") };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("ride.sequence.picked_up", {
        name: nameOf(active.id),
        position: positionOf(active.id),
        count,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t("ride.sequence.over", {
            name: nameOf(active.id),
            position: positionOf(over.id),
            count,
          })
        : t("ride.sequence.over_nothing", { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? t("ride.sequence.dropped", {
            name: nameOf(active.id),
            position: positionOf(over.id),
            count,
          })
        : t("ride.sequence.dropped_unchanged", { name: nameOf(active.id) }),
    onDragCancel: ({ active }) =>
      t("ride.sequence.cancelled", { name: nameOf(active.id), position: positionOf(active.id) }),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => order.drop(active.id, over?.id);

  const listLabelId = `sequence-${rideId}-label`;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        {locked ? (
          <Lock aria-hidden="true" className="size-4 shrink-0 text-primary" />
        ) : (
          <LockOpen aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        )}
        <Heading id={listLabelId} className="text-sm font-semibold">
          {t(say("heading"))}
        </Heading>
      </div>

      {locked ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          role="note"
          className="flex items-start gap-2 rounded-lg border border-border bg-accent px-3 py-2 text-sm text-accent-foreground"
        >
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <Trans
              id={say("locked_notice")}
              components={{ 0: <span className="font-semibold" /> }}
            />
          </p>
        </div>
      ) : order.runsIt ? (
        <p className="text-sm text-muted-foreground">{t(say("organizer_help"))}</p>
      ) : ride ? (
        <p className="text-sm text-muted-foreground">{t(say("rider_note"))}</p>
      ) : null}

      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        onDragEnd={handleDragEnd}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!editable}>
          <ol aria-labelledby={listLabelId} className="space-y-2">
            {passengers.map((passenger, index) => (
              <SequenceRow
                key={passenger.id}
                passenger={passenger}
                position={index + 1}
                count={count}
                editable={editable}
                onMove={(sequence) => order.move(passenger, sequence)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>

      <p className="sr-only" role="status">
        {order.moveMessage}
      </p>

      {editable ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 pt-1">
          <ConfirmDialog
            trigger={
              <Button disabled={order.locking}>
                <Lock aria-hidden="true" />
                {t(order.locking ? "ride.sequence.locking" : "ride.sequence.lock")}
              </Button>
            }
            title={t(say("lock_title"))}
            description={t(say("lock_consequence"))}
            confirmLabel={t("ride.sequence.lock")}
            onConfirm={order.lock}
          />
          <p className="text-xs text-muted-foreground">{t("ride.sequence.lock_note")}</p>
        </div>
      ) : null}
    </div>
  );
}
