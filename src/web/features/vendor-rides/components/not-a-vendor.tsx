import { Info } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { useT } from "../../../lib/i18n.ts";

/** The dashboard for a rider who is not a vendor: what it is for and how to become one. */
export function NotAVendor() {
  const t = useT();
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <Info aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
          <div className="space-y-2">
            <h2 className="text-lg font-semibold">{t("vendor.not_vendor.title")}</h2>
            <p className="text-sm text-muted-foreground">{t("vendor.not_vendor.text")}</p>
            <p className="text-sm text-muted-foreground">{t("vendor.not_vendor.sign_up")}</p>
          </div>
        </div>
        <Link href="/home" className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
          {t("vendor.not_vendor.browse")}
        </Link>
      </CardContent>
    </Card>
  );
}
