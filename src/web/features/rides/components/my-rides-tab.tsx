import { Trans } from "@lingui/react";
import { MessageSquare, Pencil } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Link } from "wouter";
import { decideRideEdit, isCancelled, isCreator, isPast } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { formatRideDate } from "../../../../domain/shared/dates.ts";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { PageSpinner, Spinner } from "../../../components/ui/spinner.tsx";
import { loadPageAreas, useLocale, useT } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useJoinedRides } from "../api/get-joined-rides.ts";
import { useUnreadMessages } from "../api/unread-messages.ts";
import { CalendarLink } from "./calendar-link.tsx";
import { RideCard } from "./ride-card.tsx";
import { ShareButton } from "./share-button.tsx";

// The tab's texts come with its code, out of the home page's first download (npm run size).
await loadPageAreas(["ride"]);

function RideGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}

/** A titled list; `id` names it for its title (any language's title would not make one). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The ride's messages the reader has not read: a link into its conversation. */
function UnreadLink({ rideId, count }: { rideId: number; count: number }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <Link
      href={`/rides/${rideId}?tab=passengers`}
      className={buttonClasses("primary", "sm", "flex-1")}
      data-testid="unread-messages"
    >
      <MessageSquare aria-hidden="true" />
      {t("ride.my_rides.unread", { count })}
    </Link>
  );
}

/**
 * The rides the user organised and joined (for a vendor: those they drive), and the drop-off order of their own FC->SG rides
 * (`sequencePanel`, from the page: the sequence is another feature's).
 */
export function MyRidesTab({
  user,
  sequencePanel,
}: {
  user: PublicUser;
  sequencePanel: (rideId: number) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const joined = useJoinedRides(true);
  const unread = useUnreadMessages(true);
  const now = useNow();

  if (joined.isPending) return <PageSpinner label={t("app.my_rides.loading")} />;
  if (joined.isError) return <QueryError query={joined} what="your_rides" />;
  if (joined.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {user.isVendor ? (
          <Trans
            id="ride.my_rides.none_vendor"
            components={{
              0: <Link href="/vendor" className="font-medium text-primary underline" />,
            }}
          />
        ) : (
          t("ride.my_rides.none")
        )}
      </p>
    );
  }

  const organised = joined.data.filter((ride) => isCreator(ride, user.id));
  const others = joined.data.filter((ride) => !isCreator(ride, user.id));
  // Only a ride still to come has an order to manage (not a departed or cancelled one).
  const sequenced = organised.filter(
    (ride) => ride.direction === "FC->SG" && !isPast(ride, now) && !isCancelled(ride),
  );

  const unreadOf = new Map(unread.data?.map((entry) => [entry.rideId, entry.unread]));
  const card = (listId: string, ride: Ride, action: ReactNode) => (
    <li key={ride.id} className="grid">
      <RideCard
        listId={listId}
        headingLevel={3}
        ride={ride}
        userId={user.id}
        now={now}
        actions={
          <>
            <UnreadLink rideId={ride.id} count={unreadOf.get(ride.id) ?? 0} />
            {action}
            {/* Only its people can open a cancelled ride: nothing to share or put in a calendar. */}
            {isCancelled(ride) ? null : (
              <>
                <ShareButton ride={ride} className="flex-1" />
                <CalendarLink rideId={ride.id} className="flex-1" />
              </>
            )}
          </>
        }
      />
    </li>
  );

  return (
    <div className="space-y-8">
      {organised.length > 0 ? (
        <Section id="my-rides-organized" title={t("ride.my_rides.organized")}>
          <RideGrid>
            {organised.map((ride) =>
              card(
                "organized",
                ride,
                // A ride that has departed can no longer be changed: no Edit.
                decideRideEdit(ride, user.id, now).ok ? (
                  <Link
                    href={`/rides/edit/${ride.id}`}
                    className={buttonClasses("outline", "sm", "flex-1")}
                  >
                    <Pencil aria-hidden="true" />
                    {t("ride.my_rides.edit")}
                  </Link>
                ) : null,
              ),
            )}
          </RideGrid>
        </Section>
      ) : null}

      {others.length > 0 ? (
        // A vendor's own rides are those they drive (the server lists them).
        <Section
          id="my-rides-others"
          title={user.isVendor ? t("ride.my_rides.drive") : t("ride.my_rides.joined")}
        >
          <RideGrid>
            {others.map((ride) =>
              card(
                "joined",
                ride,
                <Link
                  href={`/rides/${ride.id}`}
                  className={buttonClasses("outline", "sm", "flex-1")}
                >
                  {t("app.rides.view")}
                </Link>,
              ),
            )}
          </RideGrid>
        </Section>
      ) : null}

      {sequenced.length > 0 ? (
        <Section id="my-rides-sequence" title={t("ride.my_rides.sequence")}>
          <p className="text-sm text-muted-foreground">{t("ride.my_rides.sequence_text")}</p>
          <div className="grid gap-4 lg:grid-cols-2">
            {sequenced.map((ride) => {
              const titleId = `sequence-${ride.id}-title`;
              return (
                <Card key={ride.id} aria-labelledby={titleId}>
                  <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                    <CardTitle as="h3" id={titleId} className="text-base">
                      {t("ride.my_rides.ride_on", { date: formatRideDate(ride.date, locale) })}
                    </CardTitle>
                    <ShareButton ride={ride} label={t("ride.my_rides.share_summary")} />
                  </CardHeader>
                  <CardContent>
                    <Suspense fallback={<Spinner label={t("ride.my_rides.loading_sequence")} />}>
                      {sequencePanel(ride.id)}
                    </Suspense>
                  </CardContent>
                </Card>
              );
            })}
          </div>
        </Section>
      ) : null}
    </div>
  );
}
