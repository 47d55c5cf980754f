import { asc, eq } from "drizzle-orm";
import type { PgColumn, SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/**
 * `fields` of the rows a member owns in one table (those whose `owner` column is `userId`), in
 * the order they were made (`order`): how a member's data export (issue 38) reads each table.
 */
export function memberRows(
  db: Db,
  owner: PgColumn,
  userId: number,
  order: PgColumn,
  fields: SelectedFields,
): Promise<Record<string, unknown>[]> {
  return db.select(fields).from(owner.table).where(eq(owner, userId)).orderBy(asc(order));
}
