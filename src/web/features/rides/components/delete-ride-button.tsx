import { Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { DELETE_CONFIRM_WINDOW_MS } from "../../../../domain/shared/constants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDeleteRide } from "../api/delete-ride.ts";

/**
 * 'Delete Ride' with the spec's two-step confirmation: the first press arms it for 5 seconds and
 * says so in a toast; a second press within that window deletes.
 */
export function DeleteRideButton({ rideId }: { rideId: number }) {
  const [, navigate] = useLocation();
  const deleteRide = useDeleteRide(rideId);
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const disarm = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setArmed(false);
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onClick = () => {
    if (!armed) {
      setArmed(true);
      timer.current = setTimeout(disarm, DELETE_CONFIRM_WINDOW_MS);
      toast({
        title: "Confirm Deletion",
        description: "Click Delete again to confirm. This action cannot be undone.",
        variant: "destructive",
      });
      return;
    }
    disarm();
    deleteRide.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Success", description: "Ride deleted successfully" });
        navigate("/home");
      },
    });
  };

  return (
    <Button
      variant="destructive"
      onClick={onClick}
      disabled={deleteRide.isPending}
      data-armed={armed || undefined}
      className="data-[armed]:outline-2 data-[armed]:outline-offset-2 data-[armed]:outline-destructive"
    >
      <Trash2 aria-hidden="true" />
      {deleteRide.isPending ? "Deleting..." : "Delete Ride"}
    </Button>
  );
}
