CREATE TABLE "ride_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"rater_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"punctuality" integer,
	"car" integer,
	"conduct" integer,
	"text" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"reported_by" integer,
	"report_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_ratings_stars_check" CHECK ("ride_ratings"."stars" between 1 and 5),
	CONSTRAINT "ride_ratings_aspects_check" CHECK (coalesce("ride_ratings"."punctuality", 1) between 1 and 5 and coalesce("ride_ratings"."car", 1) between 1 and 5 and coalesce("ride_ratings"."conduct", 1) between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vendor_licence_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vendor_licence_number" text;--> statement-breakpoint
ALTER TABLE "ride_ratings" ADD CONSTRAINT "ride_ratings_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_ratings" ADD CONSTRAINT "ride_ratings_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_ratings" ADD CONSTRAINT "ride_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_ratings" ADD CONSTRAINT "ride_ratings_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_ratings_ride_rater_idx" ON "ride_ratings" USING btree ("ride_id","rater_id");--> statement-breakpoint
CREATE INDEX "ride_ratings_vendor_id_idx" ON "ride_ratings" USING btree ("vendor_id","id");--> statement-breakpoint
CREATE INDEX "ride_ratings_rater_id_idx" ON "ride_ratings" USING btree ("rater_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vendor_licence_type_check" CHECK ("users"."vendor_licence_type" in ('cross_border_taxi', 'licensed_charter', 'other'));