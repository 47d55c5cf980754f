CREATE TABLE "driver_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"malaysian_number" text,
	"vehicle_type" text NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"discord_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dropoff_location" text NOT NULL,
	"dropoff_sequence" integer,
	"passenger_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_passengers_count_check" CHECK ("ride_passengers"."passenger_count" between 1 and 10),
	CONSTRAINT "ride_passengers_sequence_check" CHECK ("ride_passengers"."dropoff_sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"direction" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"max_passengers" integer NOT NULL,
	"current_passengers" integer DEFAULT 0 NOT NULL,
	"pickup_location" text NOT NULL,
	"dropoff_locations" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"vendor_id" integer,
	"driver_contact_id" integer,
	"cost" integer DEFAULT 80 NOT NULL,
	"additional_stops" integer DEFAULT 0 NOT NULL,
	"sequence_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rides_capacity_check" CHECK ("rides"."current_passengers" between 0 and "rides"."max_passengers"),
	CONSTRAINT "rides_max_passengers_check" CHECK ("rides"."max_passengers" between 1 and 10),
	CONSTRAINT "rides_direction_check" CHECK ("rides"."direction" in ('SG->FC', 'FC->SG')),
	CONSTRAINT "rides_status_check" CHECK ("rides"."status" in ('open', 'assigned', 'completed')),
	CONSTRAINT "rides_additional_stops_check" CHECK ("rides"."additional_stops" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"discord_username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text,
	"whatsapp_number" text,
	"malaysian_number" text,
	"revolut_username" text,
	"is_vendor" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"driver_details" jsonb,
	"is_admin" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"failed_login_window_start" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD CONSTRAINT "ride_passengers_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_passengers" ADD CONSTRAINT "ride_passengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_contact_id_driver_contacts_id_fk" FOREIGN KEY ("driver_contact_id") REFERENCES "public"."driver_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_passengers_ride_user_idx" ON "ride_passengers" USING btree ("ride_id","user_id");--> statement-breakpoint
CREATE INDEX "ride_passengers_user_id_idx" ON "ride_passengers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rides_date_idx" ON "rides" USING btree ("date");--> statement-breakpoint
CREATE INDEX "rides_direction_date_idx" ON "rides" USING btree ("direction","date");--> statement-breakpoint
CREATE INDEX "rides_creator_id_idx" ON "rides" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "rides_vendor_id_idx" ON "rides" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "rides_status_date_idx" ON "rides" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_discord_username_lower_idx" ON "users" USING btree (lower("discord_username"));