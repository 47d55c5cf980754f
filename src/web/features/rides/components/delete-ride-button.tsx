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

/**
 * 'Delete Ride' when the organizer is alone on it; 'Cancel Ride', with an optional reason, once
 * others have joined (decision 021). Either is asked first in a dialog that names the consequence.
 */
export function DeleteRideButton({ ride }: { ride: Ride }) {
  const [, navigate] = useLocation();
  const deleteRide = useDeleteRide(ride.id);
  const [reason, setReason] = useState("");
  const cancels = rideRemoval(ride, ride.organizerPassengerCount ?? 1) === "cancel";

  const onConfirm = () =>
    deleteRide.mutate(cancels && reason.trim() ? { reason } : {}, {
      onSuccess: () => {
        toast({
          title: "Success",
          description: cancels ? "Ride cancelled" : "Ride deleted successfully",
        });
        // A cancelled ride stays readable to its people: the organizer sees what they see.
        navigate(cancels ? `/rides/${ride.id}` : "/home");
      },
    });

  if (!cancels) {
    return (
      <>
        <p className="text-sm text-muted-foreground">
          Nobody else has joined: deleting removes the ride.
        </p>
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={deleteRide.isPending} className="text-destructive">
              <Trash2 aria-hidden="true" />
              {deleteRide.isPending ? "Deleting..." : "Delete Ride"}
            </Button>
          }
          title="Delete this ride?"
          description="The ride is removed, with its passenger list. This can't be undone."
          confirmLabel="Delete Ride"
          destructive
          onConfirm={onConfirm}
        />
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Others have joined: cancelling keeps the ride for them, marked Cancelled, with your reason.
      </p>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={deleteRide.isPending} className="text-destructive">
            <Ban aria-hidden="true" />
            {deleteRide.isPending ? "Cancelling..." : "Cancel Ride"}
          </Button>
        }
        title="Cancel this ride?"
        description="Everyone on it is told, with your reason. The ride stays in their rides, marked Cancelled, and can no longer be joined or changed. This can't be undone."
        confirmLabel="Cancel Ride"
        dismissLabel="Keep Ride"
        destructive
        onConfirm={onConfirm}
      >
        <TextareaField
          id={`cancel-${ride.id}-reason`}
          label="Reason (optional)"
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
