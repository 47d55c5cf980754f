// Business constants of the product spec, section 9.
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const DEFAULT_RIDE_COST = 80;
export const ADDITIONAL_STOP_FEE = 5;
// The organizer's quote (decision 028): the car and the fee per extra stop, whole SGD.
export const MAX_RIDE_COST = 5000;
export const MAX_STOP_FEE = 500;
export const DEFAULT_MAX_PASSENGERS = 5;
export const MIN_PASSENGERS = 1;
export const MAX_PASSENGERS = 10;
export const MOBILE_BREAKPOINT_PX = 768;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_DELAY_MS = 700;
export const MAP_DEFAULT_CENTER: [number, number] = [1.35, 103.82];
export const MAP_DEFAULT_ZOOM = 12;
export const TIME_ZONE = "Asia/Singapore";
export const FOREST_CITY = "Forest City";
// Upper bounds for free text, so no field can carry a novel.
export const MAX_SHORT_TEXT = 100;
export const MAX_LOCATION_TEXT = 500;
