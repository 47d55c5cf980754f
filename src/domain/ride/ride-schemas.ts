// The zod schemas of the ride: the payload of POST/PATCH /api/rides, the create/edit form built
// from the same fields, the list query, and the ride as the API answers it (the response schemas
// strip anything else, so a field added to a query never leaks by accident). Rules live in ride.ts.
import { z } from "zod";
import { REGISTRATIONS } from "../carriage/carriage.ts";
import { messageRef } from "../i18n/message.ts";
import { LICENCE_TYPES } from "../rating/licence.ts";
import { withoutBidiControls } from "../shared/bidi.ts";
import {
  ADDITIONAL_STOP_FEE,
  DEFAULT_MAX_PASSENGERS,
  DEFAULT_RIDE_COST,
  FOREST_CITY,
  MAX_LOCATION_TEXT,
  MAX_PASSENGERS,
  MAX_RIDE_COST,
  MAX_STOP_FEE,
  MIN_PASSENGERS,
} from "../shared/constants.ts";
import { singaporeLocalToIso } from "../shared/dates.ts";
import { driverDetailsSchema } from "../user/user-schemas.ts";
import { CANCEL_REASON_MAX, DIRECTIONS, RIDE_STATUSES } from "./ride.ts";
import { DEFAULT_RIDE_FILTERS, DIRECTION_FILTERS, RIDE_SORTS, TIME_FILTERS } from "./ride-list.ts";
import { isDayKey, TIMES_OF_DAY } from "./ride-search.ts";

/** A count's messages: the form's own words, or the API's naming its field. */
type CountMessages = { number: string; whole: string; atLeast: string; atMost: string };

/** The messages of an API field, named as sent ("maxPassengers must be a number"). */
const fieldCountMessages = (field: string): CountMessages => ({
  number: messageRef("form.field.number", { field }),
  whole: messageRef("form.field.whole_number", { field }),
  atLeast: messageRef("form.field.at_least", { field, min: MIN_PASSENGERS }),
  atMost: messageRef("form.field.at_most", { field, max: MAX_PASSENGERS }),
});

const passengerCount = (messages: CountMessages) =>
  z
    .number({ error: messages.number })
    .int(messages.whole)
    .min(MIN_PASSENGERS, messages.atLeast)
    .max(MAX_PASSENGERS, messages.atMost);

const locationText = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, required)
    .max(MAX_LOCATION_TEXT, tooLong);

const INVALID_DATE = messageRef("form.ride.invalid_date");

/**
 * The words of the rules the payload and the form share: the API's name each field as sent, the
 * form's are the rider's (spec section 5).
 */
interface RideWords {
  maxPassengers: CountMessages;
  organizerPassengerCount: CountMessages;
  /** The organizer's party is larger than the car. */
  partyTooLarge: (maxPassengers: number) => string;
}

const API_WORDS: RideWords = {
  maxPassengers: fieldCountMessages("maxPassengers"),
  organizerPassengerCount: fieldCountMessages("organizerPassengerCount"),
  partyTooLarge: () =>
    messageRef("form.field.cannot_exceed", {
      field: "organizerPassengerCount",
      limit: "maxPassengers",
    }),
};

const FORM_WORDS: RideWords = {
  maxPassengers: {
    number: messageRef("form.ride.max_passengers_number"),
    whole: messageRef("form.ride.max_passengers_whole"),
    atLeast: messageRef("form.ride.max_passengers_at_least", { min: MIN_PASSENGERS }),
    atMost: messageRef("form.ride.max_passengers_at_most", { max: MAX_PASSENGERS }),
  },
  organizerPassengerCount: {
    number: messageRef("form.ride.organizer_count_number"),
    whole: messageRef("form.ride.organizer_count_whole"),
    atLeast: messageRef("form.ride.organizer_count_at_least", { min: MIN_PASSENGERS }),
    atMost: messageRef("form.ride.organizer_count_at_most", { max: MAX_PASSENGERS }),
  },
  partyTooLarge: (max) => messageRef("form.ride.organizer_count_at_most", { max }),
};

/** The seats of a ride, as the payload and the form both hold them: the car and the organizer's party. */
const seatFields = (words: RideWords) => ({
  direction: z.enum(DIRECTIONS, { error: messageRef("form.ride.direction_invalid") }),
  maxPassengers: passengerCount(words.maxPassengers),
  organizerPassengerCount: passengerCount(words.organizerPassengerCount),
});

type Seats = { maxPassengers: number; organizerPassengerCount: number };

/** The organizer's party fits in the car: the one check of it, for the payload and the form. */
const partyFits = (words: RideWords) => (seats: Seats, ctx: z.RefinementCtx) => {
  // Only against a maximum that passed its own check, which has said what is wrong with it.
  const max = seats.maxPassengers;
  const maxIsValid = Number.isInteger(max) && max >= MIN_PASSENGERS && max <= MAX_PASSENGERS;
  if (maxIsValid && seats.organizerPassengerCount > max) {
    ctx.addIssue({
      code: "custom",
      path: ["organizerPassengerCount"],
      message: words.partyTooLarge(max),
    });
  }
};

const formSeats = seatFields(FORM_WORDS);

/** A part of the quote as the form takes it, whole SGD, with one message for any mistake. */
const formSgd = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

/**
 * The form as the page edits it: the payload's seats and their rule in the form's words, with
 * defaults, and the organizer's stop; `date` is a `datetime-local` value in Singapore time.
 * `buildRidePayload` turns it into the payload (ride-form.test.ts proves that the form and the
 * payload schema refuse the same rides).
 */
export const rideFormSchema = z
  .object({
    direction: formSeats.direction.default("SG->FC"),
    maxPassengers: formSeats.maxPassengers.default(DEFAULT_MAX_PASSENGERS),
    date: z
      .string({ error: INVALID_DATE })
      .refine((value) => singaporeLocalToIso(value) !== null, INVALID_DATE),
    // Kept for the spec's field list; the payload derives the pickup from the direction.
    pickupLocation: z.string().default(""),
    organizerLocation: locationText(
      messageRef("form.ride.location_required"),
      messageRef("form.ride.location_too_long", { max: MAX_LOCATION_TEXT }),
    ),
    organizerPassengerCount: formSeats.organizerPassengerCount.default(1),
    cost: formSgd(
      messageRef("form.ride.cost_invalid", { max: MAX_RIDE_COST }),
      MAX_RIDE_COST,
    ).default(DEFAULT_RIDE_COST),
    stopFee: formSgd(
      messageRef("form.ride.stop_fee_invalid", { max: MAX_STOP_FEE }),
      MAX_STOP_FEE,
    ).default(ADDITIONAL_STOP_FEE),
  })
  .superRefine(partyFits(FORM_WORDS));
export type RideFormInput = z.input<typeof rideFormSchema>;
export type RideFormValues = z.output<typeof rideFormSchema>;

const dropoffEntry = z.object({
  location: locationText(
    messageRef("form.field.required", { field: "dropoffLocations: location" }),
    messageRef("form.field.too_long", {
      field: "dropoffLocations: location",
      max: MAX_LOCATION_TEXT,
    }),
  ),
  passengerCount: passengerCount(fieldCountMessages("dropoffLocations: passengerCount")),
});

/** The id of a row, in a body. */
const rowIdField = (field: string) =>
  z
    .number({ error: messageRef("form.field.number", { field }) })
    .int(messageRef("form.field.whole_number", { field }))
    .positive(messageRef("form.field.positive", { field }))
    .max(2_147_483_647, messageRef("form.field.too_large", { field }));

/** A part of the organizer's quote in whole SGD (decision 028). */
const wholeSgd = (field: string, max: number) =>
  z
    .number({ error: messageRef("form.field.number", { field }) })
    .int(messageRef("form.field.whole_number", { field }))
    .min(0, messageRef("form.field.at_least", { field, min: 0 }))
    .max(max, messageRef("form.field.at_most", { field, max }));

/**
 * `POST /api/rides` and `PATCH /api/rides/{id}`. Unknown keys are dropped. `cost` and `stopFee`,
 * the organizer's quote in whole SGD, are optional: a new ride takes S$80 and S$5, an edit keeps
 * the ride's. The date comes out as
 * a canonical ISO UTC string; the pickup of an FC->SG ride is always 'Forest City'.
 */
export const ridePayloadSchema = z
  .object({
    ...seatFields(API_WORDS),
    date: z.iso
      .datetime({ offset: true, error: INVALID_DATE })
      .transform((value) => new Date(value).toISOString()),
    pickupLocation: z
      .string({ error: messageRef("form.field.text", { field: "pickupLocation" }) })
      .overwrite(withoutBidiControls)
      .trim()
      .max(
        MAX_LOCATION_TEXT,
        messageRef("form.field.too_long", { field: "pickupLocation", max: MAX_LOCATION_TEXT }),
      )
      .optional(),
    dropoffLocations: z
      .array(dropoffEntry, { error: messageRef("form.field.list", { field: "dropoffLocations" }) })
      .min(1, messageRef("form.field.min_entries", { field: "dropoffLocations", min: 1 }))
      .max(
        MAX_PASSENGERS,
        messageRef("form.field.max_entries", { field: "dropoffLocations", max: MAX_PASSENGERS }),
      ),
    driverContactId: rowIdField("driverContactId").nullish(),
    cost: wholeSgd("cost", MAX_RIDE_COST)
      .optional()
      .describe("The car's price in whole SGD (default 80; an edit without it keeps the ride's)"),
    stopFee: wholeSgd("stopFee", MAX_STOP_FEE)
      .optional()
      .describe("The fee per additional stop in whole SGD (default 5; kept when left out)"),
  })
  .superRefine(partyFits(API_WORDS))
  .superRefine((payload, ctx) => {
    if (payload.direction === "SG->FC" && !payload.pickupLocation) {
      ctx.addIssue({
        code: "custom",
        path: ["pickupLocation"],
        message: messageRef("form.field.required", { field: "pickupLocation" }),
      });
    }
  })
  .transform(({ pickupLocation, ...payload }) => ({
    ...payload,
    pickupLocation: payload.direction === "FC->SG" ? FOREST_CITY : (pickupLocation ?? ""),
  }));
export type RidePayloadInput = z.input<typeof ridePayloadSchema>;

/** Days of the week, 0 = Sunday … 6 = Saturday, as getDay numbers them; each kept once, in order. */
export const weekdaysSchema = (field: string) =>
  z
    .array(
      z
        .number({ error: messageRef("form.field.weekday", { field }) })
        .int(messageRef("form.field.weekday", { field }))
        .min(0, messageRef("form.field.weekday", { field }))
        .max(6, messageRef("form.field.weekday", { field })),
      { error: messageRef("form.field.list", { field }) },
    )
    .min(1, messageRef("form.field.min_entries", { field, min: 1 }))
    .max(7, messageRef("form.field.max_entries", { field, max: 7 }))
    .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/** A Singapore day "YYYY-MM-DD". */
export const dayKeySchema = (field: string) =>
  z
    .string({ error: messageRef("form.field.day", { field }) })
    .max("YYYY-MM-DD".length, messageRef("form.field.day", { field }))
    .refine(isDayKey, messageRef("form.field.day", { field }));

/**
 * `POST /api/rides` only: the ride, and optionally `repeat` to make it weekly (issue 28) on
 * `weekdays` until `until`, a Singapore day, inclusive, at most 12 weeks after the first ride.
 */
export const rideCreatePayloadSchema = ridePayloadSchema.and(
  z.object({
    repeat: z
      .object(
        { weekdays: weekdaysSchema("repeat.weekdays"), until: dayKeySchema("repeat.until") },
        { error: messageRef("form.field.object", { field: "repeat" }) },
      )
      .optional(),
  }),
);
/**
 * `PATCH /api/ride-series/{id}` ("this and later ones"): the ride edit, applied to the series'
 * ride `from` and every later one still to come, each on its own day at `date`'s time of day.
 */
export const seriesEditPayloadSchema = ridePayloadSchema.and(
  z.object({ from: rowIdField("from") }),
);
export type SeriesEditPayloadInput = z.input<typeof seriesEditPayloadSchema>;

/** `DELETE /api/ride-series/{id}`: the rides from ride `from` on, or (without it) all to come. */
export const seriesCancelPayloadSchema = z
  .object({ from: rowIdField("from").optional() })
  .nullish();

export type RideCreatePayloadInput = z.input<typeof rideCreatePayloadSchema>;
export type RidePayload = z.output<typeof ridePayloadSchema>;

/** A drop-off as stored; reads may also meet a plain string (spec section 3). */
export const dropoffEntrySchema = z.object({ location: z.string(), passengerCount: z.number() });
export type DropoffEntry = z.infer<typeof dropoffEntrySchema>;

/** A drop-off as a read may carry it. */
export const dropoffSchema = z.union([dropoffEntrySchema, z.string()]);
export type Dropoff = z.infer<typeof dropoffSchema>;

/** A person's contact fields, present only for readers who may see them. */
export const contactFields = {
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
  /** The licence an admin recorded at verification; riders see its type, never its number. */
  licenceType: z.enum(LICENCE_TYPES).nullable().optional(),
  /** The vehicle that carries the riders (issue 37): its registration, plate and permit's last day. */
  registration: z.enum(REGISTRATIONS).nullable().optional(),
  plate: z.string().nullable().optional(),
  permitExpires: z.string().nullable().optional(),
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
  /** Base cost of the whole car in whole SGD: the organizer's quote (decision 028). */
  cost: z.number(),
  /** The fee per additional stop in whole SGD, the organizer's (decision 028). */
  stopFee: z.number().describe("The fee per additional stop in whole SGD (decision 028)"),
  additionalStops: z.number(),
  /** The places the price counts, each once: names of places, never of people. */
  stops: z.array(z.string()).describe("The places the price counts, each once; never people"),
  sequenceLocked: z.boolean(),
  /** Minutes between stops for the plan's estimated times (issue 26). */
  stopMinutes: z.number().optional(),
  /** The organizer's reason, when the ride is cancelled (null otherwise or when none was given). */
  cancelReason: z.string().nullable(),
  /** When the ride was cancelled (ISO, UTC), or null. */
  cancelledAt: z.string().nullable(),
  /** The weekly series the ride is one of (GET /api/ride-series/{id}), or null. */
  seriesId: z.number().nullable().optional(),
  creator: rideCreatorSchema,
  creatorName: z.string(),
  /** The assigned vendor, for the ride's own people; null otherwise. */
  vendor: rideVendorSchema.nullable().optional(),
  /**
   * Who carries the riders, for every reader (issue 37): the assigned vendor's licence type and
   * its vehicle's registration; null while no licensed vehicle has taken the ride.
   */
  carrier: z
    .object({
      licenceType: z.enum(["cross_border_taxi", "licensed_charter"]),
      registration: z.enum(REGISTRATIONS),
    })
    .nullable()
    .optional()
    .describe(
      "Who carries the riders (licence type, registration); null while no licensed car has taken the ride",
    ),
  /** The organizer's own passenger count, for the edit form (spec section 3). */
  organizerPassengerCount: z.number().optional(),
  /** Whether the reader is on the ride (false for visitors): the card says "Joined". */
  joined: z.boolean(),
  /** The reader's party size when aboard, else null: what their own share counts (decision 028). */
  party: z
    .number()
    .nullable()
    .describe("The reader's party size when aboard, else null (their share counts it)"),
  /** Whether the reader is on the ride's waitlist (false for visitors). */
  waiting: z.boolean(),
});
export type Ride = z.infer<typeof rideSchema>;

/**
 * The home list's filters as query parameters
 * (`GET /api/rides?direction=…&time=…&sort=…&day=YYYY-MM-DD&timeOfDay=…`).
 */
const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: messageRef("form.field.one_of", { field, values: values.join(", ") }) });

export const rideListQuerySchema = z.object({
  direction: oneOf("direction", DIRECTION_FILTERS).default(DEFAULT_RIDE_FILTERS.direction),
  time: oneOf("time", TIME_FILTERS).default(DEFAULT_RIDE_FILTERS.time),
  sort: oneOf("sort", RIDE_SORTS).default(DEFAULT_RIDE_FILTERS.sort),
  day: z
    .string()
    .refine(isDayKey, messageRef("form.field.day", { field: "day" }))
    .optional(),
  timeOfDay: oneOf("timeOfDay", TIMES_OF_DAY).optional(),
});

/** A body with an optional reason of at most `max` characters; no body at all arrives as null. */
export function reasonPayloadSchema(max: number) {
  return z
    .object({
      reason: z
        .string({ error: messageRef("form.field.text", { field: "reason" }) })
        .overwrite(withoutBidiControls)
        .trim()
        .max(max, messageRef("form.field.too_long", { field: "reason", max }))
        .optional(),
    })
    .nullish();
}

/**
 * `DELETE /api/rides/{id}`: an optional reason, kept with the ride and shown to its people when
 * the delete cancels it (decision 021).
 */
export const rideDeletePayloadSchema = reasonPayloadSchema(CANCEL_REASON_MAX);
export type RideDeletePayload = z.output<typeof rideDeletePayloadSchema>;

/** `GET /api/stats`: the home page's counts of rides and users. */
export const statsSchema = z.object({ totalRides: z.number(), totalUsers: z.number() });
export type Stats = z.infer<typeof statsSchema>;

/** `GET /api/vendor/rides.csv`: the Singapore days the export spans, both included. */
export const vendorRidesExportQuery = z
  .object({ from: dayKeySchema("from"), to: dayKeySchema("to") })
  .refine((range) => range.to >= range.from, {
    path: ["to"],
    message: messageRef("form.field.not_before", { field: "to", other: "from" }),
  });
