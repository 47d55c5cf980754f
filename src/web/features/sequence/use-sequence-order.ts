import type { UniqueIdentifier } from "@dnd-kit/core";
import { useMemo, useState } from "react";
import { messageRef } from "../../../domain/i18n/message.ts";
import { runsTheRide } from "../../../domain/passenger/day-of-travel.ts";
import type { Passenger } from "../../../domain/passenger/passenger-schemas.ts";
import { currentOrder, isSequenceLocked } from "../../../domain/passenger/sequence.ts";
import type { Ride } from "../../../domain/ride/ride-schemas.ts";
import { displayName } from "../../../domain/user/user.ts";
import { useT } from "../../lib/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { useLockSequence } from "./api/lock-sequence.ts";
import { useUpdateSequence } from "./api/update-sequence.ts";

/** What of the ride decides who may reorder it and how the panel words it. */
export type SequencedRide = Pick<Ride, "creatorId" | "vendorId" | "sequenceLocked" | "direction">;

/**
 * The order of a ride's stops as the sequence panel shows it: the parties in stop order, whether
 * the reader may reorder them (the organizer or the assigned driver, until the order is locked:
 * decision 030), a move by drag or by button (said to screen readers, saved, confirmed by a
 * toast) and the lock.
 */
export function useSequenceOrder({
  rideId,
  ride,
  listed,
  readerId,
}: {
  rideId: number;
  /** The ride as last read; undefined while it loads. */
  ride: SequencedRide | undefined;
  /** The passengers as last read. */
  listed: Passenger[] | undefined;
  readerId: number;
}) {
  const t = useT();
  const updateSequence = useUpdateSequence(rideId);
  const lockSequence = useLockSequence(rideId);
  const [moveMessage, setMoveMessage] = useState("");
  const [justLocked, setJustLocked] = useState(false);

  const passengers = useMemo(() => currentOrder(listed ?? []), [listed]);
  const ids = useMemo(() => passengers.map((p) => p.id), [passengers]);
  const locked = isSequenceLocked(ride ?? {});
  const runsIt = ride !== undefined && runsTheRide(ride, readerId);
  const editable = !locked && runsIt;
  const count = passengers.length;

  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const nameOf = (id: UniqueIdentifier) => {
    const passenger = passengers.find((p) => p.id === Number(id));
    return passenger ? displayName(passenger.user) : t("ride.sequence.passenger");
  };

  /** Moves a party to a 1-based stop; nothing happens once locked, out of range or in place. */
  const move = (passenger: Passenger, sequence: number) => {
    if (!editable) return;
    if (sequence < 1 || sequence > count || sequence === positionOf(passenger.id)) return;
    const name = displayName(passenger.user);
    setMoveMessage(t("ride.sequence.moved", { name, position: sequence, count }));
    updateSequence.mutate(
      { passengerId: passenger.id, sequence },
      {
        onSuccess: () =>
          toast({
            title: "ride.toast.success",
            description: messageRef("ride.sequence.moved_toast", { name, stop: sequence }),
          }),
      },
    );
  };

  /** A drag dropped `active` on `over`: the party takes that party's stop. */
  const drop = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    if (over === undefined || over === active) return;
    const passenger = passengers.find((p) => p.id === Number(active));
    if (passenger) move(passenger, positionOf(over));
  };

  const lock = () =>
    lockSequence.mutate(undefined, {
      onSuccess: () => {
        setJustLocked(true);
        toast({ title: "ride.toast.success", description: "ride.sequence.locked_toast" });
      },
    });

  return {
    passengers,
    ids,
    count,
    locked,
    runsIt,
    editable,
    positionOf,
    nameOf,
    move,
    drop,
    lock,
    locking: lockSequence.isPending,
    /** What the last move said, for the panel's live region. */
    moveMessage,
    /** The order was locked just now: the panel moves focus to the locked notice, once. */
    justLocked,
    noticeFocused: () => setJustLocked(false),
  };
}
