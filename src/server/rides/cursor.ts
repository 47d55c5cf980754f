import { z } from "zod";

/**
 * Where a page of the ride list ends: the segment (0 upcoming, 1 past) and the last ride's
 * date and id. Opaque to clients: base64url JSON.
 */
export interface RideCursor {
  segment: 0 | 1;
  date: string;
  id: number;
}

// PostgreSQL has no year 0 and ids are 32-bit: a forged cursor outside them is invalid, not a 500.
const FIRST_STORABLE_TIME = Date.parse("0001-01-01T00:00:00Z");

const cursorSchema = z.object({
  segment: z.union([z.literal(0), z.literal(1)]),
  date: z.iso.datetime().refine((date) => Date.parse(date) >= FIRST_STORABLE_TIME),
  id: z.number().int().positive().max(2_147_483_647),
});

export function encodeCursor(cursor: RideCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** The cursor, or null when the text is not one this server wrote. */
export function decodeCursor(text: string): RideCursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, "base64url").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
