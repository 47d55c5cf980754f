// The vendor feature's store: the admins' verification of vendor accounts and the append-only
// record of every change to a vendor's standing or to the rides it drives.
import { and, asc, eq, gt, isNotNull, isNull, ne, or } from "drizzle-orm";
import { needsReverification } from "../../domain/carriage/carriage.ts";
import type { VerifyVendorBody } from "../../domain/rating/rating-schemas.ts";
import type { VendorStatus } from "../../domain/user/user.ts";
import type { AdminVendor } from "../../domain/user/user-schemas.ts";
import { noticeVerification } from "../carriage/public.ts";
import type { Db } from "../db/client.ts";
import { type UserRow, users, type VendorEventKind, vendorEvents } from "../db/schema/index.ts";
import { takePage } from "../http/pagination.ts";
import { toPublicUser } from "../users/public.ts";

/** Appends one change: what happened, to which vendor, on which ride, by whom. */
export async function recordVendorEvent(
  db: Db,
  event: { kind: VendorEventKind; vendorId: number; rideId?: number; actorId: number },
) {
  await db.insert(vendorEvents).values(event);
}

/** The vendor's history, oldest first. */
export async function listVendorEvents(db: Db, vendorId: number) {
  return db
    .select()
    .from(vendorEvents)
    .where(eq(vendorEvents.vendorId, vendorId))
    .orderBy(asc(vendorEvents.id));
}

export function toAdminVendor(row: UserRow): AdminVendor {
  return {
    ...toPublicUser(row),
    vendorVerifiedAt: row.vendorVerifiedAt?.toISOString() ?? null,
    licenceType: row.vendorLicenceType ?? null,
    licenceNumber: row.vendorLicenceNumber,
    registration: row.vendorRegistration,
    permitExpires: row.vendorPermitExpires,
    plate: row.vendorPlate,
    needsReverification:
      row.vendorVerifiedAt !== null &&
      needsReverification({
        licenceType: row.vendorLicenceType,
        registration: row.vendorRegistration,
        permitExpires: row.vendorPermitExpires,
      }),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of vendor accounts waiting for verification or verified, in the order they registered. */
export async function listVendorAccounts(
  db: Db,
  status: VendorStatus,
  page: { limit: number; cursor?: { id: number } | null },
) {
  const verified = {
    pending: isNull(users.vendorVerifiedAt),
    verified: isNotNull(users.vendorVerifiedAt),
    // Verified before the permit was recorded (issue 37): as needsReverification says.
    reverify: and(
      isNotNull(users.vendorVerifiedAt),
      or(
        isNull(users.vendorLicenceType),
        and(
          ne(users.vendorLicenceType, "other"),
          or(isNull(users.vendorRegistration), isNull(users.vendorPermitExpires)),
        ),
      ),
    ),
  }[status];
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.isVendor, true),
        verified,
        page.cursor ? gt(users.id, page.cursor.id) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(page.limit + 1);
  const { items, last } = takePage(rows, page.limit);
  return { vendors: items, nextCursor: last ? { id: last.id } : null };
}

/**
 * Sets (with the licence and vehicle the admin checked) or clears the verification of a vendor
 * account, and records it, in one transaction. The update is conditional: of two admins acting at
 * once, one changes the account and the other finds it already changed; a re-verification (the
 * whole vehicle, issue 37) changes a verified account too; a verification tells the vendor.
 * Answers the account when this call changed it.
 */
export async function setVendorVerified(
  db: Db,
  vendorId: number,
  admin: number,
  licence: VerifyVendorBody | null,
  reverifying = false,
) {
  const verify = licence !== null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set(
        verify
          ? {
              vendorVerifiedAt: new Date(),
              vendorVerifiedBy: admin,
              vendorLicenceType: licence.licenceType,
              vendorLicenceNumber: licence.licenceNumber,
              vendorRegistration: licence.registration ?? null,
              vendorPermitExpires: licence.permitExpires ?? null,
              vendorPlate: licence.plate ?? null,
            }
          : {
              vendorVerifiedAt: null,
              vendorVerifiedBy: null,
              vendorLicenceType: null,
              vendorLicenceNumber: null,
              vendorRegistration: null,
              vendorPermitExpires: null,
              vendorPlate: null,
            },
      )
      .where(
        and(
          eq(users.id, vendorId),
          eq(users.isVendor, true),
          reverifying
            ? undefined
            : verify
              ? isNull(users.vendorVerifiedAt)
              : isNotNull(users.vendorVerifiedAt),
        ),
      )
      .returning();
    if (row) {
      await recordVendorEvent(tx, {
        kind: verify ? "verify" : "revoke",
        vendorId,
        actorId: admin,
      });
      // The vendor hears of it (issue 37): verified, or asked to verify the vehicle again.
      if (verify) await noticeVerification(tx, row);
    }
    return row;
  });
}

export async function findVendorAccount(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
