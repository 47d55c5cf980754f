import { RotateCw } from "lucide-react";
import { loadErrorText } from "../../lib/api.ts";
import { ErrorAlert } from "./alert.tsx";
import { Button } from "./button.tsx";

/** A read that failed, in plain words, with a Retry that asks again. */
export function QueryError({
  query,
  what,
}: {
  /** The failed read (a TanStack query's result): its error, and what Retry asks again. */
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  /** What failed to load, as in "We couldn't load this ride". */
  what: string;
}) {
  const retrying = query.isFetching;
  return (
    <ErrorAlert>
      <p>{loadErrorText(query.error, what)}</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        onClick={() => query.refetch()}
        disabled={retrying}
      >
        <RotateCw aria-hidden="true" />
        {retrying ? "Retrying..." : "Retry"}
      </Button>
    </ErrorAlert>
  );
}
