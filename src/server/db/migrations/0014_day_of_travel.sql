ALTER TABLE "ride_passengers" ADD COLUMN "checkin" text;--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD COLUMN "checkin_minutes" integer;--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD COLUMN "checkin_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD COLUMN "boarding" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "stop_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD CONSTRAINT "ride_passengers_checkin_check" CHECK ("ride_passengers"."checkin" in ('here', 'late'));--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD CONSTRAINT "ride_passengers_boarding_check" CHECK ("ride_passengers"."boarding" in ('boarded', 'no_show'));--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_stop_minutes_check" CHECK ("rides"."stop_minutes" between 1 and 60);