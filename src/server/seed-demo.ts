// The demo data `npm run seed` writes: a believable demo, so a newcomer sees the product working in
// a minute. Every demo account's password is DEMO_PASSWORD.

import { notInArray } from "drizzle-orm";
import { summarizePassengers } from "../domain/passenger/passenger.ts";
import type { DropoffEntry } from "../domain/ride/ride-schemas.ts";
import { addDays, singaporeDay } from "../domain/ride/ride-search.ts";
import { singaporeLocalToIso } from "../domain/shared/dates.ts";
import { hashPassword } from "./auth/password.ts";
import type { Db } from "./db/client.ts";
import { ridePassengers, rides, users } from "./db/schema/index.ts";
import { findUserByUsername } from "./users/queries.ts";

export const DEMO_PASSWORD = "rideshare-demo";

const riders = [
  { discordUsername: "amelia_tan", name: "Amelia Tan", whatsappNumber: "+6591234501" },
  { discordUsername: "raj.k", name: "Raj Kumar", whatsappNumber: "+6591234502" },
  {
    discordUsername: "weiling",
    name: "Wei Ling",
    whatsappNumber: "+6591234503",
    revolutUsername: "weiling",
    // Stored as the profile form stores it: her passengers see a PayNow code for their share.
    paynowProxy: "+6591234503",
    paynowName: "WEI LING",
  },
  { discordUsername: "haziq", name: "Haziq Rahman", malaysianNumber: "+60123456704" },
  { discordUsername: "sophie_l", name: "Sophie Lim", whatsappNumber: "+6591234505" },
  { discordUsername: "marcus", name: "Marcus Ong", whatsappNumber: "+6591234506" },
];
const vendor = {
  discordUsername: "johor_express",
  name: "Ahmad",
  isVendor: true,
  companyName: "Johor Express Cars",
  driverDetails: { name: "Ahmad Ismail", contact: "+60129876543", carNumber: "JTK 4821" },
  malaysianNumber: "+60129876543",
  // The demo driver is one an admin has verified, so the demo shows a vendor at work: a Malaysian
  // cross-border taxi (issue 37), which may pick up anywhere in Malaysia and drop off in Singapore.
  vendorVerifiedAt: new Date(),
  vendorLicenceType: "cross_border_taxi" as const,
  vendorLicenceNumber: "CBT-MY-0482",
  vendorRegistration: "MY" as const,
  vendorPermitExpires: "2030-12-31",
  vendorPlate: "JTK 4821",
};

/** [username, location, passengers]; the ride's organizer first. */
type DemoParty = [string, string, number];

interface DemoRide {
  direction: "SG->FC" | "FC->SG";
  /** Singapore days from today and a round Singapore clock time, so the demo reads "8:00 am". */
  departs: { daysAhead: number; at: string };
  maxPassengers: number;
  passengers: DemoParty[];
  assigned?: boolean;
  lockedSequence?: boolean;
}

/** One demo ride: direction, Singapore days from today, clock time, seats, then its parties. */
const demoRide = (
  direction: DemoRide["direction"],
  daysAhead: number,
  at: string,
  maxPassengers: number,
  passengers: DemoParty[],
): DemoRide => ({ direction, departs: { daysAhead, at }, maxPassengers, passengers });

const demoRides: DemoRide[] = [
  demoRide("SG->FC", 1, "08:00", 4, [
    ["amelia_tan", "Pasir Ris MRT", 1],
    ["raj.k", "Tampines Mall", 1],
  ]),
  demoRide("SG->FC", 2, "14:30", 4, [
    ["raj.k", "Woodlands MRT, Exit 7", 2],
    ["sophie_l", "Woodlands MRT, Exit 7", 2],
  ]),
  {
    ...demoRide("FC->SG", 1, "18:00", 5, [
      ["weiling", "Jurong East MRT", 1],
      ["haziq", "Clementi Mall", 1],
      ["marcus", "Buona Vista MRT", 2],
    ]),
    lockedSequence: true,
    assigned: true,
  },
  demoRide("FC->SG", 3, "07:30", 4, [
    ["sophie_l", "Changi Airport T3", 1],
    ["amelia_tan", "Tampines Hub", 1],
  ]),
  demoRide("SG->FC", 4, "16:00", 3, [["marcus", "Bishan MRT", 1]]),
  demoRide("FC->SG", -1, "19:00", 4, [
    ["haziq", "Orchard Road", 1],
    ["raj.k", "Novena", 1],
  ]),
  demoRide("SG->FC", -3, "09:30", 3, [
    ["amelia_tan", "Pasir Ris MRT", 2],
    ["weiling", "Pasir Ris MRT", 1],
  ]),
];

/** Whether any account is not one of the demo's (someone registered, or an admin made one). */
export async function hasRealAccounts(db: Db): Promise<boolean> {
  const demoNames = [...riders, vendor].map((user) => user.discordUsername);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(notInArray(users.discordUsername, demoNames))
    .limit(1);
  return row !== undefined;
}

/** Seeds the demo unless it is there already; answers what it did, in one line. */
export async function seedDemo(db: Db): Promise<string> {
  if (await findUserByUsername(db, riders[0]?.discordUsername ?? "")) {
    return "The demo is already in this database; nothing to do.";
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(users)
    .values([...riders, vendor].map((user) => ({ ...user, passwordHash })))
    .returning({ id: users.id, discordUsername: users.discordUsername });
  const idOf = (name: string) => {
    const user = inserted.find((row) => row.discordUsername === name);
    if (!user) throw new Error(`demo user ${name} is missing`);
    return user.id;
  };

  const today = singaporeDay(new Date());
  const departure = ({ daysAhead, at }: DemoRide["departs"]) => {
    const iso = singaporeLocalToIso(`${addDays(today, daysAhead)}T${at}`);
    if (!iso) throw new Error(`bad demo time ${at}`);
    return new Date(iso);
  };
  for (const demo of demoRides) {
    const [organizerName, organizerLocation, organizerCount] = demo.passengers[0] ?? [];
    if (!organizerName || !organizerLocation || !organizerCount) throw new Error("no organizer");
    const organizerEntry: DropoffEntry = {
      location: organizerLocation,
      passengerCount: organizerCount,
    };
    const passengerRows = demo.passengers.map(([name, location, count], index) => ({
      userId: idOf(name),
      dropoffLocation: location,
      passengerCount: count,
      dropoffSequence: demo.lockedSequence ? index + 1 : null,
    }));
    await db.transaction(async (tx) => {
      const [ride] = await tx
        .insert(rides)
        .values({
          creatorId: idOf(organizerName),
          direction: demo.direction,
          date: departure(demo.departs),
          maxPassengers: demo.maxPassengers,
          pickupLocation: demo.direction === "SG->FC" ? organizerLocation : "Forest City",
          dropoffLocations: [organizerEntry],
          status: demo.assigned ? "assigned" : "open",
          vendorId: demo.assigned ? idOf(vendor.discordUsername) : null,
          sequenceLocked: demo.lockedSequence ?? false,
          ...summarizePassengers(passengerRows),
        })
        .returning({ id: rides.id });
      if (!ride) throw new Error("ride not inserted");
      await tx
        .insert(ridePassengers)
        .values(passengerRows.map((row) => ({ ...row, rideId: ride.id })));
    });
  }
  return `Seeded ${inserted.length} users and ${demoRides.length} rides. Log in as any of ${inserted
    .map((user) => user.discordUsername)
    .join(", ")} with the password "${DEMO_PASSWORD}".`;
}
