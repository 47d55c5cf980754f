import { CalendarPlus } from "lucide-react";
import { type ButtonSize, buttonClasses } from "../../../components/ui/button.tsx";

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
  return (
    <a
      href={`/api/rides/${rideId}/calendar.ics`}
      download
      className={buttonClasses("outline", size, className)}
    >
      <CalendarPlus aria-hidden="true" />
      Add to calendar
    </a>
  );
}
