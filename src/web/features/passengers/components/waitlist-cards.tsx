import { Hourglass } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { useWaitlist } from "../api/get-waitlist.ts";
import { useLeaveWaitlist } from "../api/leave-waitlist.ts";

/**
 * For a rider on the waitlist: their place, that they are seated by themselves when seats free up
 * (decision 017), and a way out.
 */
export function WaitingCard({ rideId }: { rideId: number }) {
  const t = useT();
  const waitlist = useWaitlist(rideId);
  const leave = useLeaveWaitlist(rideId);
  const position = waitlist.data && "position" in waitlist.data ? waitlist.data.position : null;
  return (
    <Card aria-labelledby="waiting-title">
      <CardHeader>
        <CardTitle id="waiting-title" className="flex items-center gap-2">
          <Hourglass aria-hidden="true" className="size-5 text-primary" />
          {t("ride.waitlist.waiting_title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {position === null ? (
          <Spinner label={t("ride.waitlist.loading")} />
        ) : (
          <p className="text-lg font-semibold" data-testid="waitlist-position">
            {t("ride.waitlist.position", { position })}
          </p>
        )}
        <p className="text-muted-foreground">{t("ride.waitlist.how")}</p>
        <Button
          variant="outline"
          className="w-full"
          disabled={leave.isPending}
          onClick={() =>
            leave.mutate(undefined, {
              onSuccess: () => toast({ title: "ride.waitlist.left" }),
            })
          }
        >
          {t(leave.isPending ? "ride.leaving" : "ride.waitlist.leave")}
        </Button>
      </CardContent>
    </Card>
  );
}

/** For the organizer: who waits for a seat, in order, with their party and stop. */
export function WaitlistQueueCard({ rideId }: { rideId: number }) {
  const t = useT();
  const waitlist = useWaitlist(rideId);
  const queue = waitlist.data && "queue" in waitlist.data ? waitlist.data.queue : [];
  if (queue.length === 0) return null;
  return (
    <Card aria-labelledby="waitlist-title">
      <CardHeader>
        <CardTitle id="waitlist-title">{t("ride.waitlist.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-muted-foreground">{t("ride.waitlist.queue_how")}</p>
        <ol className="divide-y divide-border rounded-lg border border-border">
          {queue.map((party) => (
            <li key={party.userId} className="flex items-start gap-3 px-3 py-2">
              <span className="font-semibold tabular-nums">{party.position}.</span>
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {t("ride.waitlist.party", { name: party.name, count: party.passengerCount })}
                </p>
                <p className="text-xs whitespace-pre-line text-muted-foreground">
                  {party.dropoffLocation}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
