CREATE TABLE "vendor_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"ride_id" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_events_kind_check" CHECK ("vendor_events"."kind" in ('verify', 'revoke', 'assign', 'release', 'unassign'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vendor_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vendor_verified_by" integer;--> statement-breakpoint
ALTER TABLE "vendor_events" ADD CONSTRAINT "vendor_events_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_events" ADD CONSTRAINT "vendor_events_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_events" ADD CONSTRAINT "vendor_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_events_vendor_id_idx" ON "vendor_events" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_events_ride_id_idx" ON "vendor_events" USING btree ("ride_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vendor_verified_by_users_id_fk" FOREIGN KEY ("vendor_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;