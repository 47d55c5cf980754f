import { useRef, useState } from "react";
import { type CommonStop, findStops } from "../../../domain/places/common-stops.ts";
import { useT } from "../../lib/i18n.ts";
import { type PlaceResult, reverseGeocode, useSearchPlaces } from "./api/search-places.ts";
import { type MapLocation, pinnedLocationText } from "./map-location.ts";

/** A built-in stop as a search result, named as the signs write it. */
const stopResult = (stop: CommonStop): PlaceResult => ({
  place_id: `stop-${stop.id}`,
  lat: String(stop.lat),
  lon: String(stop.lon),
  display_name: stop.names.en,
});

/** The note under the map on a clicked point's name: an id, so it follows a language change. */
type PinNote = "form.map.finding_name" | "form.map.no_name";

/**
 * The location map's picking: a search (the built-in stops first, then the place service), a
 * result chosen, or a point clicked and named through the service (coordinates when it has no
 * name). `onPick` hears each name picked; the latest pick, or a Remove, wins over a lookup still under
 * way.
 */
export function useLocationPicker(placeSearchUrl: string, onPick: (name: string) => void) {
  const t = useT();
  const [picked, setPicked] = useState<MapLocation | null>(null);
  const [flyTarget, setFlyTarget] = useState<[number, number] | null>(null);
  const [query, setQuery] = useState("");
  const [pinNote, setPinNote] = useState<PinNote | null>(null);
  const [searched, setSearched] = useState("");
  const search = useSearchPlaces(placeSearchUrl);
  const nextId = useRef(1);
  // The pin as it is now, ahead of the render that draws it: a Remove in a popup drawn a moment
  // before (the point still being named) takes away this one, the place it named included.
  const current = useRef<MapLocation | null>(null);
  const show = (location: MapLocation | null) => {
    current.current = location;
    setPicked(location);
  };

  const pick = (location: MapLocation, fly: boolean) => {
    show(location);
    if (fly) setFlyTarget(location.position);
    setPinNote(null);
    onPick(location.name);
  };

  // A click names the place through the place service; coordinates only when it cannot.
  const pickPoint = async (position: [number, number]) => {
    const id = nextId.current++;
    show({ id, position, name: t("form.map.finding_place") });
    setPinNote("form.map.finding_name");
    const name = await reverseGeocode(placeSearchUrl, position);
    if (nextId.current !== id + 1) return; // another pick, or a Remove, came after this one
    // The same pin, named: a popup opened on it meanwhile stays open, its Remove where it was.
    // A new pin would close it, and a tap on its Remove would land on the map as a new pick.
    pick({ id, position, name: name ?? pinnedLocationText(t, position) }, false);
    if (!name) setPinNote("form.map.no_name");
  };

  const runSearch = () => {
    const text = query.trim();
    if (!text) return;
    setSearched(text);
    search.mutate(text);
  };

  // The built-in stops first: they answer with no service at all, so a failed search that
  // found one of them is no failure to the rider.
  const builtIn = findStops(searched).map(stopResult);
  const results = search.data ? [...builtIn, ...search.data] : search.isError ? builtIn : undefined;

  return {
    picked,
    flyTarget,
    query,
    setQuery,
    pinNote,
    search,
    /** Undefined until a search has answered; the built-in stops alone when the service failed. */
    results,
    /** The service failed and no built-in stop matched: the search found nothing at all. */
    searchFailed: search.isError && builtIn.length === 0,
    runSearch,
    choose: (result: PlaceResult) =>
      pick(
        {
          id: nextId.current++,
          position: [Number(result.lat), Number(result.lon)],
          name: result.display_name,
        },
        true,
      ),
    pickPoint,
    /**
     * The pin taken away (its popup's Remove), a lookup still under way with it: the name it
     * showed, for the field to forget.
     */
    unpick: () => {
      const gone = current.current;
      nextId.current++;
      show(null);
      return gone?.name ?? null;
    },
  };
}
