import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A form resolver that loads its schema, zod and the zod resolver on the form's first validation
 * rather than with the page: building zod schemas costs tens of milliseconds of a phone's main
 * thread, which the page's first render needs more.
 */
export function lazyZodResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loaded: Promise<Loaded> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Loaded,
    );
    return (await loaded)(values, context, options);
  };
}
