import { type ReactNode, useEffect } from "react";
import { useLocation, useParams } from "wouter";
import { decideRideEdit, isCreator } from "../../domain/ride/ride.ts";
import { rideToFormValues } from "../../domain/ride/ride-form.ts";
import { PageTitle } from "../components/layout/page-title.tsx";
import { ErrorAlert } from "../components/ui/alert.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { QueryError } from "../components/ui/query-error.tsx";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { isRideMissing, parseRideId, useRide } from "../features/rides/api/get-ride.ts";
import { RideForm } from "../features/rides/components/ride-form.tsx";
import { RideNotFound } from "../features/rides/components/ride-not-found.tsx";
import { translate, useT } from "../lib/i18n.ts";
import { toast } from "../lib/toast.ts";
import { useAuth } from "../lib/use-auth.ts";

export function EditRidePage() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const rideId = parseRideId(params.id);
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const ride = useRide(rideId);
  const notCreator = ride.data !== undefined && user !== null && !isCreator(ride.data, user.id);

  useEffect(() => {
    if (!notCreator) return;
    toast({
      title: "form.toast.error",
      description: "form.edit.not_authorized",
      variant: "destructive",
    });
    navigate("/home", { replace: true });
  }, [notCreator, navigate]);

  let content: ReactNode;
  if (rideId === null || isRideMissing(ride.error)) content = <RideNotFound headingLevel={2} />;
  else if (ride.isError) content = <QueryError query={ride} what="ride" />;
  else if (ride.isPending || notCreator || user === null)
    content = <PageSpinner label={t("form.ride.loading")} />;
  else {
    // A departed or cancelled ride offers no form, so neither Edit nor Delete.
    const decision = decideRideEdit(ride.data, user.id, new Date());
    content = decision.ok ? (
      <Card>
        <CardContent>
          <RideForm
            key={ride.data.id}
            mode={{ kind: "edit", ride: ride.data, initial: rideToFormValues(ride.data) }}
          />
        </CardContent>
      </Card>
    ) : (
      <ErrorAlert>{translate(decision.message)}</ErrorAlert>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageTitle>{t("form.edit.page_title")}</PageTitle>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("form.edit.heading")}</h1>
      {content}
    </div>
  );
}
