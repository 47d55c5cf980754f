import type { z } from "zod";
import { withConfirmation } from "../../domain/user.ts";

type Confirmed<T> = T & { confirmPassword: string };

/**
 * The domain's withConfirmation, typed with the schema's own fields (its generic return type
 * keeps only newPassword). Same runtime schema, same messages.
 */
export function confirmedSchema<S extends z.ZodObject<{ newPassword: z.ZodType<string> }>>(
  schema: S,
) {
  return withConfirmation(schema) as unknown as z.ZodType<
    Confirmed<z.output<S>>,
    Confirmed<z.input<S>>
  >;
}
