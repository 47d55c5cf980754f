// Every refusal the API answers, by code: its status and when it happens. A route declares its
// own beside its schema, `config: { refusals: refuses("login_required", "ride_not_found") }`; the
// OpenAPI document's error responses are generated from them (docs/openapi.ts), and
// docs/refusals.test.ts makes a real request for each one and checks its status and code. The
// refusals of the hooks every request passes (bad JSON, write limits, the drain) are added by
// `automaticRefusals`, not declared.

/** One way a route says no: its status, its `code` (an `error.*` id), and when it happens. */
export interface Refusal {
  status: number;
  code: RefusalCode;
  when: string;
}

const CATALOG = {
  // The hooks and parsers (automaticRefusals).
  shutting_down: [503, "the server is stopping (drain)"],
  database_unavailable: [503, "the database did not answer within DATABASE_TIMEOUT_MS"],
  too_many_writes: [429, "the account made more writes of this kind than WRITE_LIMITS allows"],
  too_many_attempts: [429, "the address made over RATE_LIMIT_PER_MINUTE requests in a minute"],
  cross_site: [403, "a write sent from another site"],
  invalid_json: [400, "the body is not JSON"],
  body_not_object: [400, "the body is empty or not an object"],
  unstorable_text: [400, "a text holds NUL or broken Unicode: `field` names it"],
  json_only: [415, "the body is not application/json"],
  body_too_large: [413, "the body is over 1 MB"],
  invalid_input: [400, "an input fails its rule: `field` names it"],
  database_unreachable: [503, "the health check's database ping failed"],
  internal: [500, "the server failed; the body says nothing more"],
  // Who may call.
  login_required: [401, "the request has no valid session"],
  admins_only: [403, "the caller is not an administrator"],
  vendors_only: [403, "the caller is not a vendor"],
  own_profile_only: [403, "the caller edits another user's profile"],
  // Not found.
  ride_not_found: [404, "no such ride, or a cancelled one the caller had no part in"],
  passenger_not_found: [
    404,
    "no passenger of that id on this ride (this answered `invalid_input` before)",
  ],
  user_not_found: [404, "no such user"],
  vendor_not_found: [404, "no such vendor account"],
  series_not_found: [404, "no such weekly ride"],
  message_not_found: [404, "no such message on this ride"],
  alert_not_found: [404, "no such alert of the caller's"],
  not_on_waitlist: [404, "the caller is not on this ride's waitlist"],
  // Accounts.
  username_taken: [409, "the Discord username is taken"],
  login_failed: [401, "no such user, or the wrong password"],
  login_locked: [429, "too many failed logins for this username"],
  password_locked: [429, "too many wrong current passwords"],
  current_password_incorrect: [400, "the current password is wrong"],
  password_incorrect: [400, "the password confirming an account's deletion is wrong"],
  discord_sign_in_required: [
    403,
    "no password sent, and this session did not sign in with Discord in the last 10 minutes",
  ],
  last_admin: [409, "the caller is the last admin, who may not delete their account"],
  discord_not_configured: [404, "Sign in with Discord is off: DISCORD_CLIENT_ID or _SECRET unset"],
  reset_token_invalid: [400, "the reset token is unknown, used or expired"],
  not_a_vendor: [409, "the account is not a vendor"],
  vendor_already_verified: [409, "the vendor is already verified"],
  vendor_not_verified: [409, "the vendor is not verified"],
  too_many_streams: [429, "the caller has too many live connections open"],
  push_endpoint: [400, "the endpoint is not a known browser push service"],
  // Rides.
  vendor_cannot_create_ride: [403, "a vendor tries to create a ride"],
  date_in_past: [400, "the date has passed"],
  repeat_until_before_first: [400, "repeat.until is before the first ride"],
  repeat_until_too_far: [400, "repeat.until is too far after the first ride"],
  no_such_driver_contact: [400, "driverContactId names no driver contact"],
  edit_not_creator: [403, "the caller is not the ride's organizer"],
  delete_not_creator: [403, "the caller is not the ride's organizer"],
  ride_cancelled: [409, "the ride is cancelled"],
  ride_already_cancelled: [409, "the ride is already cancelled"],
  ride_departed: [409, "the ride has departed"],
  direction_fixed: [409, "the direction changes after another rider joined"],
  seats_below_current: [400, "maxPassengers is below the passengers aboard"],
  series_not_creator: [403, "the caller is not the series' organizer"],
  series_from_invalid: [400, "`from` is not one of the series' rides still to come"],
  // Passengers and waitlist.
  vendor_cannot_join: [403, "a vendor tries to join or wait"],
  ride_past: [400, "the ride is in the past"],
  already_joined: [409, "the caller is already aboard"],
  ride_full: [409, "no seat is free"],
  spots_remaining: [409, "the party is larger than the free seats (`params.count`)"],
  remove_not_allowed: [403, "the caller is neither that passenger nor the organizer"],
  organizer_cannot_leave: [400, "the organizer tries to leave their own ride"],
  leave_past: [400, "the ride is in the past"],
  waitlist_cancelled: [409, "the ride is cancelled"],
  waitlist_departed: [400, "the ride has departed"],
  already_waiting: [409, "the caller is already waiting"],
  seats_free: [409, "there are free seats: join instead"],
  waitlist_not_allowed: [403, "the caller is neither the organizer nor waiting"],
  sequence_not_creator: [403, "the caller neither organizes nor drives the ride"],
  // Ratings of the driver.
  rating_not_found: [404, "no such rating"],
  rating_not_passenger: [403, "the caller was not a passenger of the ride"],
  rating_not_completed: [409, "the ride has not departed, or has no driver"],
  rating_no_driver: [409, "the ride had no assigned driver"],
  rating_too_late: [409, "the ride departed over 14 days ago"],
  rating_already: [409, "the caller's party rated this ride already"],
  rating_not_yours: [403, "the rating is of another vendor"],
  rating_answered: [409, "the vendor answered this rating already"],
  rating_not_reported: [409, "nobody reported the rating"],
  // The day of travel.
  checkin_not_passenger: [403, "the caller is not seated on the ride"],
  checkin_window: [409, "check-in opens two hours before departure and closes 12 hours after"],
  car_report_not_rider: [403, "the caller is not seated on the ride"],
  car_report_no_car: [409, "no vendor has taken the ride, so no car was shown"],
  car_report_window: [409, "a car is reported from two hours before departure to 12 hours after"],
  car_report_not_found: [404, "no such car report"],
  boarding_not_runner: [403, "the caller neither organizes nor drives the ride"],
  boarding_window: [409, "boarding is marked from two hours before departure to 12 hours after"],
  too_early_for_no_show: [409, "a no-show is marked only from departure on"],
  sequence_locked: [409, "the drop-off order is locked"],
  // The car on the day (issue 39).
  position_not_driver: [403, "the caller is not the ride's assigned vendor"],
  position_not_member: [403, "the caller has no part in the ride"],
  outside_trip_window: [
    409,
    "outside an hour before departure to six hours after, or a completed ride",
  ],
  no_position: [404, "the driver has not shared the car's position, or the trip window ended"],
  crossing_not_driver: [
    403,
    "the caller is neither the ride's vendor nor, with none, its organizer",
  ],
  no_crossing: [404, "the crossing has not been tapped yet"],
  crossing_time_invalid: [400, "`at` is in the future or before the trip window opened"],
  // Vendors.
  vendor_awaiting_verification: [403, "the vendor is not verified yet"],
  assign_past: [400, "the ride is in the past"],
  ride_taken: [409, "the ride is already assigned"],
  release_not_yours: [403, "the caller is not the ride's assigned vendor"],
  no_vendor_assigned: [409, "the ride has no vendor"],
  // Who may carry a ride across the border (issue 37, src/domain/carriage).
  licence_not_cross_border: [403, "the vendor's licence is not a cross-border one"],
  reverification_required: [403, "the vendor was verified before its permit was recorded"],
  permit_expired: [403, "the vendor's permit ends before the ride's day"],
  pickup_not_designated: [
    409,
    "a pick-up in the vehicle's foreign country is not a designated point (the message names them)",
  ],
  dropoff_not_designated: [
    409,
    "a drop-off abroad is not a designated point while the rules in force allow only those",
  ],
  // Payments, messages, alerts.
  payments_organizer_only: [403, "the caller is not the ride's organizer"],
  own_share: [400, "the organizer's own share"],
  organizer_collects: [400, "the organizer asks for their own payment"],
  payment_passengers_only: [403, "the caller is not aboard"],
  receipt_not_yours: [
    403,
    "the receipt is not the caller's party's, and the caller does not run the ride",
  ],
  payments_export_runners_only: [403, "the caller neither organizes nor drives the ride"],
  messages_not_member: [403, "the caller has no part in the ride"],
  message_remove_not_organizer: [403, "the caller is not the ride's organizer"],
  group_link_not_organizer: [403, "the caller is not the ride's organizer"],
  too_many_alerts: [409, "the caller has the most alerts allowed"],
  alert_end_before_start: [400, "endDate is before startDate"],
} as const satisfies Record<string, readonly [number, string]>;

export type RefusalCode = keyof typeof CATALOG;

const refusal = (code: RefusalCode): Refusal => ({
  code,
  status: CATALOG[code][0],
  when: CATALOG[code][1],
});

/** The refusals a route declares: `config: { refusals: refuses("login_required") }`. */
export const refuses = (...codes: RefusalCode[]): readonly Refusal[] => codes.map(refusal);

/** Every signed-in write to one ride: the ride must exist and not be cancelled. */
export const RIDE_WRITE_REFUSALS = [
  "login_required",
  "ride_not_found",
  "ride_cancelled",
] as const satisfies readonly RefusalCode[];

/** A change of an assigned ride's stops the driver's licence would not allow (issue 37). */
export const CARRIAGE_REFUSALS = [
  "reverification_required",
  "licence_not_cross_border",
  "permit_expired",
  "pickup_not_designated",
  "dropoff_not_designated",
] as const satisfies readonly RefusalCode[];

/** What an edit of one ride refuses beyond who may make it: a series' edit makes the same. */
export const RIDE_EDIT_REFUSALS = [
  "direction_fixed",
  "seats_below_current",
  "date_in_past",
  "no_such_driver_contact",
  ...CARRIAGE_REFUSALS,
] as const satisfies readonly RefusalCode[];

declare module "fastify" {
  interface FastifyContextConfig {
    /** The refusals this route's own guards and rules answer (http/refusals.ts); [] for none. */
    refusals?: readonly Refusal[];
  }
}

/** What the route's definition says about the hooks and parsers its requests pass. */
interface RouteShape {
  method: string;
  hasBody: boolean;
  hasInput: boolean;
  writeLimit: boolean;
  throttlePerAddress: boolean;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The refusals of the hooks and parsers a route's requests pass before its handler. */
export function automaticRefusals(route: RouteShape): Refusal[] {
  return refuses(
    "shutting_down",
    "database_unavailable",
    ...(SAFE_METHODS.has(route.method) ? [] : (["cross_site"] as const)),
    ...(route.throttlePerAddress ? (["too_many_attempts"] as const) : []),
    ...(route.writeLimit ? (["too_many_writes"] as const) : []),
    ...(route.hasBody
      ? ([
          "invalid_json",
          "body_not_object",
          "unstorable_text",
          "json_only",
          "body_too_large",
        ] as const)
      : []),
    ...(route.hasInput ? (["invalid_input"] as const) : []),
  ) as Refusal[];
}

/** Not a refusal but documented beside them. */
export const INTERNAL = refusal("internal");
