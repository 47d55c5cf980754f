import { MessageCircle, MessagesSquare } from "lucide-react";
import { messageRef } from "../../../../domain/i18n/message.ts";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { copyText } from "../../../lib/clipboard.ts";
import { useT } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { useGroupLink } from "../api/group-link.ts";
import { type GroupPlatform, groupContacts } from "../group-contacts.ts";
import { GroupLink } from "./group-link.tsx";

/** The toasts' texts (message ids) of each platform. */
const platforms = {
  whatsapp: {
    noPassengers: "ride.communication.whatsapp.no_passengers",
    noneTitle: "ride.communication.whatsapp.none_title",
    none: "ride.communication.whatsapp.none",
    copied: "ride.communication.whatsapp.copied",
  },
  discord: {
    noPassengers: "ride.communication.discord.no_passengers",
    noneTitle: "ride.communication.discord.none_title",
    none: "ride.communication.discord.none",
    copied: "ride.communication.discord.copied",
  },
} as const satisfies Record<GroupPlatform, Record<string, string>>;

const APP_NAMES: Record<GroupPlatform, string> = { whatsapp: "WhatsApp", discord: "Discord" };

async function copyGroup(platform: GroupPlatform, passengers: Passenger[] | undefined) {
  const ids = platforms[platform];
  if (!passengers || passengers.length === 0) {
    toast({ title: "ride.toast.error", description: ids.noPassengers, variant: "destructive" });
    return;
  }
  const contacts = groupContacts(passengers, platform);
  if (contacts.length === 0) {
    toast({ title: ids.noneTitle, description: ids.none, variant: "destructive" });
    return;
  }
  if (!(await copyText(contacts.join("\n")))) {
    toast({
      title: "ride.copy_failed",
      description: "ride.copy_manually",
      variant: "destructive",
    });
    return;
  }
  const count = contacts.length;
  const missing = passengers.length - count;
  const app = APP_NAMES[platform];
  toast({
    title: messageRef(ids.copied, { count }),
    description:
      missing > 0
        ? messageRef("ride.communication.paste_some_missing", { app, missing })
        : messageRef("ride.communication.paste", { app }),
  });
}

/**
 * Group chat helpers for a ride: the organizer's group invite link, and, until there is one,
 * copying every passenger's WhatsApp number or Discord username, one per line, to paste into a
 * new group.
 */
export function CommunicationCard({
  rideId,
  passengers,
  organizer,
}: {
  rideId: number;
  passengers: Passenger[] | undefined;
  organizer: boolean;
}) {
  const t = useT();
  const titleId = `communication-${rideId}-title`;
  // Once the group exists its link is the way in: copying contacts to start one would repeat it.
  const hasGroup = Boolean(useGroupLink(rideId).data?.url);
  return (
    <SectionCard
      id={titleId}
      title={t("ride.communication.title")}
      description={t("ride.communication.description")}
      contentClassName="space-y-4"
    >
      <GroupLink rideId={rideId} organizer={organizer} />
      {hasGroup ? null : (
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={() => copyGroup("whatsapp", passengers)}>
            <MessageCircle aria-hidden="true" />
            {t("ride.communication.whatsapp_group")}
          </Button>
          <Button variant="outline" onClick={() => copyGroup("discord", passengers)}>
            <MessagesSquare aria-hidden="true" />
            {t("ride.communication.discord_group")}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
