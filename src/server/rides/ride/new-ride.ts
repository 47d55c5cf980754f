// A new ride, alone or one of a weekly series: written with its organizer aboard, and told to
// whoever's alerts match it, in the caller's transaction.
import { organizerStop } from "../../../domain/ride/ride-form.ts";
import type { RidePayload } from "../../../domain/ride/ride-schemas.ts";
import { noticeMatchingAlerts } from "../../alerts/public.ts";
import type { Db } from "../../db/client.ts";
import { findRide, insertRide } from "./queries.ts";

/** Answers the new ride's id. */
export async function makeRide(
  tx: Db,
  creatorId: number,
  payload: RidePayload,
  now: Date,
  seriesId: number | null = null,
) {
  const id = await insertRide(tx, creatorId, payload, organizerStop(payload), seriesId);
  const ride = await findRide(tx, id);
  if (ride) await noticeMatchingAlerts(tx, ride, now);
  return id;
}
