import { Navigation } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { isTripWindow, POSITION_EVERY_MS, tripWindowEnd } from "../../../../domain/trip/trip.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n.ts";
import { sendPosition } from "../api/driver-writes.ts";
import { CrossingTaps } from "./crossing-taps.tsx";

/** A little over the server's spacing (POSITION_EVERY_MS), so no send of ours is dropped. */
const SEND_EVERY_MS = POSITION_EVERY_MS + 500;

type Note =
  | "ride.live.sharing"
  | "ride.live.share_ended"
  | "ride.live.no_geolocation"
  | "ride.live.denied";

interface SharePositionCardProps {
  rideId: number;
  /** The departure (ISO): sharing stops by itself when the trip window ends. */
  date: string;
  /** The ride is over (completed or cancelled): sharing stops. */
  over: boolean;
}

/** Holds the screen on while sharing, where the browser can; taken again when the page returns. */
function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const take = () => {
      navigator.wakeLock
        .request("screen")
        .then((taken) => {
          if (stopped) void taken.release();
          else lock = taken;
        })
        .catch(() => {});
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") take();
    };
    take();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisible);
      void lock?.release();
    };
  }, [active]);
}

/**
 * The driver's day (issue 39): one tap shares the car's position with the ride's people while
 * the page stays open (watchPosition, one sent every few seconds), stopping by itself when the
 * trip window ends or the ride is over; and the crossing taps.
 */
export function SharePositionCard({ rideId, date, over }: SharePositionCardProps) {
  const t = useT();
  const [sharing, setSharing] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const lastSent = useRef(0);
  useWakeLock(sharing);

  const stop = (why: Note | null) => {
    setSharing(false);
    setNote(why);
  };

  useEffect(() => {
    if (!sharing) return;
    const endSharing = (why: Note) => {
      setSharing(false);
      setNote(why);
    };
    if (over || !isTripWindow(new Date(date), new Date())) {
      endSharing("ride.live.share_ended");
      return;
    }
    const ends = setTimeout(
      () => endSharing("ride.live.share_ended"),
      tripWindowEnd(new Date(date)).getTime() - Date.now(),
    );
    // The latest fix is sent at most once every few seconds (a bit over the server's spacing);
    // one that comes sooner waits for its turn, so a car that stops moving is still shown where it stopped.
    let latest: GeolocationCoordinates | null = null;
    let waiting: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const send = () => {
      waiting = undefined;
      if (!latest) return;
      const coords = latest;
      latest = null;
      lastSent.current = Date.now();
      sendPosition(rideId, {
        lat: coords.latitude,
        lng: coords.longitude,
        accuracy: coords.accuracy,
        heading: Number.isFinite(coords.heading) ? coords.heading : null,
        speed: Number.isFinite(coords.speed) ? coords.speed : null,
      })
        .then(({ kept }) => {
          // Too soon by the server's clock (a slow network bunches sends): this fix goes again at
          // the next turn, unless a newer one has come; a phone standing still reports no other.
          if (kept || stopped) return;
          latest ??= coords;
          waiting ??= setTimeout(send, SEND_EVERY_MS);
        })
        .catch((error: unknown) => {
          // The window closed or the ride ended under us: stop; anything else, the next one retries.
          if (error instanceof ApiError && error.status === 409)
            endSharing("ride.live.share_ended");
        });
    };
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        latest = coords;
        if (waiting !== undefined) return;
        const due = lastSent.current + SEND_EVERY_MS - Date.now();
        if (due <= 0) send();
        else waiting = setTimeout(send, due);
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) endSharing("ride.live.denied");
      },
      { enableHighAccuracy: true, maximumAge: 5000 },
    );
    return () => {
      stopped = true;
      clearTimeout(ends);
      clearTimeout(waiting);
      navigator.geolocation.clearWatch(watch);
    };
  }, [sharing, over, date, rideId]);

  const start = () => {
    if (!("geolocation" in navigator)) {
      setNote("ride.live.no_geolocation");
      return;
    }
    lastSent.current = 0;
    setNote("ride.live.sharing");
    setSharing(true);
  };

  return (
    <Card aria-labelledby="share-position-title" data-testid="share-position">
      <CardHeader>
        <CardTitle id="share-position-title" className="flex items-center gap-2">
          <Navigation aria-hidden="true" className="size-5" />
          {t("ride.live.driver_title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {sharing ? (
          <Button variant="outline" onClick={() => stop(null)}>
            {t("ride.live.stop_sharing")}
          </Button>
        ) : (
          <Button onClick={start} disabled={over}>
            {t("ride.live.share")}
          </Button>
        )}
        {note ? (
          <p className="text-sm" role="status">
            {t(note)}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{t("ride.live.screen_on")}</p>
        <CrossingTaps rideId={rideId} />
      </CardContent>
    </Card>
  );
}
