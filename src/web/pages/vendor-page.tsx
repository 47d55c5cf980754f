import { Trans } from "@lingui/react";
import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { filterAndSortRides } from "../../domain/ride/ride-list.ts";
import type { Ride } from "../../domain/ride/ride-schemas.ts";
import { PageTitle } from "../components/layout/page-title.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { VendorRatings } from "../features/ratings/components/vendor-ratings.tsx";
import { parseRideId } from "../features/rides/api/get-ride.ts";
import { NotAVendor } from "../features/vendor-rides/components/not-a-vendor.tsx";
import { VendorIdentity } from "../features/vendor-rides/components/vendor-identity.tsx";
import {
  AssignedRideActions,
  OpenRideActions,
} from "../features/vendor-rides/components/vendor-ride-actions.tsx";
import { VendorRideList } from "../features/vendor-rides/components/vendor-ride-list.tsx";
import {
  useVendorDashboard,
  type VendorTab,
} from "../features/vendor-rides/use-vendor-dashboard.ts";
import { useT } from "../lib/i18n.ts";
import { useAuth } from "../lib/use-auth.ts";

/** Upcoming rides first (soonest first), then past ones. */
const upcomingFirst = (rides: Ride[]) =>
  filterAndSortRides(rides, { direction: "all", time: "all", sort: "dateAsc" }, new Date());

/** A note above the tabs, read out when it appears. */
function StatusNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-border bg-muted px-3 py-2 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export function VendorPage() {
  const t = useT();
  const { user } = useAuth();
  const isVendor = user?.isVendor === true;
  // With ?rideId= (a vendor's notice links here) the tab holding that ride opens first.
  const requestedId = parseRideId(new URLSearchParams(useSearch()).get("rideId") ?? undefined);
  const dashboard = useVendorDashboard(isVendor, requestedId);

  if (!user) return null; // The route requires login; this only satisfies the types.
  const now = new Date();
  const actionsFor = { user, now, dashboard };

  return (
    <div className="space-y-6">
      <PageTitle>{t("vendor.page_title")}</PageTitle>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("vendor.heading")}</h1>
        {isVendor ? (
          <>
            <p className="text-muted-foreground">{t("vendor.intro")}</p>
            <VendorIdentity user={user} />
          </>
        ) : null}
      </div>

      {isVendor && !user.vendorVerified ? <StatusNote>{t("vendor.unverified")}</StatusNote> : null}

      {isVendor && dashboard.requestedGone ? (
        <StatusNote>
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
        </StatusNote>
      ) : null}

      {isVendor ? (
        <Tabs value={dashboard.tab} onValueChange={(value) => dashboard.setTab(value as VendorTab)}>
          <TabsList className="sm:max-w-md">
            <TabsTrigger value="mine">{t("vendor.tab.mine")}</TabsTrigger>
            <TabsTrigger value="available">{t("vendor.tab.available")}</TabsTrigger>
            <TabsTrigger value="ratings">{t("vendor.tab.ratings")}</TabsTrigger>
          </TabsList>
          <TabsContent value="ratings">
            <VendorRatings vendorId={user.id} />
          </TabsContent>
          <TabsContent value="mine">
            <VendorRideList
              query={dashboard.assigned}
              order={upcomingFirst}
              loadingLabel={t("vendor.mine.loading")}
              emptyText={t("vendor.mine.empty")}
              highlightId={dashboard.highlightId}
              focusToken={dashboard.focusToken}
              now={now}
              action={(ride) => <AssignedRideActions ride={ride} {...actionsFor} />}
            />
          </TabsContent>
          <TabsContent value="available">
            <VendorRideList
              query={dashboard.available}
              loadingLabel={t("vendor.available.loading")}
              emptyText={t("vendor.available.empty")}
              highlightId={dashboard.highlightId}
              now={now}
              action={(ride) => <OpenRideActions ride={ride} {...actionsFor} />}
            />
          </TabsContent>
        </Tabs>
      ) : (
        <NotAVendor />
      )}
    </div>
  );
}
