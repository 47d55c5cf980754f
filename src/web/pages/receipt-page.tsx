import { ArrowLeft, Printer } from "lucide-react";
import { Link, useParams, useSearch } from "wouter";
import { PageTitle } from "../components/layout/page-title.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { QueryError } from "../components/ui/query-error.tsx";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { useReceipt } from "../features/payments/api/get-receipt.ts";
import { ReceiptSheet } from "../features/payments/components/receipt-sheet.tsx";
import { parseRideId } from "../features/rides/api/get-ride.ts";
import { RideNotFound } from "../features/rides/components/ride-not-found.tsx";
import { useT } from "../lib/i18n.ts";

/**
 * `/rides/{id}/receipt[?passengerId=]`: a party's receipt, ready to print or to save as PDF
 * with the browser's own dialog (issue 38).
 */
export function ReceiptPage() {
  const t = useT();
  const rideId = parseRideId(useParams<{ id: string }>().id);
  const asked = new URLSearchParams(useSearch()).get("passengerId");
  const passengerId = asked === null ? null : parseRideId(asked);
  if (rideId === null || (asked !== null && passengerId === null)) return <RideNotFound />;
  return <Receipt rideId={rideId} passengerId={passengerId} title={t("ride.receipt.loading")} />;
}

function Receipt(props: { rideId: number; passengerId: number | null; title: string }) {
  const t = useT();
  const receipt = useReceipt(props.rideId, props.passengerId);
  if (receipt.isPending) return <PageSpinner label={props.title} />;
  if (receipt.isError) return <QueryError query={receipt} what="receipt" />;
  return (
    <div className="mx-auto max-w-2xl space-y-4 print:max-w-none">
      <PageTitle>{t("ride.receipt.page_title", { number: receipt.data.number })}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link href={`/rides/${props.rideId}`} className={buttonClasses("ghost", "sm")}>
          <ArrowLeft aria-hidden="true" />
          {t("ride.receipt.back")}
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t("ride.receipt.print")}
        </Button>
      </div>
      <ReceiptSheet receipt={receipt.data} />
    </div>
  );
}
