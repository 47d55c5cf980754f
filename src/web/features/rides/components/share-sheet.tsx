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
} from "../../../components/ui/confirm-dialog.tsx";
import { copyText } from "../../../lib/clipboard.ts";
import { toast } from "../../../lib/toast.ts";
import { useClientConfig } from "../api/get-client-config.ts";
import { rideUrl } from "./use-share-ride.ts";

async function copy(text: string, what: string) {
  if (await copyText(text)) toast({ title: `${what} copied` });
  else
    toast({
      title: "Failed to copy",
      description: "Please copy it by hand.",
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
  const config = useClientConfig();
  const url = rideUrl(ride.id, config.data?.publicUrl);
  const summary = buildTripSummary(i18n, ride, null, url);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={dialogContentClasses}>
          <Dialog.Title className="pr-8 text-lg font-semibold">
            Your ride is up: share it
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            Send the link to your group so riders can join the{" "}
            {directionTitle(i18n, ride.direction)} ride.
          </Dialog.Description>
          <div className="space-y-1.5">
            <label htmlFor="share-link" className="text-sm font-medium">
              Ride link
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
              Share on WhatsApp
            </a>
            <Button variant="outline" onClick={() => void copy(summary, "Trip summary")}>
              <Copy aria-hidden="true" />
              Copy summary
            </Button>
            <Button variant="outline" onClick={() => void copy(url, "Link")}>
              <LinkIcon aria-hidden="true" />
              Copy link
            </Button>
          </div>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute top-3 right-3">
              <X aria-hidden="true" />
              <span className="sr-only">Close</span>
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
