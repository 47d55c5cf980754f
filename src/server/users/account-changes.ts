// The trail of admins' edits to other people's accounts (decision 026): append-only.
import { desc, eq, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AccountChange } from "../../domain/user/user-schemas.ts";
import type { Db } from "../db/client.ts";
import {
  type AccountFieldChange,
  accountChanges,
  type UserRow,
  users,
} from "../db/schema/index.ts";
import { takePage } from "../http/pagination.ts";

/** A field's value as the trail keeps it: a list (the arrival cards) as its items, null for none. */
const asText = (value: unknown) =>
  Array.isArray(value) ? value.join(", ") || null : ((value ?? null) as string | null);

/** Each field of `sent` whose value differs from `before`, with both values. */
export function fieldChanges(
  before: UserRow,
  sent: Record<string, unknown>,
): Record<string, AccountFieldChange> {
  const changes: Record<string, AccountFieldChange> = {};
  for (const [field, value] of Object.entries(sent)) {
    const from = asText((before as Record<string, unknown>)[field]);
    const to = asText(value);
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}

export async function recordAccountChange(
  tx: Db,
  change: { userId: number; actorId: number; changes: Record<string, AccountFieldChange> },
) {
  await tx.insert(accountChanges).values(change);
}

const admins = alias(users, "admins");

/** A page of the trail, newest first. */
export async function listAccountChanges(
  db: Db,
  { limit, cursor }: { limit: number; cursor?: { id: number } | null },
): Promise<{ changes: AccountChange[]; nextCursor: { id: number } | null }> {
  const rows = await db
    .select({
      change: accountChanges,
      account: { id: users.id, discordUsername: users.discordUsername },
      admin: { id: admins.id, discordUsername: admins.discordUsername },
    })
    .from(accountChanges)
    .innerJoin(users, eq(users.id, accountChanges.userId))
    .leftJoin(admins, eq(admins.id, accountChanges.actorId))
    .where(cursor ? lt(accountChanges.id, cursor.id) : undefined)
    .orderBy(desc(accountChanges.id))
    .limit(limit + 1);
  const { items, last } = takePage(rows, limit);
  return {
    changes: items.map(({ change, account, admin }) => ({
      id: change.id,
      account,
      admin,
      changes: change.changes,
      createdAt: change.createdAt.toISOString(),
    })),
    nextCursor: last ? { id: last.change.id } : null,
  };
}
