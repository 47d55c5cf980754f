import { z } from "zod";

/** A serial id from the path: a positive 32-bit integer (PostgreSQL's `serial`), else a 400. */
export const serialId = z.coerce.number().int().positive().max(2_147_483_647);

/** `/…/:id` */
export const idParams = z.object({ id: serialId });

/** `/api/rides/:id/passengers/:passengerId…` */
export const passengerParams = z.object({ id: serialId, passengerId: serialId });
