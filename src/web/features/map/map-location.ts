/** A place picked on the map (spec section 3, 'Map location'): client-side only. */
export interface MapLocation {
  id: number;
  position: [lat: number, lng: number];
  name: string;
}

/** "1.35210, 103.81980": the text of a point picked without a name. */
export function coordinatesText([lat, lng]: [number, number]): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}
