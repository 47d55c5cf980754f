CREATE TABLE "ride_arrival_notices" (
	"ride_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_arrival_notices_ride_id_user_id_kind_pk" PRIMARY KEY("ride_id","user_id","kind"),
	CONSTRAINT "ride_arrival_notices_kind_check" CHECK ("ride_arrival_notices"."kind" in ('near', 'crossed'))
);
--> statement-breakpoint
CREATE TABLE "ride_crossings" (
	"ride_id" integer PRIMARY KEY NOT NULL,
	"checkpoint" text NOT NULL,
	"direction" text NOT NULL,
	"arrived_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "ride_crossings_checkpoint_check" CHECK ("ride_crossings"."checkpoint" in ('Tuas', 'Woodlands'))
);
--> statement-breakpoint
CREATE TABLE "ride_positions" (
	"ride_id" integer PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision,
	"heading" double precision,
	"speed" double precision,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "ride_arrival_notices" ADD CONSTRAINT "ride_arrival_notices_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_arrival_notices" ADD CONSTRAINT "ride_arrival_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_crossings" ADD CONSTRAINT "ride_crossings_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_positions" ADD CONSTRAINT "ride_positions_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_arrival_notices_user_id_idx" ON "ride_arrival_notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ride_crossings_cleared_at_idx" ON "ride_crossings" USING btree ("cleared_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('joined', 'left', 'removed', 'ride_changed', 'cancelled', 'driver_assigned', 'driver_released', 'sequence_locked', 'seated_from_waitlist', 'reminder_24h', 'reminder_2h', 'payment_details_changed', 'share_changed', 'payment_recorded', 'ride_alert', 'ride_message', 'car_near', 'car_crossed'));--> statement-breakpoint
-- Hand-written: the car's new position sends the catalog's `position` event
-- (src/server/db/event-catalog.ts); the stream hands it to the ride's members only.
CREATE FUNCTION notify_ride_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fcr_events',
    json_build_object('kind', 'position', 'rideId', NEW.ride_id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ride_positions_changes AFTER INSERT OR UPDATE ON ride_positions
  FOR EACH ROW EXECUTE FUNCTION notify_ride_position();
