import { useMutation } from "@tanstack/react-query";
import { reversePlaceUrl } from "../map-location.ts";

/** One result of the place-search service (Nominatim's format). */
export interface PlaceResult {
  place_id: number | string;
  lat: string;
  lon: string;
  display_name: string;
}

/** `GET {placeSearchUrl}?q=…&format=json` on the configured public service (no cookies). */
export async function searchPlaces(
  placeSearchUrl: string,
  query: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlaceResult[]> {
  const url = new URL(placeSearchUrl);
  url.searchParams.set("q", query);
  url.searchParams.set("format", "json");
  const response = await fetch(url, {
    signal,
    credentials: "omit",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Place search failed: ${response.status}`);
  const data: unknown = await response.json();
  if (!Array.isArray(data)) throw new Error("Place search answered something other than a list");
  return data.filter(
    (item): item is PlaceResult =>
      item !== null &&
      typeof item === "object" &&
      typeof item.display_name === "string" &&
      Number.isFinite(Number(item.lat)) &&
      Number.isFinite(Number(item.lon)),
  );
}

/** A search the user starts; the map says when it fails. */
export function useSearchPlaces(placeSearchUrl: string) {
  return useMutation({
    mutationFn: (query: string) => searchPlaces(placeSearchUrl, query),
    meta: { errorToast: false },
    onError: (error) => console.error("Place search failed", error),
  });
}

/** The name of the place at a point (`/reverse`); null when the service has none or fails. */
export async function reverseGeocode(
  placeSearchUrl: string,
  position: [number, number],
): Promise<string | null> {
  try {
    const response = await fetch(reversePlaceUrl(placeSearchUrl, position), {
      credentials: "omit",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return null;
    const data: unknown = await response.json();
    const name = (data as { display_name?: unknown } | null)?.display_name;
    return typeof name === "string" && name.trim() ? name.trim() : null;
  } catch (error) {
    console.error("Place lookup failed", error);
    return null;
  }
}
