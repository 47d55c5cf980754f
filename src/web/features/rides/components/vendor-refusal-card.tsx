import { Truck } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { translate, useT } from "../../../lib/i18n.ts";

/** For a vendor who reached a rider's page by its address: the domain's refusal and the way back. */
export function VendorRefusalCard({ message }: { message: string }) {
  const t = useT();
  return (
    <Card aria-labelledby="vendor-refusal-title">
      <CardHeader>
        <CardTitle id="vendor-refusal-title" className="flex items-center gap-2">
          <Truck aria-hidden="true" className="size-5 text-primary" />
          {translate(message)}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-muted-foreground">
        <p>{t("ride.vendor_refusal.text")}</p>
        <Link href="/vendor" className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
          {t("ride.vendor_refusal.dashboard")}
        </Link>
      </CardContent>
    </Card>
  );
}
