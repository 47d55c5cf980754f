// What each person is told about their rides: the kinds of notification and their texts, built
// once when the change happens (the inbox keeps the line as it was written).

export const NOTIFICATION_TYPES = [
  "joined",
  "left",
  "removed",
  "ride_changed",
  "cancelled",
  "driver_assigned",
  "driver_released",
  "sequence_locked",
  "seated_from_waitlist",
  "reminder_24h",
  "reminder_2h",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
