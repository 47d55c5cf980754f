import { Info, MessageCircle, MessagesSquare } from "lucide-react";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card.tsx";
import { copyText } from "../../../lib/clipboard.ts";
import { toast } from "../../../lib/toast.ts";
import { type GroupPlatform, groupContacts } from "../group-contacts.ts";

export const GROUP_SETUP_NOTICE =
  "Automatic group setup is not working yet — paste the copied list into a new group.";

const platforms: Record<
  GroupPlatform,
  { app: string; noPassengers: string; noneTitle: string; none: string; unit: [string, string] }
> = {
  whatsapp: {
    app: "WhatsApp",
    noPassengers: "No passengers to add to WhatsApp group",
    noneTitle: "No WhatsApp Numbers",
    none: "None of the passengers has registered a WhatsApp number.",
    unit: ["WhatsApp number", "WhatsApp numbers"],
  },
  discord: {
    app: "Discord",
    noPassengers: "No passengers to add to Discord group",
    noneTitle: "No Discord Usernames",
    none: "None of the passengers has a Discord username to share.",
    unit: ["Discord username", "Discord usernames"],
  },
};

async function copyGroup(platform: GroupPlatform, passengers: Passenger[] | undefined) {
  const texts = platforms[platform];
  if (!passengers || passengers.length === 0) {
    toast({ title: "Error", description: texts.noPassengers, variant: "destructive" });
    return;
  }
  const contacts = groupContacts(passengers, platform);
  if (contacts.length === 0) {
    toast({ title: texts.noneTitle, description: texts.none, variant: "destructive" });
    return;
  }
  if (!(await copyText(contacts.join("\n")))) {
    toast({
      title: "Failed to copy",
      description: "Please try again or copy the text manually.",
      variant: "destructive",
    });
    return;
  }
  const count = contacts.length;
  const missing = passengers.length - count;
  toast({
    title: `Copied ${count} ${texts.unit[count === 1 ? 0 : 1]}`,
    description:
      `Open ${texts.app}, start a new group and paste the list (one per line).` +
      (missing > 0 ? ` ${missing} passenger${missing === 1 ? " has" : "s have"} none listed.` : ""),
  });
}

/**
 * Group chat helpers for a ride: copy every passenger's WhatsApp number or Discord username,
 * one per line, to paste into a new group (automatic group setup does not work yet).
 */
export function CommunicationCard({
  rideId,
  passengers,
}: {
  rideId: number;
  passengers: Passenger[] | undefined;
}) {
  const titleId = `communication-${rideId}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Communication</CardTitle>
        <CardDescription>Gather everyone on this ride in one group chat.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={() => copyGroup("whatsapp", passengers)}>
            <MessageCircle aria-hidden="true" />
            WhatsApp Group
          </Button>
          <Button variant="outline" onClick={() => copyGroup("discord", passengers)}>
            <MessagesSquare aria-hidden="true" />
            Discord Group
          </Button>
        </div>
        <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{GROUP_SETUP_NOTICE}</span>
        </p>
      </CardContent>
    </Card>
  );
}
