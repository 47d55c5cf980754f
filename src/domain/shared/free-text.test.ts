// Free text reaches the server and other members without direction controls: the schemas that
// the forms and the API share strip them, so what is stored is what the writer saw.
import { describe, expect, it } from "vitest";
import { messagePayloadSchema } from "../message/message-schemas.ts";
import { joinPayloadSchema } from "../passenger/passenger-schemas.ts";
import { parsePaynowName } from "../payment/paynow.ts";
import { rateBodySchema } from "../rating/rating-schemas.ts";
import { rideDeletePayloadSchema, ridePayloadSchema } from "../ride/ride-schemas.ts";
import { profileUpdateSchema, registerSchema } from "../user/user-schemas.ts";

const RLO = "\u202E";
const hostile = `${RLO}Ann\u2066e\u2069\u200F`;

describe("free text without direction controls", () => {
  it.each([
    [
      "a member's name at registering",
      () =>
        registerSchema.parse({
          discordUsername: "ann_w",
          password: "long enough pass",
          name: hostile,
        }).name,
    ],
    ["a member's name in the profile", () => profileUpdateSchema.parse({ name: hostile }).name],
    [
      "a company name",
      () =>
        registerSchema.parse({
          discordUsername: "ann_v",
          password: "long enough pass",
          isVendor: true,
          companyName: hostile,
          driverDetails: { name: "D", contact: "+6012", carNumber: "JHB 1" },
        }).companyName,
    ],
    ["a ride message", () => messagePayloadSchema.parse({ text: hostile }).text],
    [
      "a drop-off when joining",
      () =>
        joinPayloadSchema.parse({ passengerCount: 1, dropoffLocation: hostile }).dropoffLocation,
    ],
    [
      "a ride's drop-off and pick-up",
      () => {
        const ride = ridePayloadSchema.parse({
          direction: "SG->FC",
          date: "2030-01-02T08:00:00+08:00",
          maxPassengers: 4,
          organizerPassengerCount: 1,
          pickupLocation: hostile,
          dropoffLocations: [{ location: hostile, passengerCount: 1 }],
        });
        expect(ride.dropoffLocations[0]?.location).toBe("Anne");
        return ride.pickupLocation;
      },
    ],
    ["a cancel reason", () => rideDeletePayloadSchema.parse({ reason: hostile })?.reason],
    ["a rating's text", () => rateBodySchema.parse({ stars: 5, text: hostile }).text],
    [
      "a PayNow name",
      () => {
        const parsed = parsePaynowName(hostile);
        return parsed.ok ? parsed.name : parsed.message;
      },
    ],
  ])("%s", (_field, read) => {
    expect(read()).toBe("Anne");
  });

  it("leaves a field of nothing but direction controls empty", () => {
    expect(profileUpdateSchema.parse({ name: `${RLO}\u200E ` }).name).toBeNull();
    expect(messagePayloadSchema.safeParse({ text: `${RLO}\u2069` }).success).toBe(false);
  });
});
