import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { useT } from "../../../lib/i18n.ts";

/** The state of a ride page whose ride does not exist (any more). */
export function RideNotFound({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const t = useT();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardContent className="space-y-4 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
        <Heading className="text-2xl font-bold">{t("ride.not_found.title")}</Heading>
        <p className="text-muted-foreground">{t("ride.not_found.text")}</p>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Link href="/home" className={buttonClasses("primary")}>
            {t("ride.view_available")}
          </Link>
          <Link href="/rides/create" className={buttonClasses("outline")}>
            {t("ride.not_found.create")}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
