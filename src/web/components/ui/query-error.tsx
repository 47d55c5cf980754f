import { RotateCw } from "lucide-react";
import { loadErrorText } from "../../lib/api.ts";
import { ErrorAlert } from "./alert.tsx";
import { Button } from "./button.tsx";

/** A read that failed, in plain words, with a Retry that asks again. */
export function QueryError({
  error,
  what,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  /** What failed to load, as in "We couldn't load this ride". */
  what: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <ErrorAlert>
      <p>{loadErrorText(error, what)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" />
        {retrying ? "Retrying..." : "Retry"}
      </Button>
    </ErrorAlert>
  );
}

/** A query's failure, with its own Retry: `<QueryErrorOf query={ride} what="this ride" />`. */
export function QueryErrorOf({
  query,
  what,
}: {
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
  what: string;
}) {
  return (
    <QueryError
      error={query.error}
      what={what}
      onRetry={() => query.refetch()}
      retrying={query.isFetching}
    />
  );
}
