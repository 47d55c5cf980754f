import { UserRound } from "lucide-react";
import type { RideCreator } from "../../../../domain/ride/ride-schemas.ts";
import { displayName } from "../../../../domain/user/user.ts";
import { SectionCard } from "../../../components/ui/card.tsx";
import { ContactButtons } from "../../../components/ui/contact-buttons.tsx";
import { useT } from "../../../lib/i18n.ts";

/** The organizer and how to reach them (for logged-in readers who are not the organizer). */
export function OrganizerCard({ creator }: { creator: RideCreator }) {
  const t = useT();
  const name = displayName(creator);
  return (
    <SectionCard
      id="ride-organizer-title"
      title={t("ride.organizer.title")}
      contentClassName="space-y-3"
    >
      <p className="flex items-center gap-2 font-medium">
        <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
        {name}
      </p>
      <ContactButtons
        personName={name}
        contacts={creator}
        channels={["whatsapp", "malaysian", "discord"]}
      />
    </SectionCard>
  );
}
