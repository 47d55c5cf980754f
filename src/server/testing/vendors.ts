import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { VALID_VEHICLE } from "./security-world.ts";
import { registerUser } from "./users.ts";

let counter = 0;

/** A registered vendor with its company and driver details, and its session cookie. */
export function registerVendor(app: FastifyInstance) {
  counter += 1;
  return registerUser(app, {
    isVendor: true,
    companyName: `Border Cars ${counter}`,
    driverDetails: {
      name: `Driver ${counter}`,
      contact: "+60123456789",
      carNumber: `JHB ${counter}`,
    },
  });
}

/**
 * Marks a vendor verified straight in the database, as an admin's Verify would, with a
 * cross-border taxi registered in Singapore unless `registration` says otherwise (issue 37).
 */
export async function verifyVendor(db: Db, vendorId: number, registration: "SG" | "MY" = "SG") {
  await db
    .update(users)
    .set({ vendorVerifiedAt: new Date(), ...VALID_VEHICLE, vendorRegistration: registration })
    .where(eq(users.id, vendorId));
}

/** A registered vendor an admin has verified, with its session cookie. */
export async function registerVerifiedVendor(
  app: FastifyInstance,
  db: Db,
  registration: "SG" | "MY" = "SG",
) {
  const vendor = await registerVendor(app);
  await verifyVendor(db, vendor.user.id, registration);
  return vendor;
}
