// The car on the ride's map (issue 39): Leaflet loads only with this file (lazy-car-map.tsx).
import "leaflet/dist/leaflet.css";
import { useEffect, useState } from "react";
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from "react-leaflet";
import { useT } from "../../../lib/i18n.ts";

export interface CarMapProps {
  tileUrl: string;
  car: { lat: number; lng: number };
  /** The stops still ahead that the app can place. */
  stops: { label: string; lat: number; lon: number }[];
}

/** Follows the car as it moves. */
function Follow({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], Math.max(map.getZoom(), 13), { animate: false });
  }, [map, lat, lng]);
  return null;
}

/** A map of the car and its stops; gone when the tiles fail (the plain line says the same). */
export function CarMap({ tileUrl, car, stops }: CarMapProps) {
  const t = useT();
  const [tilesFailed, setTilesFailed] = useState(false);
  if (tilesFailed) return null;
  return (
    <section
      aria-label={t("ride.live.map")}
      className="relative isolate h-56 overflow-hidden rounded-lg border border-border bg-muted"
    >
      <MapContainer
        center={[car.lat, car.lng]}
        zoom={13}
        scrollWheelZoom={false}
        className="size-full"
      >
        <TileLayer url={tileUrl} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
        <Follow lat={car.lat} lng={car.lng} />
        {stops.map((stop) => (
          <CircleMarker key={stop.label} center={[stop.lat, stop.lon]} radius={6}>
            <Tooltip>{stop.label}</Tooltip>
          </CircleMarker>
        ))}
        <CircleMarker
          center={[car.lat, car.lng]}
          radius={10}
          pathOptions={{ color: "#1d4ed8", fillOpacity: 0.9 }}
        >
          <Tooltip permanent>{t("ride.live.car")}</Tooltip>
        </CircleMarker>
      </MapContainer>
    </section>
  );
}
