import { decideLeave } from "../../../../domain/passenger/passenger.ts";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useRemovePassenger } from "../api/remove-passenger.ts";

/**
 * Where the 2-hour reminder's "Can't make it" lands (/rides/ID?cant-make-it=1): a confirm, then
 * the passenger leaves, the organizer is told and the waitlist is seated, as on any leave. Shown
 * only to a passenger who may still leave.
 */
export function CantMakeItDialog({
  ride,
  passengers,
  userId,
  onClose,
}: {
  ride: Ride;
  passengers: Passenger[];
  userId: number;
  onClose: () => void;
}) {
  const t = useT();
  const remove = useRemovePassenger(ride.id);
  const now = useNow();
  const mine = passengers.find((passenger) => passenger.userId === userId);
  if (!mine || !decideLeave(ride, mine, userId, now).ok) return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => open || onClose()}
      trigger={<span className="hidden" />}
      title={t("ride.cant_make_it.title")}
      description={t("ride.cant_make_it.description", { count: mine.passengerCount })}
      confirmLabel={t("ride.cant_make_it.confirm")}
      dismissLabel={t("ride.cant_make_it.dismiss")}
      destructive
      onConfirm={() => remove.mutate({ passengerId: mine.id }, { onSettled: onClose })}
    />
  );
}
