// "This isn't the car shown" (issue 37): a rider's report, made once per rider and ride by the
// table's key, and the admins' list of the open ones.
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { displayName } from "../../../domain/user/user.ts";
import type { Db } from "../../db/client.ts";
import { rideCarReports, rides, users } from "../../db/schema/index.ts";

const reporters = alias(users, "reporter");
const vendors = alias(users, "vendor");

/** The caller's report on the ride, if they made one. */
export async function findCarReport(db: Db, rideId: number, reporterId: number) {
  const [row] = await db
    .select({ createdAt: rideCarReports.createdAt })
    .from(rideCarReports)
    .where(and(eq(rideCarReports.rideId, rideId), eq(rideCarReports.reporterId, reporterId)));
  return row;
}

/**
 * Records the report with the car the ride shows now (its vendor and plate); answers the new row,
 * or undefined when this rider had already reported this ride.
 */
export async function insertCarReport(
  tx: Db,
  report: { rideId: number; reporterId: number; vendorId: number },
) {
  const [vendor] = await tx
    .select({ plate: users.vendorPlate })
    .from(users)
    .where(eq(users.id, report.vendorId));
  const [row] = await tx
    .insert(rideCarReports)
    .values({ ...report, plate: vendor?.plate ?? null })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Every admin but `except` (the reporter): each is told of a report. */
export async function listAdminIds(db: Db, except: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.deletedAt), ne(users.id, except)));
  return rows.map((row) => row.id);
}

/** The reports no admin has dealt with yet, newest first (at most `limit`). */
export async function listOpenCarReports(db: Db, limit: number) {
  const rows = await db
    .select({
      id: rideCarReports.id,
      rideId: rideCarReports.rideId,
      direction: rides.direction,
      date: rides.date,
      reporter: {
        id: reporters.id,
        name: reporters.name,
        discordUsername: reporters.discordUsername,
      },
      plate: rideCarReports.plate,
      vendor: { companyName: vendors.companyName, discordUsername: vendors.discordUsername },
      createdAt: rideCarReports.createdAt,
    })
    .from(rideCarReports)
    .innerJoin(rides, eq(rides.id, rideCarReports.rideId))
    .innerJoin(reporters, eq(reporters.id, rideCarReports.reporterId))
    .leftJoin(vendors, eq(vendors.id, rideCarReports.vendorId))
    .where(isNull(rideCarReports.handledAt))
    .orderBy(desc(rideCarReports.id))
    .limit(limit);
  return rows.map(({ reporter, vendor, date, createdAt, ...row }) => ({
    ...row,
    date: date.toISOString(),
    createdAt: createdAt.toISOString(),
    reporter: { id: reporter.id, name: displayName(reporter) },
    vendorName: vendor ? vendor.companyName || vendor.discordUsername : null,
  }));
}

/** Marks the report dealt with (once: a second mark keeps the first time); undefined if none. */
export async function markCarReportHandled(db: Db, id: number, adminId: number) {
  const [row] = await db
    .update(rideCarReports)
    .set({
      handledAt: sql`coalesce(${rideCarReports.handledAt}, now())`,
      handledBy: sql`coalesce(${rideCarReports.handledBy}, ${adminId})`,
    })
    .where(eq(rideCarReports.id, id))
    .returning({ handledAt: rideCarReports.handledAt });
  return row;
}
