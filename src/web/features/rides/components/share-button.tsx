import { Share2 } from "lucide-react";
import { useState } from "react";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { Button, type ButtonSize, type ButtonVariant } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useShareRide } from "./use-share-ride.ts";

/** Shares the ride's trip summary (share sheet, else clipboard). */
export function ShareButton({
  ride,
  passengers,
  label,
  variant = "outline",
  size = "sm",
  className,
}: {
  ride: Ride;
  passengers?: readonly Passenger[] | null;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  // An app text: My Rides on the home page shows this button too.
  const t = useT();
  const shareRide = useShareRide();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await shareRide(ride, passengers);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Share2 aria-hidden="true" />
      {label ?? t("app.ride_actions.share")}
    </Button>
  );
}
