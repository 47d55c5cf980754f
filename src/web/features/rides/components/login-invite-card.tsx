import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useT } from "../../../lib/i18n.ts";

/** For visitors: what logging in gives them (`message`, translated), and the way to /auth. */
export function LoginInviteCard({ message }: { message?: string }) {
  const t = useT();
  return (
    <Card className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="space-y-1">
        <h2 className="font-semibold">{t("app.invite.title")}</h2>
        <p className="text-sm text-muted-foreground">{message ?? t("app.invite.text")}</p>
      </div>
      <Link href="/auth" className={buttonClasses("primary", "md", "shrink-0")}>
        <LogIn aria-hidden="true" />
        {t("app.invite.button")}
      </Link>
    </Card>
  );
}
