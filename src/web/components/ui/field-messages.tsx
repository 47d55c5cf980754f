import type { ReactNode } from "react";
import { translate, useT } from "../../lib/i18n.ts";

/**
 * A field's hint and error under it, with the ids its control is described by. The error may be
 * a message reference (a zod issue's): it shows in the current language.
 */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  useT(); // re-render in a newly picked language
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {translate(error)}
        </p>
      ) : null}
    </>
  );
}
