import { clsx } from "clsx";
import { MessageCircle, Phone, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { messageRef } from "../../../domain/i18n/message.ts";
import { copyText } from "../../lib/clipboard.ts";
import { useT } from "../../lib/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClasses } from "./button.tsx";

export type ContactChannel = "whatsapp" | "malaysian" | "discord" | "revolut";

export interface Contacts {
  whatsappNumber?: string | null;
  malaysianNumber?: string | null;
  discordUsername?: string | null;
  revolutUsername?: string | null;
}

const LABELS = {
  whatsapp: "ride.contact.whatsapp",
  malaysian: "ride.contact.malaysian",
  discord: "ride.contact.discord",
  revolut: "ride.contact.revolut",
} as const satisfies Record<ContactChannel, string>;

function DiscordIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M20.3 4.4A19.6 19.6 0 0 0 15.4 3l-.6 1.3a18 18 0 0 0-5.6 0L8.6 3a19.6 19.6 0 0 0-4.9 1.5C.6 9.1-.3 13.6.1 18.1a19.8 19.8 0 0 0 6 3l1.3-2.1a12.8 12.8 0 0 1-2-1l.5-.4a14.1 14.1 0 0 0 12.2 0l.5.4a12.8 12.8 0 0 1-2 1l1.3 2.1a19.7 19.7 0 0 0 6-3c.5-5.2-.8-9.7-3.6-13.7ZM8 15.3c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Zm8 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Z" />
    </svg>
  );
}

const ICONS: Record<ContactChannel, ReactNode> = {
  whatsapp: <MessageCircle aria-hidden="true" />,
  malaysian: <Phone aria-hidden="true" />,
  discord: <DiscordIcon />,
  revolut: <Wallet aria-hidden="true" />,
};

/** Where a contact opens: the app it names. Null when there is nothing to open. */
export function contactHref(channel: ContactChannel, contacts: Contacts): string | null {
  const value = contactValue(channel, contacts);
  if (!value) return null;
  switch (channel) {
    case "whatsapp": {
      const digits = value.replace(/\D/g, "");
      return digits ? `https://wa.me/${digits}` : null;
    }
    case "malaysian": {
      const number = value.replace(/[^\d+]/g, "");
      return number ? `tel:${number}` : null;
    }
    case "revolut": {
      const username = value.replace(/^@/, "").trim();
      return username ? `https://revolut.me/${encodeURIComponent(username)}` : null;
    }
    case "discord":
      // Discord has no link that opens a profile by username: the button copies it instead.
      return null;
  }
}

function contactValue(channel: ContactChannel, contacts: Contacts): string {
  const value = {
    whatsapp: contacts.whatsappNumber,
    malaysian: contacts.malaysianNumber,
    discord: contacts.discordUsername,
    revolut: contacts.revolutUsername,
  }[channel];
  return value?.trim() ?? "";
}

async function copyDiscord(username: string) {
  if (await copyText(username)) {
    toast({
      title: "ride.contact.discord_copied",
      description: messageRef("ride.contact.discord_paste", { username }),
    });
  } else {
    toast({
      title: "ride.contact.copy_failed",
      description: messageRef("ride.contact.discord_is", { username }),
      variant: "destructive",
    });
  }
}

/**
 * One button per channel the person gave, each opening the app it names (WhatsApp, phone,
 * Revolut) or copying the Discord username. Channels they left empty get no button.
 */
export function ContactButtons({
  contacts,
  channels,
  personName,
  className,
}: {
  contacts: Contacts;
  channels: readonly ContactChannel[];
  /** Read after each button's label by screen readers: "WhatsApp Rita". */
  personName: string;
  className?: string;
}) {
  const t = useT();
  const classes = buttonClasses("outline", "sm");
  // A channel is usable with a link to open, or a Discord username to copy.
  const given = channels.filter(
    (channel) =>
      contactHref(channel, contacts) !== null ||
      (channel === "discord" && contactValue(channel, contacts) !== ""),
  );
  if (given.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("ride.contact.none")}</p>;
  }
  return (
    <ul
      className={clsx("flex flex-wrap gap-2", className)}
      aria-label={t("ride.contact.list", { name: personName })}
    >
      {given.map((channel) => {
        const content = (
          <>
            {ICONS[channel]}
            {t(LABELS[channel])}
            <span className="sr-only"> {personName}</span>
          </>
        );
        const href = contactHref(channel, contacts);
        let control: ReactNode;
        if (href) {
          const external = href.startsWith("https:");
          control = (
            <a
              href={href}
              className={classes}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {content}
            </a>
          );
        } else {
          // Discord has no profile link: the button copies the username.
          const value = contactValue(channel, contacts);
          control = (
            <button type="button" className={classes} onClick={() => void copyDiscord(value)}>
              {content}
            </button>
          );
        }
        return <li key={channel}>{control}</li>;
      })}
    </ul>
  );
}
