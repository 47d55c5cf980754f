import type { FastifyReply } from "fastify";
import { z } from "zod";

// A paged list answers the plain array of its unpaged call; the next page's cursor comes in a
// header. Cursors are opaque to clients: base64url JSON that only this server writes.

export const NEXT_CURSOR_HEADER = "X-Next-Cursor";

export function encodeCursor(cursor: unknown): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** The cursor, or null when the text is not one this server wrote. */
export function decodeCursor<T>(text: string, schema: z.ZodType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(text, "base64url").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The `cursor` query parameter, decoded with `schema`; a forged one is a 400. */
export function cursorQuery<T>(schema: z.ZodType<T>) {
  return z
    .string()
    .max(500)
    .transform((text, ctx) => {
      const cursor = decodeCursor(text, schema);
      if (!cursor) ctx.addIssue({ code: "custom", message: "cursor is not valid" });
      return cursor;
    })
    .optional();
}

/**
 * The `limit` query parameter: a page of 1 to `max` items, `size` when not given. Every list is
 * paged, so no query can ask for all of a table at once.
 */
export function limitQuery(max: number, size: number) {
  return z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(max, `limit must be at most ${max}`)
    .default(size);
}

/** A page of `limit` items out of the `limit + 1` a query read: whether there is more, and its last. */
export function takePage<T>(rows: T[], limit: number): { items: T[]; last: T | undefined } {
  const items = rows.length > limit ? rows.slice(0, limit) : rows;
  return { items, last: rows.length > limit ? items.at(-1) : undefined };
}

export function sendNextCursor(reply: FastifyReply, cursor: unknown) {
  if (cursor) reply.header(NEXT_CURSOR_HEADER, encodeCursor(cursor));
}
