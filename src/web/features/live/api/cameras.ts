import { useQuery } from "@tanstack/react-query";
import type { CamerasRead } from "../../../../domain/trip/trip-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The checkpoint cameras, read again each minute while shown (the server asks no more often). */
export const useCameras = () =>
  useQuery({
    queryKey: queryKeys.cameras(),
    queryFn: ({ signal }) => api.get<CamerasRead>("/api/border/cameras", { signal }),
    refetchInterval: 60_000,
  });
