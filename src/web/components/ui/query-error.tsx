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
