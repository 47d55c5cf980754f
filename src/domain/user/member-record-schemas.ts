// What a member's history says about them to the people who travel with them (issue 27): how
// long they have been here, how many rides they completed, and how often they did not show up.
import { z } from "zod";

export const memberRecordSchema = z.object({
  /** When the account was made. */
  memberSince: z.string(),
  /** Completed rides they organized or travelled on (a no-show does not count). */
  completedRides: z.number(),
  /** Rides the organizer or driver marked them a no-show on the day (decision 030). */
  noShows: z.number(),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;
