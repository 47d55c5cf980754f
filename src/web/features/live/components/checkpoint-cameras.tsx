import { Camera } from "lucide-react";
import { formatClock } from "../../../../domain/shared/dates.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { useCameras } from "../api/cameras.ts";

/** LTA's pictures of the queues at Woodlands and Tuas; silent while none could be had. */
export function CheckpointCameras() {
  const t = useT();
  const locale = useLocale();
  const { data } = useCameras();
  if (!data || data.cameras.length === 0) return null;
  return (
    <Card aria-labelledby="cameras-title" data-testid="checkpoint-cameras">
      <CardHeader>
        <CardTitle id="cameras-title" className="flex items-center gap-2">
          <Camera aria-hidden="true" className="size-5" />
          {t("ride.cameras.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {data.stale ? (
          <p className="text-sm text-muted-foreground">{t("ride.cameras.stale")}</p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {data.cameras.map((camera) => (
            <figure key={camera.id} className="space-y-1">
              <img
                src={camera.imageUrl}
                alt={camera.name}
                loading="lazy"
                className="aspect-video w-full rounded-md border border-border bg-muted object-cover"
              />
              <figcaption className="text-xs text-muted-foreground">
                {t("ride.cameras.caption", {
                  name: camera.name,
                  time: formatClock(camera.takenAt, locale),
                })}
              </figcaption>
            </figure>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
