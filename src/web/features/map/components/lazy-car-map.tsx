import { Component, lazy, type ReactNode, Suspense } from "react";
import type { CarMapProps } from "./car-map.tsx";

// Leaflet arrives with this chunk, only on a ride page whose car is on the road.
const CarMap = lazy(() => import("./car-map.tsx").then((module) => ({ default: module.CarMap })));

/** The map is a convenience: when its code cannot load, the plain line beside it still says it all. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function LazyCarMap(props: CarMapProps) {
  return (
    <Quiet>
      <Suspense fallback={null}>
        <CarMap {...props} />
      </Suspense>
    </Quiet>
  );
}
