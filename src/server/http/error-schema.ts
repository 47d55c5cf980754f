import { z } from "zod";

/** The `{error}` body every refusal answers with. */
export const errorSchema = z.object({ error: z.string() });
