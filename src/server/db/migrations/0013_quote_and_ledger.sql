ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "stop_fee" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('joined', 'left', 'removed', 'ride_changed', 'cancelled', 'driver_assigned', 'driver_released', 'sequence_locked', 'seated_from_waitlist', 'reminder_24h', 'reminder_2h', 'payment_details_changed', 'share_changed', 'payment_recorded', 'ride_alert', 'ride_message'));--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD CONSTRAINT "ride_passengers_paid_cents_check" CHECK ("ride_passengers"."paid_cents" >= 0);--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_quote_check" CHECK ("rides"."cost" >= 0 and "rides"."stop_fee" >= 0);--> statement-breakpoint
-- A party marked paid before the ledger paid its share in full: the share fixed at departure, or
-- the share as the ride stands (the S$5 stop fee every ride had until now), rounded up as price.ts does.
UPDATE "ride_passengers" AS p SET "paid_cents" = coalesce(
  p."amount_cents",
  ceil((r."cost" + r."additional_stops" * 5) * 100.0 / greatest(r."current_passengers", 1))::integer * p."passenger_count"
)
FROM "rides" AS r
WHERE r."id" = p."ride_id" AND p."paid_at" IS NOT NULL;
