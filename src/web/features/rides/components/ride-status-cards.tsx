import { Ban, CircleCheck, Clock, Lock, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { authPathFor } from "../../../lib/safe-next.ts";

function StatusCard({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} className="flex items-center gap-2">
          <span className="text-primary [&_svg]:size-5">{icon}</span>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-muted-foreground">{children}</CardContent>
    </Card>
  );
}

/** For visitors: log in (or register) and come back to this page. */
export function LoginRequiredCard({ path, message }: { path: string; message: string }) {
  const login = authPathFor(path);
  const registerHref = `${login}${login.includes("?") ? "&" : "?"}tab=register`;
  return (
    <StatusCard id="login-required-title" icon={<Lock aria-hidden="true" />} title="Login Required">
      <p>{message}</p>
      <div className="flex flex-wrap gap-2">
        <Link href={login} className={buttonClasses("primary", "md", "flex-1")}>
          Login
        </Link>
        <Link href={registerHref} className={buttonClasses("outline", "md", "flex-1")}>
          Register
        </Link>
      </div>
    </StatusCard>
  );
}

/** For a passenger: they are on this ride (or it has taken place). */
export function JoinedCard({ past }: { past: boolean }) {
  return (
    <StatusCard
      id="joined-title"
      icon={<CircleCheck aria-hidden="true" />}
      title={past ? "This Ride Is Completed" : "You've Joined This Ride"}
    >
      <p>
        {past
          ? "This ride has taken place. Thank you for sharing it!"
          : "You're on this ride. See the Passengers tab to contact your fellow travellers."}
      </p>
      <Link href="/home?tab=my" className={buttonClasses("outline", "md", "w-full")}>
        View Your Rides
      </Link>
    </StatusCard>
  );
}

/** For the ride's own people once its organizer has cancelled it: when, and the reason given. */
export function CancelledRideCard({ reason }: { reason: string | null }) {
  return (
    <StatusCard
      id="cancelled-ride-title"
      icon={<Ban aria-hidden="true" />}
      title="This Ride Was Cancelled"
    >
      <p>The organizer cancelled this ride. It no longer runs and cannot be joined.</p>
      {reason ? (
        <figure className="space-y-1">
          <figcaption className="font-medium text-foreground">Reason given</figcaption>
          <blockquote className="border-l-2 border-border pl-3 whitespace-pre-line">
            {reason}
          </blockquote>
        </figure>
      ) : null}
      <Link href="/home" className={buttonClasses("outline", "md", "w-full")}>
        Find Another Ride
      </Link>
    </StatusCard>
  );
}

/** For a reader not on a past ride. */
export function PastRideCard() {
  return (
    <StatusCard
      id="past-ride-title"
      icon={<Clock aria-hidden="true" />}
      title="This Ride Is In The Past"
    >
      <p>This ride has already departed and can no longer be joined.</p>
      <Link href="/home" className={buttonClasses("outline", "md", "w-full")}>
        View Available Rides
      </Link>
    </StatusCard>
  );
}

/** For a reader not on a ride whose seats are all taken. */
export function FullRideCard() {
  return (
    <StatusCard
      id="full-ride-title"
      icon={<UsersRound aria-hidden="true" />}
      title="This Ride Is Full"
    >
      <p>Every seat on this ride is taken. Look for another ride or create your own.</p>
      <Link href="/home" className={buttonClasses("outline", "md", "w-full")}>
        View Available Rides
      </Link>
    </StatusCard>
  );
}
