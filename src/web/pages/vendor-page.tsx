import { useLingui } from "@lingui/react";
import { CarFront, Check, Info } from "lucide-react";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import {
  decideAssign,
  decideRelease,
  directionTitle,
  VENDOR_NOT_VERIFIED_MESSAGE,
} from "../../domain/ride/ride.ts";
import { filterAndSortRides } from "../../domain/ride/ride-list.ts";
import type { Ride } from "../../domain/ride/ride-schemas.ts";
import { formatRideDate } from "../../domain/shared/dates.ts";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import { ConfirmButton } from "../components/confirm-button.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { ConfirmDialog } from "../components/ui/confirm-dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { parseRideId } from "../features/rides/api/get-ride.ts";
import { useAssignRide } from "../features/vendor-rides/api/assign-ride.ts";
import { useAvailableRides } from "../features/vendor-rides/api/get-available-rides.ts";
import { useVendorRides } from "../features/vendor-rides/api/get-vendor-rides.ts";
import { useReleaseRide } from "../features/vendor-rides/api/release-ride.ts";
import { VendorRideList } from "../features/vendor-rides/components/vendor-ride-list.tsx";
import { translate } from "../lib/i18n.ts";
import { toast } from "../lib/toast.ts";
import { useAuth } from "../lib/use-auth.ts";

type Tab = "mine" | "available";

/** Upcoming rides first (soonest first), then past ones. */
const upcomingFirst = (rides: Ride[]) =>
  filterAndSortRides(rides, { direction: "all", time: "all", sort: "dateAsc" }, new Date());

function NotAVendor() {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <Info aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
          <div className="space-y-2">
            <h2 className="text-lg font-semibold">This dashboard is for vendors</h2>
            <p className="text-sm text-muted-foreground">
              The vendor dashboard is where drivers and transport companies find open rides and take
              them. Your account is a rider account, so there is nothing to manage here.
            </p>
            <p className="text-sm text-muted-foreground">
              Drivers sign up with the "Register as a vendor/driver" option when creating an
              account.
            </p>
          </div>
        </div>
        <Link href="/home" className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
          Browse rides
        </Link>
      </CardContent>
    </Card>
  );
}

function VendorIdentity({ user }: { user: PublicUser }) {
  const driver = user.driverDetails;
  const parts = [
    user.companyName,
    driver?.name && `Driver ${driver.name}`,
    driver?.contact,
    driver?.carNumber && `Car ${driver.carNumber}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <CarFront aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Passengers of your rides see: <span className="text-foreground">{parts.join(" · ")}</span>
      </span>
    </p>
  );
}

export function VendorPage() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const params = new URLSearchParams(useSearch());
  const requestedId = parseRideId(params.get("rideId") ?? undefined);
  const isVendor = user?.isVendor === true;

  const assigned = useVendorRides(isVendor);
  const available = useAvailableRides(isVendor);
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

  const take = (ride: Ride) =>
    assign.mutate(ride.id, {
      onSuccess: () => {
        toast({
          title: "Ride assigned",
          description: `You are now the driver of the ${directionTitle(i18n, ride.direction)} ride on ${formatRideDate(ride.date)}. It is listed under My Rides.`,
        });
        setJustAssigned({ id: ride.id, token: Date.now() });
        setChosenTab("mine");
      },
    });

  const giveBack = (ride: Ride) =>
    release.mutate(ride.id, {
      onSuccess: () =>
        toast({
          title: "Ride released",
          description: `The ${directionTitle(i18n, ride.direction)} ride on ${formatRideDate(ride.date)} is open again for other vendors.`,
        }),
    });

  return (
    <div className="space-y-6">
      <title>Vendor Dashboard · FC Rideshare</title>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Vendor Dashboard</h1>
        {isVendor ? (
          <>
            <p className="text-muted-foreground">
              Take open rides and keep track of the ones you drive.
            </p>
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
          <span>
            {translate(VENDOR_NOT_VERIFIED_MESSAGE)}. Until then you can browse open rides, but you
            cannot take them or see passengers' contacts.
          </span>
        </p>
      ) : null}

      {isVendor && requestedGone ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-border bg-muted px-3 py-2 text-sm"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            The ride you picked is no longer open: another vendor may have taken it, or it has
            already left.{" "}
            <Link href={`/rides/${requestedId}`} className="font-medium text-primary underline">
              See the ride
            </Link>
          </span>
        </p>
      ) : null}

      {isVendor ? (
        <Tabs value={tab} onValueChange={(value) => setChosenTab(value as Tab)}>
          <TabsList className="sm:max-w-md">
            <TabsTrigger value="mine">My Rides</TabsTrigger>
            <TabsTrigger value="available">Available Rides</TabsTrigger>
          </TabsList>
          <TabsContent value="mine">
            <VendorRideList
              query={assigned}
              order={upcomingFirst}
              loadingLabel="Loading your rides"
              emptyText="No assigned rides yet."
              highlightId={highlightId}
              focusToken={justAssigned?.token}
              now={now}
              action={(ride) => (
                <>
                  {ride.status === "assigned" ? (
                    <span className="inline-flex min-h-9 items-center gap-1 text-sm font-medium text-primary">
                      <Check aria-hidden="true" className="size-4" />
                      Assigned to you
                    </span>
                  ) : null}
                  <Link
                    href={`/rides/${ride.id}`}
                    className={buttonClasses("outline", "sm", "ml-auto")}
                  >
                    View Details
                  </Link>
                  {decideRelease(ride, user, now).ok ? (
                    <ConfirmButton
                      label="Release"
                      confirmLabel="Yes, release this ride"
                      consequence="You will no longer drive this ride: it goes back to the open rides for any vendor, and its passengers stop seeing you as their driver."
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
              loadingLabel="Loading available rides"
              emptyText="No available rides at the moment."
              highlightId={highlightId}
              now={now}
              action={(ride) => {
                const pending = assign.isPending && assign.variables === ride.id;
                return (
                  <>
                    <Link
                      href={`/rides/${ride.id}`}
                      className={buttonClasses("outline", "sm", "flex-1")}
                    >
                      View Details
                    </Link>
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
                          {pending ? "Assigning..." : "Assign Ride"}
                        </Button>
                      }
                      title="Take this ride?"
                      description={`You become the driver of the ${directionTitle(i18n, ride.direction)} ride on ${formatRideDate(ride.date)}. Its riders see your company and driver details, and it leaves the open list.`}
                      confirmLabel="Assign Ride"
                      onConfirm={() => take(ride)}
                    />
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
