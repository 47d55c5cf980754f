import { Ban, CircleCheck, Clock, Lock, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { authPathFor } from "../../../../domain/user/safe-next.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useT } from "../../../lib/i18n.ts";

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
export function LoginRequiredCard({
  path,
  message,
  title,
}: {
  path: string;
  message: string;
  /** The card's heading when the spec words it ("You must be logged in to join a ride"). */
  title?: string;
}) {
  const t = useT();
  const login = authPathFor(path);
  const registerHref = `${login}${login.includes("?") ? "&" : "?"}tab=register`;
  return (
    <StatusCard
      id="login-required-title"
      icon={<Lock aria-hidden="true" />}
      title={title ?? t("ride.status.login_title")}
    >
      <p>{message}</p>
      <div className="flex flex-wrap gap-2">
        <Link href={login} className={buttonClasses("primary", "md", "flex-1")}>
          {t("ride.status.login")}
        </Link>
        <Link href={registerHref} className={buttonClasses("outline", "md", "flex-1")}>
          {t("ride.status.register")}
        </Link>
      </div>
    </StatusCard>
  );
}

/** For a passenger: they are on this ride (or it has taken place). */
export function JoinedCard({ past }: { past: boolean }) {
  const t = useT();
  return (
    <StatusCard
      id="joined-title"
      icon={<CircleCheck aria-hidden="true" />}
      title={t(past ? "ride.status.completed_title" : "ride.status.joined_title")}
    >
      <p>{t(past ? "ride.status.completed" : "ride.status.joined")}</p>
      <Link href="/home?tab=my" className={buttonClasses("outline", "md", "w-full")}>
        {t("ride.view_your_rides")}
      </Link>
    </StatusCard>
  );
}

/** For the ride's own people once its organizer has cancelled it: when, and the reason given. */
export function CancelledRideCard({ reason }: { reason: string | null }) {
  const t = useT();
  return (
    <StatusCard
      id="cancelled-ride-title"
      icon={<Ban aria-hidden="true" />}
      title={t("ride.status.cancelled_title")}
    >
      <p>{t("ride.status.cancelled")}</p>
      {reason ? (
        <figure className="space-y-1">
          <figcaption className="font-medium text-foreground">
            {t("ride.status.reason_given")}
          </figcaption>
          <blockquote className="border-l-2 border-border pl-3 whitespace-pre-line">
            {reason}
          </blockquote>
        </figure>
      ) : null}
      <Link href="/home" className={buttonClasses("outline", "md", "w-full")}>
        {t("ride.status.find_another")}
      </Link>
    </StatusCard>
  );
}

/** For a reader not on a past ride. */
export function PastRideCard() {
  const t = useT();
  return (
    <StatusCard
      id="past-ride-title"
      icon={<Clock aria-hidden="true" />}
      title={t("ride.status.past_title")}
    >
      <p>{t("ride.status.past")}</p>
      <Link href="/home" className={buttonClasses("outline", "md", "w-full")}>
        {t("ride.view_available")}
      </Link>
    </StatusCard>
  );
}

/** For a reader not on a ride whose seats are all taken; a vendor is not told to organise one. */
export function FullRideCard({ vendor = false }: { vendor?: boolean }) {
  const t = useT();
  return (
    <StatusCard
      id="full-ride-title"
      icon={<UsersRound aria-hidden="true" />}
      title={t("ride.status.full_title")}
    >
      <p>{t(vendor ? "ride.status.full_vendor" : "ride.status.full")}</p>
      <Link href="/home" className={buttonClasses("outline", "md", "w-full")}>
        {t("ride.view_available")}
      </Link>
    </StatusCard>
  );
}
