CREATE TABLE "message_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text,
	"quick_kind" text,
	"quick_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "ride_messages_body_check" CHECK (("ride_messages"."text" is null) <> ("ride_messages"."quick_kind" is null) and char_length("ride_messages"."text") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_ride_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ride_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_messages" ADD CONSTRAINT "ride_messages_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_messages" ADD CONSTRAINT "ride_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_message_reporter_idx" ON "message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "ride_messages_ride_id_id_idx" ON "ride_messages" USING btree ("ride_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('joined', 'left', 'removed', 'ride_changed', 'cancelled', 'driver_assigned', 'driver_released', 'sequence_locked', 'seated_from_waitlist', 'reminder_24h', 'reminder_2h', 'ride_alert', 'ride_message'));--> statement-breakpoint
-- Hand-written: a ride's new or removed message sends the catalog's `message` event
-- (src/server/db/event-catalog.ts); the stream hands it to the ride's members only.
CREATE FUNCTION notify_ride_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fcr_events',
    json_build_object('kind', 'message', 'rideId', NEW.ride_id, 'id', NEW.id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ride_messages_changes AFTER INSERT OR UPDATE ON ride_messages
  FOR EACH ROW EXECUTE FUNCTION notify_ride_message();
