// "This isn't the car shown" (issue 37): the rider's own report as the ride page reads it, and
// the reported rides as the admins list them. The rule is decideCarReport (day-of-travel.ts).
import { z } from "zod";
import { DIRECTIONS } from "../ride/ride.ts";

/** The caller's report on a ride: when they made it, or null. */
export const ownCarReportSchema = z.object({ reportedAt: z.iso.datetime().nullable() });
export type OwnCarReport = z.infer<typeof ownCarReportSchema>;

/** A report not yet dealt with, as Admin Tools' "Reported rides" lists it. */
export const reportedRideSchema = z.object({
  id: z.number(),
  rideId: z.number(),
  direction: z.enum(DIRECTIONS),
  /** The ride's departure (ISO, UTC). */
  date: z.iso.datetime(),
  reporter: z.object({ id: z.number(), name: z.string() }),
  /** The plate the ride page showed when the rider reported, and whose car it was. */
  plate: z.string().nullable(),
  vendorName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ReportedRide = z.infer<typeof reportedRideSchema>;

export const carReportHandledSchema = z.object({ handledAt: z.iso.datetime() });
