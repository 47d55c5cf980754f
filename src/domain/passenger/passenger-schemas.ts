// The zod schemas of passengers: joining (the API payload and the join form built from the same
// fields), the passenger as the API answers it, and a move in the drop-off order.

import { z } from "zod";
import { messageRef } from "../i18n/message.ts";
import { contactFields, reasonPayloadSchema } from "../ride/ride-schemas.ts";
import { withoutBidiControls } from "../shared/bidi.ts";
import { MAX_LOCATION_TEXT, MAX_PASSENGERS, MIN_PASSENGERS } from "../shared/constants.ts";
import { memberRecordSchema } from "../user/member-record-schemas.ts";
import {
  BOARDING_STATES,
  CHECKIN_STATES,
  LATE_MINUTES_MAX,
  STOP_MINUTES_MAX,
} from "./day-of-travel.ts";
import { REMOVAL_REASON_MAX } from "./passenger.ts";

const AT_LEAST_ONE_PASSENGER = messageRef("form.passenger.at_least_one");
const DROPOFF_REQUIRED = messageRef("form.passenger.dropoff_required");

const dropoffLocation = z
  .string({ error: DROPOFF_REQUIRED })
  .overwrite(withoutBidiControls)
  .trim()
  .min(1, DROPOFF_REQUIRED)
  .max(
    MAX_LOCATION_TEXT,
    messageRef("form.passenger.dropoff_too_long", { max: MAX_LOCATION_TEXT }),
  );

const seatCount = (notANumber: string, notWhole: string) =>
  z.number({ error: notANumber }).int(notWhole).min(MIN_PASSENGERS, AT_LEAST_ONE_PASSENGER);

/** `POST /api/rides/{id}/join`. The ride comes from the path; a rideId in the body is ignored. */
export const joinPayloadSchema = z.object({
  passengerCount: seatCount(
    messageRef("form.field.number", { field: "passengerCount" }),
    messageRef("form.field.whole_number", { field: "passengerCount" }),
  ).max(
    MAX_PASSENGERS,
    messageRef("form.field.at_most", { field: "passengerCount", max: MAX_PASSENGERS }),
  ),
  dropoffLocation,
  rideId: z.coerce
    .number({ error: messageRef("form.field.number", { field: "rideId" }) })
    .int()
    .positive()
    .optional(),
});
export type JoinPayloadInput = z.input<typeof joinPayloadSchema>;
export type JoinPayload = z.output<typeof joinPayloadSchema>;

/** The join form: the payload's fields, with at most the spots left and the spec's messages. */
export function joinFormSchema(remaining: number) {
  return z.object({
    passengerCount: seatCount(AT_LEAST_ONE_PASSENGER, messageRef("form.passenger.count_whole")).max(
      remaining,
      messageRef("form.passenger.count_at_most", { max: remaining }),
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
  discordUsername: z.string().optional().meta({
    description:
      "Only for the ride's organizer, its passengers and its assigned verified driver (decision 003); absent for any other reader",
  }),
  /** The username is that of the Discord account linked to this one (decision 031); beside it. */
  discordVerified: z.boolean().optional(),
  ...contactFields,
  record: memberRecordSchema.optional().meta({
    description:
      "Member since, completed rides and no-shows: only where the contacts show (decisions 003, 035)",
  }),
});
export type PassengerUser = z.infer<typeof passengerUserSchema>;

/** A passenger as `GET /api/rides/{rideId}/passengers` answers it. */
export const passengerSchema = z.object({
  id: z.number(),
  rideId: z.number(),
  userId: z.number(),
  dropoffLocation: z.string().optional().meta({
    description:
      "The party's stop: only for the ride's organizer, its passengers and its assigned verified driver (decision 003); absent for any other reader",
  }),
  /** 1-based position in the drop-off order; null until placed. */
  dropoffSequence: z.number().nullable(),
  passengerCount: z.number(),
  checkin: z
    .object({
      state: z.enum(CHECKIN_STATES),
      minutes: z.number().nullable(),
      at: z.string(),
    })
    .nullable()
    .optional()
    .meta({ description: "The party's check-in on the day; only for the ride's members" }),
  boarding: z.enum(BOARDING_STATES).nullable().optional().meta({
    description: "Boarded or no-show, as the organizer or driver marked it; members only",
  }),
  user: passengerUserSchema,
});
export type Passenger = z.infer<typeof passengerSchema>;

/** `POST /api/rides/{rideId}/checkin`: here, or late by some minutes. */
export const checkinPayloadSchema = z
  .object({
    state: z.enum(CHECKIN_STATES, {
      error: messageRef("form.field.one_of", { field: "state", values: CHECKIN_STATES.join(", ") }),
    }),
    minutes: z
      .number({ error: messageRef("form.field.number", { field: "minutes" }) })
      .int(messageRef("form.field.whole_number", { field: "minutes" }))
      .min(1, messageRef("form.field.at_least", { field: "minutes", min: 1 }))
      .max(
        LATE_MINUTES_MAX,
        messageRef("form.field.at_most", { field: "minutes", max: LATE_MINUTES_MAX }),
      )
      .optional(),
  })
  .refine((body) => body.state === "here" || body.minutes !== undefined, {
    path: ["minutes"],
    message: messageRef("form.field.required", { field: "minutes" }),
  });
export type CheckinPayload = z.output<typeof checkinPayloadSchema>;

/** `PATCH /api/rides/{rideId}/passengers/{passengerId}/boarding`. */
export const boardingPayloadSchema = z.object({
  state: z.enum(BOARDING_STATES, {
    error: messageRef("form.field.one_of", { field: "state", values: BOARDING_STATES.join(", ") }),
  }),
});

/** `PATCH /api/rides/{rideId}/passengers/{passengerId}/sequence`. */
export const sequencePayloadSchema = z.object({
  sequence: z
    .number({ error: messageRef("form.field.number", { field: "sequence" }) })
    .int(messageRef("form.field.whole_number", { field: "sequence" }))
    .min(1, messageRef("form.field.at_least", { field: "sequence", min: 1 })),
});
export type SequencePayload = z.output<typeof sequencePayloadSchema>;

/**
 * `DELETE /api/rides/{rideId}/passengers/{passengerId}`: an optional reason when the organizer
 * removes someone. Accepted and not stored yet: telling the removed rider comes with
 * notifications (issue 13).
 */
export const removePassengerPayloadSchema = reasonPayloadSchema(REMOVAL_REASON_MAX);

/** `PATCH /api/rides/{rideId}/stopMinutes`: minutes between stops for the plan's times. */
export const stopMinutesPayloadSchema = z.object({
  minutes: z
    .number({ error: messageRef("form.field.number", { field: "minutes" }) })
    .int(messageRef("form.field.whole_number", { field: "minutes" }))
    .min(1, messageRef("form.field.at_least", { field: "minutes", min: 1 }))
    .max(
      STOP_MINUTES_MAX,
      messageRef("form.field.at_most", { field: "minutes", max: STOP_MINUTES_MAX }),
    ),
});
