import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlannerAnswer } from "../../../../domain/planner/planner-schemas.ts";
import type { Direction } from "../../../../domain/ride/ride.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const getCrossingPlan = (direction: Direction, at: string, signal?: AbortSignal) =>
  api.get<PlannerAnswer>(`/api/planner?${new URLSearchParams({ direction, at })}`, { signal });

export const crossingPlanQueryOptions = (direction: Direction, at: string) =>
  queryOptions({
    queryKey: queryKeys.planner(direction, at),
    queryFn: ({ signal }) => getCrossingPlan(direction, at, signal),
    // The profile holds for the page's life; the app's own rides' crossings (`live`) move slowly.
    staleTime: 5 * 60_000,
  });

/** The typical crossing for a departure; idle until there is a moment to ask about. */
export const useCrossingPlan = (direction: Direction, at: string | null) =>
  useQuery({ ...crossingPlanQueryOptions(direction, at ?? ""), enabled: at !== null });
