// The zod schemas of passengers: joining (the API payload and the join form built from the same
// fields), the passenger as the API answers it, and a move in the drop-off order.
import { z } from "zod";
import { contactFields, reasonPayloadSchema } from "../ride/ride-schemas.ts";
import { MAX_LOCATION_TEXT, MAX_PASSENGERS, MIN_PASSENGERS } from "../shared/constants.ts";
import { AT_LEAST_ONE_PASSENGER, DROPOFF_REQUIRED, REMOVAL_REASON_MAX } from "./passenger.ts";

const dropoffLocation = z
  .string({ error: DROPOFF_REQUIRED })
  .trim()
  .min(1, DROPOFF_REQUIRED)
  .max(MAX_LOCATION_TEXT, `Drop-off location must be at most ${MAX_LOCATION_TEXT} characters`);

const seatCount = (notANumber: string, notWhole: string) =>
  z.number({ error: notANumber }).int(notWhole).min(MIN_PASSENGERS, AT_LEAST_ONE_PASSENGER);

/** `POST /api/rides/{id}/join`. The ride comes from the path; a rideId in the body is ignored. */
export const joinPayloadSchema = z.object({
  passengerCount: seatCount(
    "passengerCount must be a number",
    "passengerCount must be a whole number",
  ).max(MAX_PASSENGERS, `passengerCount must be at most ${MAX_PASSENGERS}`),
  dropoffLocation,
  rideId: z.coerce.number({ error: "rideId must be a number" }).int().positive().optional(),
});
export type JoinPayloadInput = z.input<typeof joinPayloadSchema>;
export type JoinPayload = z.output<typeof joinPayloadSchema>;

/** The join form: the payload's fields, with at most the spots left and the spec's messages. */
export function joinFormSchema(remaining: number) {
  return z.object({
    passengerCount: seatCount(AT_LEAST_ONE_PASSENGER, "Number must be a whole number").max(
      remaining,
      `Number must be less than or equal to ${remaining}`,
    ),
    dropoffLocation: joinPayloadSchema.shape.dropoffLocation,
  });
}
export type JoinFormValues = z.output<ReturnType<typeof joinFormSchema>>;

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

/** `PATCH /api/rides/{rideId}/passengers/{passengerId}/sequence`. */
export const sequencePayloadSchema = z.object({
  sequence: z
    .number({ error: "sequence must be a number" })
    .int("sequence must be a whole number")
    .min(1, "sequence must be at least 1"),
});
export type SequencePayload = z.output<typeof sequencePayloadSchema>;

/**
 * `DELETE /api/rides/{rideId}/passengers/{passengerId}`: an optional reason when the organizer
 * removes someone. Accepted and not stored yet: telling the removed rider comes with
 * notifications (issue 13).
 */
export const removePassengerPayloadSchema = reasonPayloadSchema(REMOVAL_REASON_MAX);
