import { Ban, Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { CANCEL_REASON_MAX, rideRemoval } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDeleteRide } from "../api/delete-ride.ts";

/** What the organizer's button says and does, as rideRemoval decides (decision 021). */
const REMOVALS = {
  delete: {
    Icon: Trash2,
    label: "Delete Ride",
    pending: "Deleting...",
    note: "Nobody else has joined: deleting removes the ride.",
    title: "Delete this ride?",
    consequence: "The ride is removed, with its passenger list. This can't be undone.",
    done: "Ride deleted successfully",
  },
  cancel: {
    Icon: Ban,
    label: "Cancel Ride",
    pending: "Cancelling...",
    note: "Others have joined: cancelling keeps the ride for them, marked Cancelled, with your reason.",
    title: "Cancel this ride?",
    consequence:
      "Everyone on it is told, with your reason. The ride stays in their rides, marked Cancelled, and can no longer be joined or changed. This can't be undone.",
    done: "Ride cancelled",
  },
} as const;

/**
 * 'Delete Ride' when the organizer is alone on it; 'Cancel Ride', with an optional reason, once
 * others have joined. Either is asked first in a dialog that names the consequence.
 */
export function DeleteRideButton({ ride }: { ride: Ride }) {
  const [, navigate] = useLocation();
  const deleteRide = useDeleteRide(ride.id);
  const [reason, setReason] = useState("");
  const removal = rideRemoval(ride, ride.organizerPassengerCount ?? 1);
  const cancels = removal === "cancel";
  const { Icon, ...text } = REMOVALS[removal];

  const onConfirm = () =>
    deleteRide.mutate(cancels && reason.trim() ? { reason } : {}, {
      onSuccess: () => {
        toast({ title: "Success", description: text.done });
        // A cancelled ride stays readable to its people: the organizer sees what they see.
        navigate(cancels ? `/rides/${ride.id}` : "/home");
      },
    });

  return (
    <>
      <p className="text-sm text-muted-foreground">{text.note}</p>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={deleteRide.isPending} className="text-destructive">
            <Icon aria-hidden="true" />
            {deleteRide.isPending ? text.pending : text.label}
          </Button>
        }
        title={text.title}
        description={text.consequence}
        confirmLabel={text.label}
        {...(cancels ? { dismissLabel: "Keep Ride" } : {})}
        destructive
        onConfirm={onConfirm}
      >
        {cancels ? (
          <TextareaField
            id={`cancel-${ride.id}-reason`}
            label="Reason (optional)"
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
