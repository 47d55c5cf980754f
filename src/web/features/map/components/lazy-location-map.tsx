import { MapPinned } from "lucide-react";
import { Component, lazy, type ReactNode, Suspense } from "react";
import { useT } from "../../../lib/i18n.ts";
import type { LocationMapProps } from "./location-map.tsx";

// Leaflet (and its CSS) arrive with this chunk, only on pages that render a map.
const LocationMap = lazy(() =>
  import("./location-map.tsx").then((module) => ({ default: module.LocationMap })),
);

function MapPlaceholder({ message }: { message: "form.map.loading" | "form.map.unavailable" }) {
  const t = useT();
  return (
    <div className="flex h-64 items-center justify-center gap-2 rounded-lg border border-dashed border-border bg-muted text-sm text-muted-foreground sm:h-80">
      <MapPinned aria-hidden="true" className="size-5" />
      {t(message)}
    </div>
  );
}

/** The map is a convenience: if its code cannot load, the free-text location still works. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("The map could not be shown", error);
  }
  override render() {
    if (this.state.failed) {
      return <MapPlaceholder message="form.map.unavailable" />;
    }
    return this.props.children;
  }
}

export function LazyLocationMap(props: LocationMapProps) {
  return (
    <MapErrorBoundary>
      <Suspense fallback={<MapPlaceholder message="form.map.loading" />}>
        <LocationMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
