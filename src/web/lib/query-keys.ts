import type { RideListFilters } from "../../domain/ride/ride-list.ts";

/**
 * Every query key of the client, in one place: each read uses its key here and each write
 * invalidates through the same keys. Everything under ["rides"] is refreshed when a ride changes:
 * the lists, one ride (["rides", id]) and its passengers, waitlist and payments (["rides", id, …]),
 * so refreshing a ride refreshes them. The vendor's own rides sit under ["vendor", "rides"];
 * the session under ["auth", "me"], which a new session keeps while everything else is read again.
 */
export const queryKeys = {
  rides: {
    all: ["rides"] as const,
    lists: () => ["rides", "list"] as const,
    list: (filters: RideListFilters) => ["rides", "list", filters] as const,
    joined: () => ["rides", "joined"] as const,
    /** Open upcoming rides a vendor may take. */
    available: () => ["rides", "available"] as const,
    detail: (id: number) => ["rides", id] as const,
    passengers: (id: number) => ["rides", id, "passengers"] as const,
    /** The organizer's queue, or a waiting rider's place. */
    waitlist: (id: number) => ["rides", id, "waitlist"] as const,
    /** A passenger's own payment line. */
    payment: (id: number) => ["rides", id, "payment"] as const,
    /** The organizer's list of every party's payment. */
    payments: (id: number) => ["rides", id, "payments"] as const,
    /** A party's receipt: the reader's own (null) or the one the organizer or driver names. */
    receipt: (id: number, passengerId: number | null) =>
      ["rides", id, "receipt", passengerId] as const,
    /** The ride's conversation (its members only). */
    messages: (id: number) => ["rides", id, "messages"] as const,
    /** The organizer's group invite link (its members only). */
    groupLink: (id: number) => ["rides", id, "group-link"] as const,
    /** The car's position on the day with its arrival times (its members only; live events). */
    position: (id: number) => ["rides", id, "position"] as const,
    /** The reader's own "This isn't the car shown" report on the ride. */
    carReport: (id: number) => ["rides", id, "car-report"] as const,
    /** The crossing taps the server holds (the one who taps them only). */
    crossing: (id: number) => ["rides", id, "crossing"] as const,
    /** The reader's unread message counts per ride, for My Rides. */
    unread: () => ["rides", "unread-messages"] as const,
  },
  vendorRides: () => ["vendor", "rides"] as const,
  /** The reader's inbox: its pages and, apart, the bell's unread count. */
  notifications: {
    all: ["notifications"] as const,
    list: () => ["notifications", "list"] as const,
    unread: () => ["notifications", "unread"] as const,
  },
  /** The admins' trail of edits to other people's accounts. */
  adminAccountChanges: () => ["admin", "account-changes"] as const,
  /** The riders' requests for a password reset, for admins to answer with a link. */
  adminResetRequests: () => ["admin", "password-reset-requests"] as const,
  /** The riders' reports that the car was not the one shown, for admins (issue 37). */
  adminCarReports: () => ["admin", "car-reports"] as const,
  /** The members' reports of ride messages, for admins. */
  adminMessageReports: () => ["admin", "message-reports"] as const,
  /** The admins' lists of vendor accounts, pending, verified or to verify again. */
  adminVendors: (status?: "pending" | "verified" | "reverify") =>
    status ? (["admin", "vendors", status] as const) : (["admin", "vendors"] as const),
  /** The crossing rules (issue 37): the public read, which the admins' editor replaces. */
  crossingRules: () => ["crossing-rules"] as const,
  /** The versions of the crossing rules with their admins, for admins. */
  adminCrossingRulesHistory: () => ["admin", "crossing-rules-history"] as const,
  ratings: {
    all: ["ratings"] as const,
    /** A vendor's ratings with their average. */
    vendor: (vendorId: number) => ["ratings", "vendor", vendorId] as const,
    /** The reader's own rating of a ride, and whether they may rate it. */
    mine: (rideId: number) => ["ratings", "ride", rideId] as const,
    /** Admins: the reported ratings. */
    reported: () => ["ratings", "reported"] as const,
  },
  push: {
    /** Which kinds the reader wants pushed (the server's). */
    preferences: () => ["push", "preferences"] as const,
    /** Whether this browser is subscribed (the browser's). */
    subscription: () => ["push", "subscription"] as const,
  },
  /** The reader's own ride alerts. */
  alerts: () => ["alerts"] as const,
  stats: () => ["stats"] as const,
  /** The typical border crossing for a direction and departure (a profile: never refreshed). */
  planner: (direction: string, at: string) => ["planner", direction, at] as const,
  /** The checkpoint cameras (the server asks for them once a minute). */
  cameras: () => ["border", "cameras"] as const,
  config: () => ["config"] as const,
  me: () => ["auth", "me"] as const,
  users: () => ["users"] as const,
};

/** True for the session's own key, which survives a login or logout while the rest is dropped. */
export const isSessionKey = (queryKey: readonly unknown[]) => queryKey[0] === queryKeys.me()[0];
