// The rules of rating a ride's driver (issue 27): who may, when, how often, and when the average
// means something. Schemas are in rating-schemas.ts.
import { messageRef } from "../i18n/message.ts";
import { type DateInput, toTime } from "../shared/dates.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";

/** A passenger party rates within this many days of departure. */
export const RATING_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Fewer ratings than this say too little: no average is shown. */
export const AVERAGE_THRESHOLD = 3;
// The longest texts a rating carries; here, not beside the schemas, so that the page's fields
// can say them without loading zod.
export const RATING_TEXT_MAX_LENGTH = 1000;
export const REPLY_MAX_LENGTH = 1000;
export const REPORT_REASON_MAX_LENGTH = 500;

export interface RatableRide {
  date: DateInput;
  status: "open" | "assigned" | "completed" | "cancelled";
  vendorId: number | null;
}

export type RateRefusal = "not-passenger" | "not-completed" | "no-driver" | "too-late" | "rated";

/**
 * A rider rates the driver: only a seated party, once, after a ride that left with a driver and
 * was not cancelled, and no later than RATING_WINDOW_DAYS after its departure.
 */
export function decideRate(
  ride: RatableRide,
  reader: { isPassenger: boolean; hasRated: boolean },
  now: Date,
): Decision<RateRefusal> {
  if (!reader.isPassenger)
    return refuse("not-passenger", 403, messageRef("error.rating_not_passenger"));
  const departed = toTime(ride.date);
  if (ride.status === "cancelled" || departed > now.getTime()) {
    return refuse("not-completed", 409, messageRef("error.rating_not_completed"));
  }
  if (ride.vendorId === null) return refuse("no-driver", 409, messageRef("error.rating_no_driver"));
  if (now.getTime() > departed + RATING_WINDOW_DAYS * DAY_MS) {
    return refuse("too-late", 409, messageRef("error.rating_too_late"));
  }
  if (reader.hasRated) return refuse("rated", 409, messageRef("error.rating_already"));
  return ALLOWED;
}

/** The vendor answers a rating of its own, once. */
export function decideReply(
  rating: { vendorId: number; reply: string | null },
  vendorId: number,
): Decision<"not-yours" | "answered"> {
  if (rating.vendorId !== vendorId)
    return refuse("not-yours", 403, messageRef("error.rating_not_yours"));
  if (rating.reply !== null) return refuse("answered", 409, messageRef("error.rating_answered"));
  return ALLOWED;
}

/** An admin removes a rating only when someone has reported it. */
export function decideRemove(rating: { reportedAt: DateInput | null }): Decision<"not-reported"> {
  if (rating.reportedAt === null) {
    return refuse("not-reported", 409, messageRef("error.rating_not_reported"));
  }
  return ALLOWED;
}

/** The mean of the stars to one decimal, or null under AVERAGE_THRESHOLD ratings. */
export function averageStars(count: number, sum: number): number | null {
  if (count < AVERAGE_THRESHOLD) return null;
  return Math.round((sum / count) * 10) / 10;
}
