// The zod schemas of the waitlist's answers. Joining it takes the join payload (passenger-schemas.ts).
import { z } from "zod";

/** A waiting rider's view, and the answer to joining: their 1-based place in the queue. */
export const waitlistPositionSchema = z.object({ position: z.number().int().positive() });

/** The organizer's view: every waiting party in order of arrival. */
export const waitlistQueueSchema = z.object({
  queue: z.array(
    z.object({
      position: z.number().int().positive(),
      userId: z.number().int(),
      name: z.string(),
      passengerCount: z.number().int(),
      dropoffLocation: z.string(),
    }),
  ),
});
export type WaitlistQueue = z.infer<typeof waitlistQueueSchema>;
