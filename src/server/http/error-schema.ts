import { z } from "zod";
import { ERROR_CODES } from "../i18n/catalogs.ts";

/**
 * The body every refusal answers with: the English text, the stable `code` the client translates
 * (its `error.<code>` message, with `params`), and the input `field` it is about, if any.
 */
export const errorSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  field: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
