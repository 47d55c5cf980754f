import { Trash2 } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDeleteRide } from "../api/delete-ride.ts";

/** 'Delete Ride', asked first in a dialog that names the consequence (decision 016). */
export function DeleteRideButton({ rideId }: { rideId: number }) {
  const [, navigate] = useLocation();
  const deleteRide = useDeleteRide(rideId);
  const onConfirm = () =>
    deleteRide.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Success", description: "Ride deleted successfully" });
        navigate("/home");
      },
    });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={deleteRide.isPending} className="text-destructive">
          <Trash2 aria-hidden="true" />
          {deleteRide.isPending ? "Deleting..." : "Delete Ride"}
        </Button>
      }
      title="Delete this ride?"
      description="The ride is removed for everyone on it, with its passenger list. This can't be undone."
      confirmLabel="Delete Ride"
      destructive
      onConfirm={onConfirm}
    />
  );
}
