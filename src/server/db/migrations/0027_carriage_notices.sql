CREATE TABLE "carriage_notices" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ride_id" integer,
	"about" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carriage_notices_kind_check" CHECK ("carriage_notices"."kind" in ('permit_lapses', 'no_licensed_car', 'permit_ending', 'vendor_reverify'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "carriage_notices" ADD CONSTRAINT "carriage_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriage_notices" ADD CONSTRAINT "carriage_notices_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carriage_notices_key_idx" ON "carriage_notices" USING btree ("user_id","kind",coalesce("ride_id", 0),"about");--> statement-breakpoint
CREATE INDEX "carriage_notices_ride_id_idx" ON "carriage_notices" USING btree ("ride_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('joined', 'left', 'removed', 'ride_changed', 'cancelled', 'driver_assigned', 'driver_released', 'sequence_locked', 'seated_from_waitlist', 'reminder_24h', 'reminder_2h', 'reminder_2h_run', 'payment_details_changed', 'share_changed', 'payment_recorded', 'ride_alert', 'ride_message', 'car_near', 'car_crossed', 'car_reported', 'permit_lapses', 'no_licensed_car', 'vendor_verified', 'vendor_reverify', 'permit_ending', 'vendor_rated'));