CREATE TABLE "ride_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dropoff_location" text NOT NULL,
	"passenger_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_waitlist_count_check" CHECK ("ride_waitlist"."passenger_count" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD COLUMN "from_waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paynow_proxy" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paynow_name" text;--> statement-breakpoint
ALTER TABLE "ride_waitlist" ADD CONSTRAINT "ride_waitlist_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_waitlist" ADD CONSTRAINT "ride_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_waitlist_ride_user_idx" ON "ride_waitlist" USING btree ("ride_id","user_id");--> statement-breakpoint
CREATE INDEX "ride_waitlist_user_id_idx" ON "ride_waitlist" USING btree ("user_id");