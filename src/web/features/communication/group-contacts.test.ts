import { describe, expect, it } from "vitest";
import type { Passenger } from "../../../domain/passenger/passenger-schemas.ts";
import { groupContacts } from "./group-contacts.ts";

const passenger = (id: number, user: Partial<Passenger["user"]>): Passenger => ({
  id,
  rideId: 1,
  userId: id,
  dropoffLocation: "Tampines Mall",
  dropoffSequence: null,
  passengerCount: 1,
  user: { id, fullName: `User ${id}`, name: null, discordUsername: `user${id}`, ...user },
});

describe("groupContacts", () => {
  it("lists WhatsApp numbers trimmed, without empty ones or repeats, in passenger order", () => {
    const passengers = [
      passenger(1, { whatsappNumber: " +6591234567 " }),
      passenger(2, { whatsappNumber: null }),
      passenger(3, { whatsappNumber: "" }),
      passenger(4, {}),
      passenger(5, { whatsappNumber: "+6598765432" }),
      passenger(6, { whatsappNumber: "+6591234567" }),
    ];
    expect(groupContacts(passengers, "whatsapp")).toEqual(["+6591234567", "+6598765432"]);
  });

  it("lists Discord usernames", () => {
    expect(groupContacts([passenger(1, {}), passenger(2, {})], "discord")).toEqual([
      "user1",
      "user2",
    ]);
  });

  it("gives nothing for no passengers", () => {
    expect(groupContacts([], "whatsapp")).toEqual([]);
  });
});
