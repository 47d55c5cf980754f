import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { RideCreatePayloadInput } from "../../domain/ride/ride-schemas.ts";
import type { Db } from "../db/client.ts";
import { ridePassengers, rides } from "../db/schema/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the organizer is picked up or dropped off, and how many days ahead the ride leaves. */
export interface RideBodyOptions extends Partial<RideCreatePayloadInput> {
  location?: string;
  daysAhead?: number;
}

/** A valid ride body, a few days ahead; override any field. */
export function newRideBody(options: RideBodyOptions = {}): RideCreatePayloadInput {
  const { location = "Pasir Ris MRT", daysAhead = 3, ...overrides } = options;
  const direction = overrides.direction ?? "SG->FC";
  return {
    direction,
    maxPassengers: 4,
    date: new Date(Date.now() + daysAhead * DAY_MS).toISOString(),
    organizerPassengerCount: 1,
    pickupLocation: direction === "SG->FC" ? location : "Forest City",
    dropoffLocations: [{ location, passengerCount: overrides.organizerPassengerCount ?? 1 }],
    ...overrides,
  };
}

export async function createRide(
  app: FastifyInstance,
  cookie: string,
  overrides: RideBodyOptions = {},
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/rides",
    payload: newRideBody(overrides),
    headers: { cookie },
  });
  if (response.statusCode !== 201) {
    throw new Error(`create ride failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as { id: number; currentPassengers: number; maxPassengers: number };
}

/**
 * A ride already in the past (a day ago unless told), written straight to the database (the API
 * refuses past dates); with `vendorId`, driven by that vendor.
 */
export async function insertPastRide(
  db: Db,
  creatorId: number,
  options: { daysAgo?: number; vendorId?: number } = {},
) {
  const { daysAgo = 1, vendorId } = options;
  const [ride] = await db
    .insert(rides)
    .values({
      creatorId,
      direction: "SG->FC",
      date: new Date(Date.now() - daysAgo * DAY_MS),
      ...(vendorId === undefined ? {} : { vendorId, status: "assigned" as const }),
      maxPassengers: 4,
      currentPassengers: 1,
      pickupLocation: "Tampines Mall",
      dropoffLocations: [{ location: "Tampines Mall", passengerCount: 1 }],
    })
    .returning();
  if (!ride) throw new Error("no ride inserted");
  await db
    .insert(ridePassengers)
    .values({ rideId: ride.id, userId: creatorId, dropoffLocation: "Tampines Mall" });
  return ride;
}

/** Moves the ride's departure straight in the database: to the past, or nearer than the API allows. */
export async function setRideDate(db: Db, id: number, date: Date) {
  await db.update(rides).set({ date }).where(eq(rides.id, id));
}

/** The ride's row as the database holds it (undefined once deleted). */
export async function findRideRow(db: Db, id: number) {
  const [row] = await db.select().from(rides).where(eq(rides.id, id));
  return row;
}
