import { BookOpen, CircleAlert, Home } from "lucide-react";
import { Link } from "wouter";
import { PageTitle } from "../components/layout/page-title.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { useT } from "../lib/i18n.ts";

/** Any address the router does not know: the app's own words, and two ways on. */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <PageTitle>{t("error.page_not_found.title_tag")}</PageTitle>
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <CircleAlert aria-hidden="true" className="size-7 shrink-0 text-destructive" />
            <h1 className="text-2xl font-bold">{t("error.page_not_found.title")}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t("error.page_not_found.text")}</p>
          <div className="flex flex-wrap gap-2">
            <Link href="/" className={buttonClasses("primary")}>
              <Home aria-hidden="true" />
              {t("error.page_not_found.find")}
            </Link>
            <Link href="/guide" className={buttonClasses("outline")}>
              <BookOpen aria-hidden="true" />
              {t("app.nav.guide")}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
