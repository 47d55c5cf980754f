CREATE TABLE "ride_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"weekdays" integer[] NOT NULL,
	"until" text NOT NULL,
	"first_date" timestamp with time zone NOT NULL,
	"template" jsonb NOT NULL,
	"made_through" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "ride_series" ADD CONSTRAINT "ride_series_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_series_creator_id_idx" ON "ride_series" USING btree ("creator_id");--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_series_id_ride_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."ride_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rides_series_id_date_idx" ON "rides" USING btree ("series_id","date");