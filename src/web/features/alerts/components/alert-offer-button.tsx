import { BellPlus } from "lucide-react";
import { alertOfSearch } from "../../../../domain/alert/alert.ts";
import type { HomeSearch } from "../../../../domain/ride/ride-search.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { useCreateAlert } from "../api/alerts.ts";

/**
 * "Tell me when one appears": saves the home's search as a ride alert (its direction, the day's
 * day of the week, its time of day). Shown once a direction is chosen: an alert is for one way.
 */
export function AlertOfferButton({ search }: { search: HomeSearch }) {
  const t = useT();
  const create = useCreateAlert();
  const alert = alertOfSearch(search);
  if (!alert) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={create.isPending}
      onClick={() =>
        create.mutate(
          { ...alert, days: [...alert.days] },
          {
            onSuccess: () => toast({ title: "app.alert.saved" }),
          },
        )
      }
    >
      <BellPlus aria-hidden="true" className="size-4" />
      {t("app.alert.offer")}
    </Button>
  );
}
