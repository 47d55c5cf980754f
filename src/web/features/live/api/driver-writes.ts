import { useMutation } from "@tanstack/react-query";
import type { Checkpoint } from "../../../../domain/planner/border-profile.ts";
import type { CrossingRead, PositionPayload } from "../../../../domain/trip/trip-schemas.ts";
import { api } from "../../../lib/api.ts";

/** The driver's phone sends where the car is; the server keeps one every few seconds. */
export const sendPosition = (rideId: number, position: PositionPayload) =>
  api.post<{ kept: boolean }>(`/api/rides/${rideId}/position`, position);

/** "At the checkpoint" and "Cleared". */
export const useCrossingTap = (rideId: number) =>
  useMutation({
    mutationFn: (tap: { event: "arrived" | "cleared"; checkpoint: Checkpoint }) =>
      api.post<CrossingRead>(`/api/rides/${rideId}/crossing`, tap),
  });
