import type { Passenger } from "../../../domain/passenger/passenger-schemas.ts";

export type GroupPlatform = "whatsapp" | "discord";

/** The passengers' WhatsApp numbers or Discord usernames: trimmed, empty ones left out, no repeats. */
export function groupContacts(passengers: readonly Passenger[], platform: GroupPlatform): string[] {
  const values = passengers.map((passenger) =>
    (platform === "whatsapp"
      ? passenger.user?.whatsappNumber
      : passenger.user?.discordUsername
    )?.trim(),
  );
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}
