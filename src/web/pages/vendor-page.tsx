import { Trans, useLingui } from "@lingui/react";
import { CarFront, Check, Info } from "lucide-react";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { messageRef } from "../../domain/i18n/message.ts";
import { decideAssign, decideRelease, directionTitle } from "../../domain/ride/ride.ts";
import { filterAndSortRides } from "../../domain/ride/ride-list.ts";
import type { Ride } from "../../domain/ride/ride-schemas.ts";
import { formatRideDate } from "../../domain/shared/dates.ts";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import { ConfirmButton } from "../components/confirm-button.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { ConfirmDialog } from "../components/ui/confirm-dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { VendorRatings } from "../features/ratings/components/vendor-ratings.tsx";
import { parseRideId } from "../features/rides/api/get-ride.ts";
import { useAssignRide } from "../features/vendor-rides/api/assign-ride.ts";
import { useAvailableRides } from "../features/vendor-rides/api/get-available-rides.ts";
import { useCrossingRules } from "../features/vendor-rides/api/get-crossing-rules.ts";
import { useVendorRides } from "../features/vendor-rides/api/get-vendor-rides.ts";
import { useReleaseRide } from "../features/vendor-rides/api/release-ride.ts";
import { carriageReason } from "../features/vendor-rides/carriage-reason.ts";
import { VendorRideList } from "../features/vendor-rides/components/vendor-ride-list.tsx";
import { useLocale, useT } from "../lib/i18n.ts";
import { toast } from "../lib/toast.ts";
import { useAuth } from "../lib/use-auth.ts";

type Tab = "mine" | "available" | "ratings";

/** Upcoming rides first (soonest first), then past ones. */
const upcomingFirst = (rides: Ride[]) =>
  filterAndSortRides(rides, { direction: "all", time: "all", sort: "dateAsc" }, new Date());

function NotAVendor() {
  const t = useT();
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <Info aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
          <div className="space-y-2">
            <h2 className="text-lg font-semibold">{t("vendor.not_vendor.title")}</h2>
            <p className="text-sm text-muted-foreground">{t("vendor.not_vendor.text")}</p>
            <p className="text-sm text-muted-foreground">{t("vendor.not_vendor.sign_up")}</p>
          </div>
        </div>
        <Link href="/home" className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
          {t("vendor.not_vendor.browse")}
        </Link>
      </CardContent>
    </Card>
  );
}

function VendorIdentity({ user }: { user: PublicUser }) {
  const t = useT();
  const driver = user.driverDetails;
  const parts = [
    user.companyName,
    driver?.name && t("vendor.identity.driver", { name: driver.name }),
    driver?.contact,
    driver?.carNumber && t("vendor.identity.car", { carNumber: driver.carNumber }),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <CarFront aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <Trans
          id="vendor.identity"
          values={{ details: parts.join(" · ") }}
          components={{ 0: <span className="text-foreground" /> }}
        />
      </span>
    </p>
  );
}

export function VendorPage() {
  const { i18n } = useLingui();
  const t = useT();
  const locale = useLocale();
  const { user } = useAuth();
  const params = new URLSearchParams(useSearch());
  const requestedId = parseRideId(params.get("rideId") ?? undefined);
  const isVendor = user?.isVendor === true;

  const assigned = useVendorRides(isVendor);
  const available = useAvailableRides(isVendor);
  const crossingRules = useCrossingRules(isVendor);
  const assign = useAssignRide();
  const release = useReleaseRide();
  const [chosenTab, setChosenTab] = useState<Tab | null>(null);
  const [justAssigned, setJustAssigned] = useState<{ id: number; token: number } | null>(null);

  if (!user) return null; // The route requires login; this only satisfies the types.

  // With ?rideId= the tab holding that ride opens first; otherwise My Rides.
  const requestedIsMine = assigned.data?.some((ride) => ride.id === requestedId) ?? false;
  const preferredTab: Tab = requestedId !== null && !requestedIsMine ? "available" : "mine";
  const requestedGone =
    requestedId !== null &&
    justAssigned === null &&
    assigned.isSuccess &&
    available.isSuccess &&
    !requestedIsMine &&
    !available.data.some((ride) => ride.id === requestedId);
  const tab = chosenTab ?? preferredTab;
  const highlightId = justAssigned?.id ?? requestedId;
  const now = new Date();

  /** A ride as the confirmations and toasts name it: its direction and date. */
  const rideValues = (ride: Ride) => ({
    direction: directionTitle(i18n, ride.direction),
    date: formatRideDate(ride.date, locale),
  });

  const take = (ride: Ride) =>
    assign.mutate(ride.id, {
      onSuccess: () => {
        toast({
          title: "vendor.assign.done_title",
          description: messageRef("vendor.assign.done", rideValues(ride)),
        });
        setJustAssigned({ id: ride.id, token: Date.now() });
        setChosenTab("mine");
      },
    });

  const giveBack = (ride: Ride) =>
    release.mutate(ride.id, {
      onSuccess: () =>
        toast({
          title: "vendor.release.done_title",
          description: messageRef("vendor.release.done", rideValues(ride)),
        }),
    });

  return (
    <div className="space-y-6">
      <title>{t("vendor.page_title")}</title>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("vendor.heading")}</h1>
        {isVendor ? (
          <>
            <p className="text-muted-foreground">{t("vendor.intro")}</p>
            <VendorIdentity user={user} />
          </>
        ) : null}
      </div>

      {isVendor && !user.vendorVerified ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-border bg-muted px-3 py-2 text-sm"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t("vendor.unverified")}</span>
        </p>
      ) : null}

      {isVendor && requestedGone ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-border bg-muted px-3 py-2 text-sm"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <Trans
              id="vendor.requested_gone"
              components={{
                0: (
                  <Link
                    href={`/rides/${requestedId}`}
                    className="font-medium text-primary underline"
                  />
                ),
              }}
            />
          </span>
        </p>
      ) : null}

      {isVendor ? (
        <Tabs value={tab} onValueChange={(value) => setChosenTab(value as Tab)}>
          <TabsList className="sm:max-w-md">
            <TabsTrigger value="mine">{t("vendor.tab.mine")}</TabsTrigger>
            <TabsTrigger value="available">{t("vendor.tab.available")}</TabsTrigger>
            <TabsTrigger value="ratings">{t("vendor.tab.ratings")}</TabsTrigger>
          </TabsList>
          <TabsContent value="ratings">
            {user ? <VendorRatings vendorId={user.id} /> : null}
          </TabsContent>
          <TabsContent value="mine">
            <VendorRideList
              query={assigned}
              order={upcomingFirst}
              loadingLabel={t("vendor.mine.loading")}
              emptyText={t("vendor.mine.empty")}
              highlightId={highlightId}
              focusToken={justAssigned?.token}
              now={now}
              action={(ride) => (
                <>
                  {ride.status === "assigned" ? (
                    <span className="inline-flex min-h-9 items-center gap-1 text-sm font-medium text-primary">
                      <Check aria-hidden="true" className="size-4" />
                      {t("vendor.assigned_to_you")}
                    </span>
                  ) : null}
                  <Link
                    href={`/rides/${ride.id}`}
                    className={buttonClasses("outline", "sm", "ml-auto")}
                  >
                    {t("vendor.view_details")}
                  </Link>
                  {decideRelease(ride, user, now).ok ? (
                    <ConfirmButton
                      label={t("vendor.release")}
                      confirmLabel={t("vendor.release.confirm")}
                      consequence={t("vendor.release.consequence")}
                      pending={release.isPending && release.variables === ride.id}
                      describedBy={`vendor-ride-${ride.id}-title`}
                      onConfirm={() => giveBack(ride)}
                    />
                  ) : null}
                </>
              )}
            />
          </TabsContent>
          <TabsContent value="available">
            <VendorRideList
              query={available}
              loadingLabel={t("vendor.available.loading")}
              emptyText={t("vendor.available.empty")}
              highlightId={highlightId}
              now={now}
              action={(ride) => {
                const pending = assign.isPending && assign.variables === ride.id;
                // A ride the vendor's licence may not take shows why instead of the button.
                const reason =
                  user.vendorVerified && user.vehicle && crossingRules.data
                    ? carriageReason(ride, user.vehicle, crossingRules.data.rules, locale)
                    : null;
                return (
                  <>
                    <Link
                      href={`/rides/${ride.id}`}
                      className={buttonClasses("outline", "sm", "flex-1")}
                    >
                      {t("vendor.view_details")}
                    </Link>
                    {reason ? (
                      <p
                        data-testid="carriage-reason"
                        className="flex basis-full items-start gap-2 text-sm text-muted-foreground"
                      >
                        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        <span>{t(reason.id, reason.values)}</span>
                      </p>
                    ) : (
                      <ConfirmDialog
                        trigger={
                          <Button
                            size="sm"
                            className="flex-1"
                            disabled={
                              assign.isPending || user === null || !decideAssign(ride, user, now).ok
                            }
                            aria-describedby={`vendor-ride-${ride.id}-title`}
                          >
                            {pending ? t("vendor.assigning") : t("vendor.assign")}
                          </Button>
                        }
                        title={t("vendor.assign.confirm_title")}
                        description={t("vendor.assign.confirm_text", rideValues(ride))}
                        confirmLabel={t("vendor.assign")}
                        onConfirm={() => take(ride)}
                      />
                    )}
                  </>
                );
              }}
            />
          </TabsContent>
        </Tabs>
      ) : (
        <NotAVendor />
      )}
    </div>
  );
}
