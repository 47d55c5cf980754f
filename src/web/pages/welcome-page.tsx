import { CircleCheck, Search, UserRoundPen } from "lucide-react";
import { Link, useSearch } from "wouter";
import { safeNextPath } from "../../domain/user/safe-next.ts";
import { displayName } from "../../domain/user/user.ts";
import { PageTitle } from "../components/layout/page-title.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../components/ui/card.tsx";
import { useT } from "../lib/i18n.ts";
import { useAuth } from "../lib/use-auth.ts";

/** After registering: what to do first, finding a ride (or the vendor's dashboard) and the profile. */
export function WelcomePage() {
  const t = useT();
  const { user } = useAuth();
  const next = safeNextPath(new URLSearchParams(useSearch()).get("next"), "/home");
  if (!user) return null; // The router lets members in only.
  const missingWhatsApp = !user.whatsappNumber;
  const goOn = user.isVendor
    ? {
        href: "/vendor",
        label: t("account.welcome.dashboard"),
        text: t("account.welcome.dashboard_text"),
      }
    : next === "/home" || next === "/"
      ? { href: "/home", label: t("account.welcome.find"), text: t("account.welcome.find_text") }
      : {
          href: next,
          label: t("account.welcome.continue"),
          text: t("account.welcome.continue_text"),
        };
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageTitle>{t("account.welcome.page_title")}</PageTitle>
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
        <CircleCheck aria-hidden="true" className="size-7 text-primary" />
        {t("account.welcome.heading", { name: displayName(user) })}
      </h1>
      <p className="text-muted-foreground">{t("account.welcome.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card aria-labelledby="welcome-find-title">
          <CardHeader>
            <CardTitle id="welcome-find-title" className="flex items-center gap-2 text-base">
              <Search aria-hidden="true" className="size-5 text-primary" />
              {goOn.label}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4 text-sm text-muted-foreground">
            <p>{goOn.text}</p>
            <Link href={goOn.href} className={buttonClasses("primary", "md", "w-full")}>
              {goOn.label}
            </Link>
          </CardContent>
        </Card>
        <Card aria-labelledby="welcome-profile-title">
          <CardHeader>
            <CardTitle id="welcome-profile-title" className="flex items-center gap-2 text-base">
              <UserRoundPen aria-hidden="true" className="size-5 text-primary" />
              {t("account.welcome.profile")}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4 text-sm text-muted-foreground">
            <p>
              {missingWhatsApp
                ? t("account.welcome.add_whatsapp")
                : t("account.welcome.check_contacts")}
            </p>
            <Link href="/profile" className={buttonClasses("outline", "md", "w-full")}>
              {t("account.welcome.profile")}
            </Link>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
