import { type AnyPgColumn, integer, serial, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const serialId = () => serial("id").primaryKey();
/** A required link to a row whose deletion takes this row with it. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: "cascade" });
