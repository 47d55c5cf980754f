CREATE TABLE "ride_car_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"vendor_id" integer,
	"plate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "ride_car_reports" ADD CONSTRAINT "ride_car_reports_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_car_reports" ADD CONSTRAINT "ride_car_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_car_reports" ADD CONSTRAINT "ride_car_reports_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_car_reports" ADD CONSTRAINT "ride_car_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_car_reports_ride_id_reporter_id_idx" ON "ride_car_reports" USING btree ("ride_id","reporter_id");--> statement-breakpoint
CREATE INDEX "ride_car_reports_reporter_id_idx" ON "ride_car_reports" USING btree ("reporter_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('joined', 'left', 'removed', 'ride_changed', 'cancelled', 'driver_assigned', 'driver_released', 'sequence_locked', 'seated_from_waitlist', 'reminder_24h', 'reminder_2h', 'reminder_2h_run', 'payment_details_changed', 'share_changed', 'payment_recorded', 'ride_alert', 'ride_message', 'car_near', 'car_crossed', 'car_reported'));