// The checkpoint cameras (issue 39): LTA's traffic images from TRAFFIC_IMAGES_URL, asked at most
// once a minute per instance however many readers there are (one request in flight, shared). When
// the source fails, the last good answer is kept and marked stale; an image's own address is the
// source's (the page loads it from there: the CSP allows TRAFFIC_IMAGES_ORIGIN).
import { z } from "zod";
import { CHECKPOINT_CAMERAS } from "../../domain/trip/cameras.ts";
import type { CamerasRead } from "../../domain/trip/trip-schemas.ts";

export const CAMERAS_EVERY_MS = 60_000;
const FETCH_TIMEOUT_MS = 5000;

/** What data.gov.sg's traffic-images answers; fields not used are ignored. */
const sourceSchema = z.object({
  items: z
    .array(
      z.object({
        cameras: z.array(
          z.object({ camera_id: z.string(), image: z.url(), timestamp: z.string() }),
        ),
      }),
    )
    .min(1),
});

export interface CameraSource {
  read(): Promise<CamerasRead>;
}

export function cameraSource(
  url: string,
  onFailure: (err: unknown) => void,
  clock: () => number = Date.now,
): CameraSource {
  let good: Omit<CamerasRead, "stale"> | null = null;
  let stale = false;
  let askedAt = Number.NEGATIVE_INFINITY;
  let asking: Promise<void> | null = null;

  async function ask() {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`traffic images answered ${response.status}`);
      const [item] = sourceSchema.parse(await response.json()).items;
      const byId = new Map(item?.cameras.map((camera) => [camera.camera_id, camera]));
      const cameras = CHECKPOINT_CAMERAS.flatMap((known) => {
        const found = byId.get(known.id);
        if (!found) return [];
        const takenAt = new Date(found.timestamp);
        if (Number.isNaN(takenAt.getTime())) return [];
        return [{ ...known, imageUrl: found.image, takenAt: takenAt.toISOString() }];
      });
      good = { cameras, fetchedAt: new Date(clock()).toISOString() };
      stale = false;
    } catch (err) {
      stale = true;
      onFailure(err);
    }
  }

  return {
    async read() {
      if (!asking && clock() - askedAt >= CAMERAS_EVERY_MS) {
        askedAt = clock();
        asking = ask().finally(() => {
          asking = null;
        });
      }
      if (asking) await asking;
      return good ? { ...good, stale } : { cameras: [], fetchedAt: null, stale: true };
    },
  };
}
