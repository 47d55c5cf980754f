// The whole database but its triggers: drizzle cannot express those, so they are SQL in the
// migrations and listed, with the events they send and the tables that send them, in
// events/event-catalog.ts (checked against the migrated database by its test). A value the
// app also knows (the default language, DEFAULT_LOCALE) is written in the app, never in SQL.
// One file per concern; drizzle.config.ts reads the whole schema through this index.

export * from "./alerts.ts";
export * from "./auth.ts";
export * from "./carriage.ts";
export * from "./live.ts";
export * from "./messages.ts";
export * from "./notifications.ts";
export * from "./passengers.ts";
export * from "./payments.ts";
export * from "./push.ts";
export * from "./rides.ts";
export * from "./users.ts";
export * from "./vendors.ts";
