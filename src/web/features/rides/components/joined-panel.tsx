import { CircleCheck, UserRound } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "wouter";
import { canSeeContacts } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { displayName } from "../../../../domain/user/user.ts";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ContactButtons } from "../../../components/ui/contact-buttons.tsx";
import { useT } from "../../../lib/i18n.ts";
import { CalendarLink } from "./calendar-link.tsx";

/**
 * "You're in": for a passenger of an upcoming ride, what they need next in one place: the
 * organizer and how to reach them, the calendar, a reminder from the page (`reminder`, e.g. the
 * passport) and what happens next. `focus` moves keyboard focus to it (just after joining).
 */
export function JoinedPanel({
  ride,
  reader,
  reminder,
  focus = false,
}: {
  ride: Ride;
  reader: PublicUser;
  reminder?: ReactNode;
  focus?: boolean;
}) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  const organizer = displayName(ride.creator);
  const next = t(ride.direction === "FC->SG" ? "ride.joined.next_fcsg" : "ride.joined.next_sgfc");
  return (
    <Card aria-labelledby="youre-in-title" className="border-primary">
      <CardHeader>
        <CardTitle
          id="youre-in-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 focus:outline-none"
        >
          <CircleCheck aria-hidden="true" className="size-5 text-primary" />
          {t("ride.joined.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p className="text-muted-foreground">{next}</p>
        <div className="space-y-2">
          <p className="flex items-center gap-2 font-medium">
            <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
            {t("ride.joined.organizer", { name: organizer })}
          </p>
          {canSeeContacts(ride, reader, true, "organizer") ? (
            <ContactButtons
              personName={organizer}
              contacts={ride.creator}
              channels={["whatsapp", "malaysian", "discord"]}
            />
          ) : null}
        </div>
        {reminder}
        <div className="flex flex-wrap gap-2 *:flex-1">
          <CalendarLink rideId={ride.id} size="md" />
          <Link href="/home?tab=my" className={buttonClasses("outline", "md")}>
            {t("ride.view_your_rides")}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
