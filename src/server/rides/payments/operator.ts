// The operator a receipt names: the vendor assigned to the ride, with its licence and vehicle as
// the admin checked them when verifying (issue 37).
import { eq } from "drizzle-orm";
import type { ReceiptOperator } from "../../../domain/payment/payment-schemas.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/** The ride's operator, or null when no vendor is assigned. */
export async function readOperator(
  db: Db,
  vendorId: number | null,
): Promise<ReceiptOperator | null> {
  if (vendorId === null) return null;
  const [vendor] = await db
    .select({
      companyName: users.companyName,
      licenceType: users.vendorLicenceType,
      licenceNumber: users.vendorLicenceNumber,
      registration: users.vendorRegistration,
      plate: users.vendorPlate,
    })
    .from(users)
    .where(eq(users.id, vendorId));
  return vendor ?? null;
}
