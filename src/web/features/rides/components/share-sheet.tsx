import { useLingui } from "@lingui/react";
import { Copy, Link as LinkIcon, MessageCircle, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { directionTitle } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { buildTripSummary } from "../../../../domain/ride/trip-summary.ts";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import {
  dialogContentClasses,
  dialogOverlayClasses,
} from "../../../components/ui/dialog-classes.ts";
import { IconTooltip } from "../../../components/ui/icon-tooltip.tsx";
import { copyText } from "../../../lib/clipboard.ts";
import { useT } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { useClientConfig } from "../api/get-client-config.ts";
import { rideUrl } from "./use-share-ride.ts";

/** Copies `text` and says so with the toast title `copied` (a message id). */
async function copy(text: string, copied: string) {
  if (await copyText(text)) toast({ title: copied });
  else
    toast({
      title: "ride.copy_failed",
      description: "ride.share.copy_by_hand",
      variant: "destructive",
    });
}

/**
 * Shown once a ride is created: its link, a WhatsApp message with the trip summary, and buttons
 * to copy either. Riders find a ride through the organizer's groups, so sharing is the next step.
 */
export function ShareSheet({
  ride,
  open,
  onOpenChange,
}: {
  ride: Ride;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  const t = useT();
  const config = useClientConfig();
  const url = rideUrl(ride.id, config.data?.publicUrl);
  const summary = buildTripSummary(i18n, ride, null, url, new Date());
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={dialogContentClasses}>
          <Dialog.Title className="pr-8 text-lg font-semibold">
            {t("ride.share.title")}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {t("ride.share.description", { direction: directionTitle(i18n, ride.direction) })}
          </Dialog.Description>
          <div className="space-y-1.5">
            <label htmlFor="share-link" className="text-sm font-medium">
              {t("ride.share.link")}
            </label>
            <input
              id="share-link"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded-lg border border-input bg-background px-3 py-2 text-sm"
            />
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <a
              href={`https://wa.me/?text=${encodeURIComponent(summary)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("primary", "md", "sm:col-span-2")}
            >
              <MessageCircle aria-hidden="true" />
              {t("ride.share.whatsapp")}
            </a>
            <Button
              variant="outline"
              onClick={() => void copy(summary, "ride.share.summary_copied")}
            >
              <Copy aria-hidden="true" />
              {t("ride.share.copy_summary")}
            </Button>
            <Button variant="outline" onClick={() => void copy(url, "ride.share.link_copied")}>
              <LinkIcon aria-hidden="true" />
              {t("ride.share.copy_link")}
            </Button>
          </div>
          <IconTooltip label={t("ride.share.close")}>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" className="absolute top-3 right-3">
                <X aria-hidden="true" />
                <span className="sr-only">{t("ride.share.close")}</span>
              </Button>
            </Dialog.Close>
          </IconTooltip>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
