import { decideCreateRide } from "../../domain/user/user.ts";
import { PageTitle } from "../components/layout/page-title.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { CheckpointCameras } from "../features/live/components/checkpoint-cameras.tsx";
import { RideForm } from "../features/rides/components/ride-form.tsx";
import { VendorRefusalCard } from "../features/rides/components/vendor-refusal-card.tsx";
import { useT } from "../lib/i18n.ts";
import { useAuth } from "../lib/use-auth.ts";

export function CreateRidePage() {
  const t = useT();
  const { user } = useAuth();
  // The page is for members only (the router), so a user is here; a vendor is refused by the rule.
  const decision = user ? decideCreateRide(user) : null;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageTitle>{t("form.create.page_title")}</PageTitle>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("form.create.heading")}</h1>
      <p className="text-sm text-muted-foreground" data-testid="licensed-car-note">
        {t("form.create.licensed_car")}
      </p>
      {decision && !decision.ok ? (
        <VendorRefusalCard message={decision.message} />
      ) : (
        <>
          <Card>
            <CardContent>
              <RideForm mode={{ kind: "create" }} />
            </CardContent>
          </Card>
          {/* Beside the planner's typical times, the queues as they look now. */}
          <CheckpointCameras />
        </>
      )}
    </div>
  );
}
