import { BadgeCheck, LogOut, MapPin, UserRound, Users, UserX } from "lucide-react";
import { useState } from "react";
import { REMOVAL_REASON_MAX } from "../../../../domain/passenger/passenger.ts";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { isSequenceLocked } from "../../../../domain/passenger/sequence.ts";
import { isCreator, isPast } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { displayName } from "../../../../domain/user/user.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { ContactButtons } from "../../../components/ui/contact-buttons.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../lib/i18n.ts";
import type { RidePeopleView } from "../../../lib/ride-people-view.ts";
import { useRemovePassenger } from "../api/remove-passenger.ts";
import { MemberRecordLine } from "./member-record.tsx";

/** True when a passenger's contacts were withheld from this reader. */
const contactsWithheld = (passenger: Passenger) => !("whatsappNumber" in passenger.user);

function PassengerItem({
  ride,
  passenger,
  index,
  viewerId,
  past,
}: {
  ride: Ride;
  passenger: Passenger;
  index: number;
  viewerId: number;
  past: boolean;
}) {
  const t = useT();
  const remove = useRemovePassenger(ride.id);
  const name = displayName(passenger.user);
  const isOrganizer = isCreator(ride, passenger.userId);
  const isSelf = passenger.userId === viewerId;
  const viewerIsCreator = isCreator(ride, viewerId);
  const canLeave = !past && isSelf && !isOrganizer;
  const canRemove = !past && viewerIsCreator && !isOrganizer;
  const count = passenger.passengerCount;
  const [reason, setReason] = useState("");
  // Riders see their stop once the organizer has locked the order; the organizer sees it always.
  const showStop =
    passenger.dropoffSequence !== null && (viewerIsCreator || isSequenceLocked(ride));

  const onRemove = () =>
    remove.mutate({ passengerId: passenger.id, ...(canRemove && reason.trim() ? { reason } : {}) });

  const titleId = `passenger-${passenger.id}-name`;
  return (
    <li aria-labelledby={titleId} className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
        <h3 id={titleId} className="font-semibold">
          {name}
          {isSelf ? (
            <span className="font-normal text-muted-foreground"> {t("ride.passengers.you")}</span>
          ) : null}
        </h3>
        {viewerIsCreator ? (
          <Badge variant="outline">{t("ride.passengers.number", { number: index + 1 })}</Badge>
        ) : null}
        {isOrganizer ? <Badge variant="success">{t("ride.passengers.organizer")}</Badge> : null}
        {passenger.user.discordVerified ? (
          <Badge variant="secondary">
            <BadgeCheck aria-hidden="true" />
            {t("app.discord_verified")}
          </Badge>
        ) : null}
        {showStop ? (
          <Badge variant="default">
            {t("ride.passengers.stop", { number: passenger.dropoffSequence })}
          </Badge>
        ) : null}
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {passenger.dropoffLocation === undefined ? null : (
          <div className="flex items-start gap-2">
            <dt>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
              <span className="sr-only">{t("ride.passengers.location")}</span>
            </dt>
            <dd className="whitespace-pre-line">{passenger.dropoffLocation}</dd>
          </div>
        )}
        <div className="flex items-center gap-2">
          <dt>
            <Users aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="sr-only">{t("ride.passengers.group_size")}</span>
          </dt>
          <dd>{t("ride.passengers.count", { count })}</dd>
        </div>
      </dl>
      {passenger.user.record ? <MemberRecordLine record={passenger.user.record} /> : null}
      {isSelf ? null : contactsWithheld(passenger) ? (
        <p className="text-sm text-muted-foreground italic">
          {t("ride.passengers.contacts_hidden")}
        </p>
      ) : (
        <ContactButtons
          personName={name}
          contacts={passenger.user}
          channels={["whatsapp", "malaysian", "discord", "revolut"]}
        />
      )}
      {canLeave ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={remove.isPending}>
              <LogOut aria-hidden="true" />
              {t(remove.isPending ? "ride.leaving" : "ride.passengers.leave")}
            </Button>
          }
          title={t("ride.passengers.leave_title")}
          description={t("ride.passengers.leave_consequence", { count })}
          confirmLabel={t("ride.passengers.leave")}
          destructive
          onConfirm={onRemove}
        />
      ) : null}
      {canRemove ? (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={remove.isPending}>
              <UserX aria-hidden="true" />
              {t(remove.isPending ? "ride.passengers.removing" : "ride.passengers.remove")}
              <span className="sr-only"> {name}</span>
            </Button>
          }
          title={t("ride.passengers.remove_title", { name })}
          description={t("ride.passengers.remove_consequence", { name, count })}
          confirmLabel={t("ride.passengers.remove_confirm")}
          destructive
          onConfirm={onRemove}
        >
          <TextareaField
            id={`remove-${passenger.id}-reason`}
            label={t("ride.reason_optional")}
            rows={2}
            maxLength={REMOVAL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

/** Everyone on the ride, with contacts for those on it and the leave/remove actions. */
export function PassengerList({ ride, passengers, viewerId, now }: RidePeopleView) {
  const t = useT();
  const past = isPast(ride, now);
  return (
    <Card aria-labelledby="passengers-title">
      <CardHeader>
        <CardTitle id="passengers-title">{t("ride.passengers.title")}</CardTitle>
      </CardHeader>
      <CardContent className="px-0 pb-2 sm:px-0">
        {passengers.length === 0 ? (
          <div className="px-5 pb-4 text-center sm:px-6">
            <p className="font-semibold">{t("ride.passengers.none_title")}</p>
            <p className="text-sm text-muted-foreground">{t("ride.passengers.none")}</p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {passengers.map((passenger, index) => (
              <PassengerItem
                key={passenger.id}
                ride={ride}
                passenger={passenger}
                index={index}
                viewerId={viewerId}
                past={past}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
