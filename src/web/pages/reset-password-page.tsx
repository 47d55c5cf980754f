import { Link, useSearch } from "wouter";
import { PageTitle } from "../components/layout/page-title.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { CompleteResetForm } from "../features/auth/components/complete-reset-form.tsx";
import { useT } from "../lib/i18n.ts";

/** Where an admin's one-time reset link leads (`/reset-password?token=...`). */
export function ResetPasswordPage() {
  const t = useT();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return (
    <div className="mx-auto max-w-md space-y-4 lg:pt-8">
      <PageTitle>{t("account.reset.title")}</PageTitle>
      <h1 className="text-2xl font-bold tracking-tight">{t("account.reset.title")}</h1>
      <Card>
        <CardContent className="space-y-4">
          {token ? (
            <>
              <p className="text-sm text-muted-foreground">{t("account.reset.text")}</p>
              <CompleteResetForm token={token} />
            </>
          ) : (
            <>
              <p>{t("account.reset.no_token")}</p>
              <Link href="/auth" className={buttonClasses("outline", "md", "w-full")}>
                {t("account.forgot.return")}
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
