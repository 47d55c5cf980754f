import { Ban, Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { CANCEL_REASON_MAX, rideRemoval } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeleteRide } from "../api/delete-ride.ts";
import { useCancelSeries } from "../api/series.ts";
import { type SeriesScope, SeriesScopeChoice } from "./series-scope.tsx";

/** What the organizer's button says and does, as rideRemoval decides (decision 021). */
const REMOVALS = {
  delete: {
    Icon: Trash2,
    label: "ride.remove.delete.label",
    pending: "ride.remove.delete.pending",
    note: "ride.remove.delete.note",
    title: "ride.remove.delete.title",
    consequence: "ride.remove.delete.consequence",
    done: "ride.remove.delete.done",
  },
  cancel: {
    Icon: Ban,
    label: "ride.remove.cancel.label",
    pending: "ride.remove.cancel.pending",
    note: "ride.remove.cancel.note",
    title: "ride.remove.cancel.title",
    consequence: "ride.remove.cancel.consequence",
    done: "ride.remove.cancel.done",
  },
} as const;

/**
 * 'Delete Ride' when the organizer is alone on it; 'Cancel Ride', with an optional reason, once
 * others have joined. Either is asked first in a dialog that names the consequence.
 */
export function DeleteRideButton({ ride }: { ride: Ride }) {
  const t = useT();
  const [, navigate] = useLocation();
  const deleteRide = useDeleteRide(ride.id);
  const cancelSeries = useCancelSeries(ride.seriesId ?? 0);
  const [reason, setReason] = useState("");
  const [scope, setScope] = useState<SeriesScope>("one");
  const removal = rideRemoval(ride, ride.organizerPassengerCount ?? 1);
  const cancels = removal === "cancel";
  const { Icon, ...ids } = REMOVALS[removal];

  const onConfirm = () => {
    // This and later ones: each is cancelled (or deleted) as its own button would.
    if (ride.seriesId && scope === "later")
      return cancelSeries.mutate(ride.id, { onSuccess: () => navigate("/home") });
    deleteRide.mutate(cancels && reason.trim() ? { reason } : {}, {
      onSuccess: () => {
        toast({ title: "ride.toast.success", description: ids.done });
        // A cancelled ride stays readable to its people: the organizer sees what they see.
        navigate(cancels ? `/rides/${ride.id}` : "/home");
      },
    });
  };

  return (
    <>
      <p className="text-sm text-muted-foreground">{t(ids.note)}</p>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={deleteRide.isPending} className="text-destructive">
            <Icon aria-hidden="true" />
            {t(deleteRide.isPending ? ids.pending : ids.label)}
          </Button>
        }
        title={t(ids.title)}
        description={t(ids.consequence)}
        confirmLabel={t(ids.label)}
        {...(cancels ? { dismissLabel: t("ride.remove.keep") } : {})}
        destructive
        onConfirm={onConfirm}
      >
        {ride.seriesId ? <SeriesScopeChoice value={scope} onChange={setScope} /> : null}
        {cancels ? (
          <TextareaField
            id={`cancel-${ride.id}-reason`}
            label={t("ride.reason_optional")}
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
