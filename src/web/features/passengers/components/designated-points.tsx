import { NOT_DESIGNATED_CODES, refusedPointIds } from "../../../../domain/carriage/carriage.ts";
import { COMMON_STOPS } from "../../../../domain/places/common-stops.ts";
import { StopChips } from "../../../components/stop-chips.tsx";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n.ts";

const TEXTS = {
  pickup_not_designated: "form.join.designated_pickup",
  dropoff_not_designated: "form.join.designated_dropoff",
} as const;

/**
 * When the ride's car may not stop where the rider typed, the designated points it may use
 * instead, each a tap that fills the stop; nothing for any other failure.
 */
export function DesignatedPoints({
  error,
  stop,
  onChoose,
}: {
  error: unknown;
  /** The stop the rider sent. */
  stop: string;
  /** Fills the stop with the point's English (sign) name, as the common stops do. */
  onChoose: (name: string) => void;
}) {
  const t = useT();
  if (!(error instanceof ApiError)) return null;
  const code = NOT_DESIGNATED_CODES.find((candidate) => candidate === error.code);
  if (!code) return null;
  const ids = refusedPointIds(error.params);
  const points = COMMON_STOPS.filter((candidate) => ids.includes(candidate.id));
  if (points.length === 0) return <ErrorAlert>{error.message}</ErrorAlert>;
  return (
    <ErrorAlert data-testid="designated-points">
      <p>{t(TEXTS[code], { stop: stop.trim() })}</p>
      <div className="mt-2">
        <StopChips stops={points} onChoose={onChoose} />
      </div>
    </ErrorAlert>
  );
}
