import { eq, sql } from "drizzle-orm";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import type { Db } from "../db/client.ts";
import { type UserRow, users } from "../db/schema.ts";

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    discordUsername: row.discordUsername,
    name: row.name,
    whatsappNumber: row.whatsappNumber,
    malaysianNumber: row.malaysianNumber,
    revolutUsername: row.revolutUsername,
    isVendor: row.isVendor,
    companyName: row.companyName,
    driverDetails: row.driverDetails ?? null,
    isAdmin: row.isAdmin,
  };
}

/** Discord usernames are unique whatever their letter case. */
export async function findUserByUsername(db: Db, discordUsername: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.discordUsername}) = lower(${discordUsername})`);
  return row;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export type NewUser = typeof users.$inferInsert;

/** Inserts the user, or answers undefined when the username is taken. */
export async function insertUser(db: Db, user: NewUser) {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Db, id: number, changes: Partial<NewUser>) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

export async function grantAdmin(db: Db, discordUsernames: string[]) {
  if (discordUsernames.length === 0) return [];
  const lowered = discordUsernames.map((name) => name.toLowerCase());
  return db
    .update(users)
    .set({ isAdmin: true })
    .where(sql`lower(${users.discordUsername}) in ${lowered}`)
    .returning({ discordUsername: users.discordUsername });
}
