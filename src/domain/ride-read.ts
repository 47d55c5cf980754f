// The ride and passenger reads of the API, as zod schemas: the server's response schemas (which
// strip anything else) and the types both sides use. Kept apart from ride.ts so the client's
// list pages do not load zod.
import { z } from "zod";
import { DIRECTIONS, RIDE_STATUSES } from "./ride.ts";
import { driverDetailsSchema } from "./user.ts";

/** A drop-off as stored; reads may also meet a plain string (spec section 3). */
export const dropoffEntrySchema = z.object({ location: z.string(), passengerCount: z.number() });
export type DropoffEntry = z.infer<typeof dropoffEntrySchema>;

/** A drop-off as a read may carry it. */
export const dropoffSchema = z.union([dropoffEntrySchema, z.string()]);
export type Dropoff = z.infer<typeof dropoffSchema>;

const contactFields = {
  whatsappNumber: z.string().nullable().optional(),
  malaysianNumber: z.string().nullable().optional(),
  revolutUsername: z.string().nullable().optional(),
};

/** The organizer as a ride read shows them; contact fields only for logged-in readers. */
export const rideCreatorSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  discordUsername: z.string(),
  ...contactFields,
});
export type RideCreator = z.infer<typeof rideCreatorSchema>;

/** The vendor of an assigned ride. */
export const rideVendorSchema = z.object({
  companyName: z.string().nullable(),
  driverDetails: driverDetailsSchema.nullable(),
});
export type RideVendor = z.infer<typeof rideVendorSchema>;

/**
 * A ride as `GET /api/rides` and `GET /api/rides/{id}` answer it. The response schemas strip
 * anything else, so a field added to a query never leaks by accident.
 */
export const rideSchema = z.object({
  id: z.number(),
  creatorId: z.number(),
  direction: z.enum(DIRECTIONS),
  /** ISO timestamp, UTC. */
  date: z.string(),
  maxPassengers: z.number(),
  currentPassengers: z.number(),
  pickupLocation: z.string(),
  dropoffLocations: z.array(dropoffSchema),
  status: z.enum(RIDE_STATUSES),
  vendorId: z.number().nullable(),
  driverContactId: z.number().nullable(),
  /** Base cost of the whole car in SGD. */
  cost: z.number(),
  additionalStops: z.number(),
  sequenceLocked: z.boolean(),
  creator: rideCreatorSchema,
  creatorName: z.string(),
  /** The assigned vendor, for the ride's own people; null otherwise. */
  vendor: rideVendorSchema.nullable().optional(),
  /** The organizer's own passenger count, for the edit form (spec section 3). */
  organizerPassengerCount: z.number().optional(),
});
export type Ride = z.infer<typeof rideSchema>;

/** The user on a passenger read; `fullName` is the display name (name, else Discord username). */
export const passengerUserSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  name: z.string().nullable(),
  discordUsername: z.string(),
  ...contactFields,
});
export type PassengerUser = z.infer<typeof passengerUserSchema>;

/** A passenger as `GET /api/rides/{rideId}/passengers` answers it. */
export const passengerSchema = z.object({
  id: z.number(),
  rideId: z.number(),
  userId: z.number(),
  dropoffLocation: z.string(),
  /** 1-based position in the drop-off order; null until placed. */
  dropoffSequence: z.number().nullable(),
  passengerCount: z.number(),
  user: passengerUserSchema,
});
export type Passenger = z.infer<typeof passengerSchema>;
