import { notFound } from "../http-error.ts";

/** The row a route loaded, or a 404 with `message` when there is none. */
export function requireFound<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}
