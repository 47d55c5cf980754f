import { CarFront, MapPin, ShieldCheck, Users } from "lucide-react";
import { useState } from "react";
import { Redirect, useSearch } from "wouter";
import { safeNextPath } from "../../domain/user/safe-next.ts";
import { PageTitle } from "../components/layout/page-title.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { DiscordSignIn } from "../features/auth/components/discord-sign-in.tsx";
import { ForgotPasswordView } from "../features/auth/components/forgot-password-view.tsx";
import { LoginForm } from "../features/auth/components/login-form.tsx";
import { RegisterForm } from "../features/auth/components/register-form.tsx";
import { useClientConfig } from "../features/rides/api/get-client-config.ts";
import { useT } from "../lib/i18n.ts";
import { useAuth } from "../lib/use-auth.ts";

type View = "login" | "register" | "forgot-password";

const highlights = [
  { icon: Users, text: "account.auth.highlight_share" },
  { icon: MapPin, text: "account.auth.highlight_stops" },
  { icon: ShieldCheck, text: "account.auth.highlight_guide" },
] as const;

export function AuthPage() {
  const t = useT();
  const { user, isLoading, registerMutation } = useAuth();
  const { data: config } = useClientConfig();
  const params = new URLSearchParams(useSearch());
  const next = safeNextPath(params.get("next"));
  const [view, setView] = useState<View>(params.get("tab") === "register" ? "register" : "login");

  if (isLoading) return <PageSpinner label={t("app.session.loading")} />;
  // Just registered: a welcome first, which then leads on to where they were going.
  if (user && registerMutation.isSuccess) {
    return <Redirect to={`/welcome?next=${encodeURIComponent(next)}`} replace />;
  }
  // Logged in (already, or just now): straight on to where they were going.
  if (user) return <Redirect to={next} replace />;

  return (
    <div className="mx-auto grid max-w-5xl items-start gap-8 lg:grid-cols-2 lg:gap-12 lg:pt-8">
      <PageTitle>{t("account.auth.page_title")}</PageTitle>
      <div className="space-y-3 lg:pt-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("account.auth.heading")}
        </h1>
        <p className="text-muted-foreground">{t("account.auth.intro")}</p>
        <ul className="hidden space-y-3 pt-4 lg:block">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="pt-1.5">{t(text)}</span>
            </li>
          ))}
        </ul>
        <CarFront aria-hidden="true" className="hidden size-24 text-primary/20 lg:mt-6 lg:block" />
      </div>

      <Card className="w-full">
        <CardContent className="space-y-4">
          <DiscordSignIn next={next} enabled={config?.discordSignIn ?? false} />
          {view === "forgot-password" ? (
            <ForgotPasswordView onBack={() => setView("login")} />
          ) : (
            <Tabs value={view} onValueChange={(value) => setView(value as View)}>
              <TabsList>
                <TabsTrigger value="login">{t("account.auth.tab_login")}</TabsTrigger>
                <TabsTrigger value="register">{t("account.auth.tab_register")}</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm onForgotPassword={() => setView("forgot-password")} />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
