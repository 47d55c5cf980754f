// The crossing rules' store (issue 37): one row per version in crossing_rule_sets, the newest
// applied; a vendor's vehicle as verification recorded it; and the notices about who carries a
// ride, each claimed once in carriage_notices.
import { and, desc, eq, gte, isNotNull, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import type { CrossingRule, Vehicle } from "../../domain/carriage/carriage.ts";
import type { CrossingRulesVersion } from "../../domain/carriage/carriage-schemas.ts";
import type { CarriageNoticeKind } from "../../domain/notification/carriage-notices.ts";
import type { Db } from "../db/client.ts";
import { carriageNotices, crossingRuleSets, users } from "../db/schema/index.ts";

/** The rules every check applies: the newest version (the migration ships the first). */
export async function readCrossingRules(
  db: Db,
): Promise<{ rules: CrossingRule[]; updatedAt: Date | null }> {
  const [row] = await db
    .select({ rules: crossingRuleSets.rules, createdAt: crossingRuleSets.createdAt })
    .from(crossingRuleSets)
    .orderBy(desc(crossingRuleSets.id))
    .limit(1);
  return { rules: row?.rules ?? [], updatedAt: row?.createdAt ?? null };
}

/** Replaces the rules with a new version, kept beside the old ones with the admin who made it. */
export async function replaceCrossingRules(db: Db, rules: CrossingRule[], actorId: number) {
  await db.insert(crossingRuleSets).values({ rules, actorId });
}

/**
 * The newest versions, newest first, each with the admin who made it (null for the shipped
 * defaults, or once the admin's account is gone) and when: the admins' trail of the rules.
 */
export async function listCrossingRuleVersions(
  db: Db,
  limit: number,
): Promise<CrossingRulesVersion[]> {
  const rows = await db
    .select({
      id: crossingRuleSets.id,
      rules: crossingRuleSets.rules,
      createdAt: crossingRuleSets.createdAt,
      admin: { id: users.id, discordUsername: users.discordUsername },
    })
    .from(crossingRuleSets)
    .leftJoin(users, eq(users.id, crossingRuleSets.actorId))
    .orderBy(desc(crossingRuleSets.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The columns of a vendor's vehicle (the carriage rules' Vehicle). */
const vehicleColumns = {
  licenceType: users.vendorLicenceType,
  registration: users.vendorRegistration,
  permitExpires: users.vendorPermitExpires,
};

/** The vendor's vehicle as its verification recorded it; every field null for no such account. */
export async function findVehicle(db: Db, vendorId: number): Promise<Vehicle> {
  const [row] = await db.select(vehicleColumns).from(users).where(eq(users.id, vendorId));
  return row ?? { licenceType: null, registration: null, permitExpires: null };
}

/**
 * Claims the notice for each of `userIds` not told before of the same kind, ride and subject, and
 * answers them: an instance that races us, or a later sweep, finds the keys taken.
 */
export async function claimCarriageNotices(
  tx: Db,
  notice: { kind: CarriageNoticeKind; rideId: number | null; about: string },
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(carriageNotices)
    .values([...new Set(userIds)].map((userId) => ({ ...notice, userId })))
    .onConflictDoNothing()
    .returning({ userId: carriageNotices.userId });
  return rows.map((row) => row.userId);
}

/** The verified vendors `condition` picks, each with its vehicle and when it was verified. */
function verifiedVendorVehicles(db: Db, condition: SQL | undefined) {
  return db
    .select({ id: users.id, verifiedAt: users.vendorVerifiedAt, ...vehicleColumns })
    .from(users)
    .where(and(eq(users.isVendor, true), isNotNull(users.vendorVerifiedAt), condition));
}

/** Verified vendors with a cross-border permit whose last day is from `from` to `to`. */
export async function listVendorsWithPermitEnding(db: Db, from: string, to: string) {
  return verifiedVendorVehicles(
    db,
    and(
      ne(users.vendorLicenceType, "other"),
      gte(users.vendorPermitExpires, from),
      lte(users.vendorPermitExpires, to),
    ),
  );
}

/** Verified vendors missing part of the vehicle (needsReverification sorts out the "other" ones). */
export async function listVendorsMissingVehicle(db: Db) {
  return verifiedVendorVehicles(
    db,
    or(
      isNull(users.vendorLicenceType),
      isNull(users.vendorRegistration),
      isNull(users.vendorPermitExpires),
    ),
  );
}
