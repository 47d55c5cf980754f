import type { I18n } from "@lingui/core";

/** A place picked on the map (spec section 3, 'Map location'): client-side only. */
export interface MapLocation {
  id: number;
  position: [lat: number, lng: number];
  name: string;
}

/**
 * "Pinned location (1.35210, 103.81980)": the text of a point whose name could not be found,
 * worded so the driver reading it knows it is a pin, not an address.
 */
export function pinnedLocationText(t: I18n["_"], [lat, lng]: [number, number]): string {
  return t("form.map.pinned", { lat: lat.toFixed(5), lng: lng.toFixed(5) });
}

/**
 * The reverse-geocoding URL beside the configured search (Nominatim: `/search` → `/reverse`),
 * `?format=jsonv2&lat=…&lon=…`.
 */
export function reversePlaceUrl(placeSearchUrl: string, [lat, lng]: [number, number]): URL {
  const url = new URL(placeSearchUrl);
  url.pathname = url.pathname.replace(/\/search\/?$/, "/reverse");
  if (!url.pathname.endsWith("/reverse"))
    url.pathname = `${url.pathname.replace(/\/$/, "")}/reverse`;
  url.search = "";
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("lat", String(lat));
  url.searchParams.set("lon", String(lng));
  return url;
}
