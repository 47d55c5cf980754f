// The operator a receipt names: the vendor assigned to the ride, with its licence as the admin
// checked it. The one place the operator is built, so the vehicle's registration and plate join
// here once the vendor's account holds them (issue 38; until then they are null).
import { eq } from "drizzle-orm";
import type { ReceiptOperator } from "../../../domain/payment/payment-schemas.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

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
    })
    .from(users)
    .where(eq(users.id, vendorId));
  if (!vendor) return null;
  return { ...vendor, registration: null, plate: null };
}
