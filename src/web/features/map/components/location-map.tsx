// The map module: Leaflet, its CSS and react-leaflet load only with this file (see
// lazy-location-map.tsx), so pages without a map never download them.
import "leaflet/dist/leaflet.css";
import L, { type LatLngExpression } from "leaflet";
import markerIcon from "leaflet/dist/images/marker-icon.png";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png";
import markerShadow from "leaflet/dist/images/marker-shadow.png";
import { LoaderCircle, Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from "../../../../domain/shared/constants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useLocationPicker } from "../use-location-picker.ts";

const markerIconOptions = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface LocationMapProps {
  tileUrl: string;
  placeSearchUrl: string;
  /** Called with the picked place's name (or coordinates). */
  onPick: (name: string) => void;
  /** Called with the removed place's name. */
  onRemove: (name: string) => void;
  /** Search box and click-to-pick; off shows the map only. */
  editable?: boolean;
  idPrefix: string;
}

/**
 * A click on the map itself picks a point. Clicks that began on a popup or a marker (or on an
 * element already gone, like a popup's Remove button) are not picks.
 */
function ClickToPick({ onPick }: { onPick: (position: [number, number]) => void }) {
  useMapEvents({
    click: (event) => {
      const target = event.originalEvent.target;
      if (!(target instanceof Element) || !target.isConnected) return;
      if (target.closest(".leaflet-popup, .leaflet-marker-icon, .leaflet-control")) return;
      onPick([event.latlng.lat, event.latlng.lng]);
    },
  });
  return null;
}

function FlyTo({ position }: { position: LatLngExpression | null }) {
  const map = useMap();
  useEffect(() => {
    if (!position) return;
    const zoom = Math.max(map.getZoom(), 15);
    // Leaflet animates in script, out of the stylesheet's reach: honour reduced motion here.
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      map.setView(position, zoom, { animate: false });
    } else {
      map.flyTo(position, zoom, { duration: 0.6 });
    }
  }, [map, position]);
  return null;
}

const attributionFor = (tileUrl: string) =>
  tileUrl.includes("openstreetmap")
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
    : "";

/** A map of Singapore to pick a location: click it, or search for a place. */
export function LocationMap({
  tileUrl,
  placeSearchUrl,
  onPick,
  onRemove,
  editable = true,
  idPrefix,
}: LocationMapProps) {
  const t = useT();
  const [tilesFailed, setTilesFailed] = useState(false);
  const picker = useLocationPicker(placeSearchUrl, onPick);
  const { picked, search, results } = picker;
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches; it must not submit the join form around the map.
    if (event.key === "Enter") {
      event.preventDefault();
      picker.runSearch();
    }
  };
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const searchId = `${idPrefix}-place-search`;

  return (
    <div className="space-y-3">
      {editable ? (
        <div className="space-y-1.5">
          <Label htmlFor={searchId}>{t("form.map.search_label")}</Label>
          <div className="flex gap-2">
            <Input
              id={searchId}
              type="search"
              value={picker.query}
              placeholder={t("form.map.search_placeholder")}
              autoComplete="off"
              onChange={(event) => picker.setQuery(event.target.value)}
              onKeyDown={onSearchKey}
            />
            <Button
              variant="outline"
              className="min-h-11 shrink-0"
              onClick={picker.runSearch}
              disabled={search.isPending}
            >
              {search.isPending ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : (
                <Search aria-hidden="true" />
              )}
              <span className="sr-only sm:not-sr-only">{t("form.map.search")}</span>
            </Button>
          </div>
          {picker.searchFailed ? (
            <p role="alert" className="text-sm text-destructive">
              {t("form.map.search_failed")}
            </p>
          ) : null}
          {results && (results.length > 0 || !search.isError) ? (
            results.length === 0 ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t("form.map.no_results")}
              </p>
            ) : (
              <ul
                aria-label={t("form.map.results")}
                className="max-h-48 divide-y divide-border overflow-y-auto overscroll-contain rounded-lg border border-border"
              >
                {results.map((result) => (
                  <li key={result.place_id}>
                    <button
                      type="button"
                      onClick={() => picker.choose(result)}
                      className="block min-h-11 w-full px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                    >
                      {result.display_name}
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </div>
      ) : null}

      <section
        aria-label={t("form.map.label")}
        className="relative isolate h-64 overflow-hidden rounded-lg border border-border bg-muted sm:h-80"
      >
        <MapContainer
          center={MAP_DEFAULT_CENTER}
          zoom={MAP_DEFAULT_ZOOM}
          scrollWheelZoom={false}
          zoomAnimation={!reducedMotion}
          fadeAnimation={!reducedMotion}
          markerZoomAnimation={!reducedMotion}
          className="size-full"
        >
          <TileLayer
            url={tileUrl}
            attribution={attributionFor(tileUrl)}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          {editable ? <ClickToPick onPick={(position) => void picker.pickPoint(position)} /> : null}
          <FlyTo position={picker.flyTarget} />
          {picked ? (
            <Marker key={picked.id} position={picked.position} icon={markerIconOptions}>
              <Popup>
                <div className="space-y-2">
                  <p className="m-0! text-sm">{picked.name}</p>
                  {editable ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        const name = picker.unpick();
                        if (name !== null) onRemove(name);
                      }}
                    >
                      {t("form.map.remove")}
                    </Button>
                  ) : null}
                </div>
              </Popup>
            </Marker>
          ) : null}
        </MapContainer>
        {tilesFailed ? (
          // Clicks still reach the map under it: a pin works without the picture.
          <div
            role="status"
            className="pointer-events-none absolute inset-x-4 top-1/2 z-[500] -translate-y-1/2 rounded-lg border border-border bg-card p-4 text-center text-sm font-medium text-card-foreground shadow-sm"
          >
            {t("form.map.tiles_failed")}
          </div>
        ) : null}
      </section>
      {picker.pinNote ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t(picker.pinNote)}
        </p>
      ) : null}
      {editable ? <p className="text-xs text-muted-foreground">{t("form.map.help")}</p> : null}
    </div>
  );
}
