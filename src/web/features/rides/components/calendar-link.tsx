import { CalendarPlus } from "lucide-react";
import { type ButtonSize, buttonClasses } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n.ts";

/** Downloads the ride as an .ics event (with a reminder two hours before) for the phone's calendar. */
export function CalendarLink({
  rideId,
  size = "sm",
  className,
}: {
  rideId: number;
  size?: ButtonSize;
  className?: string;
}) {
  // An app text: My Rides on the home page shows this link too.
  const t = useT();
  return (
    <a
      href={`/api/rides/${rideId}/calendar.ics`}
      download
      className={buttonClasses("outline", size, className)}
    >
      <CalendarPlus aria-hidden="true" />
      {t("app.ride_actions.add_to_calendar")}
    </a>
  );
}
