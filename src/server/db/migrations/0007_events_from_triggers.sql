-- Hand-written (drizzle-kit generate --custom): triggers are not expressible in schema.ts.
-- The events bus (src/server/events/bus.ts) hears from the database itself, whichever code path
-- wrote: a change to a ride, its passengers or its waitlist (open pages refetch the ride, kept
-- reads are forgotten), and each new notification (open pages show it, push sends it). Each is
-- sent when its transaction commits, and PostgreSQL sends identical ones of a transaction once, so
-- a write touching many rows of one ride says so once.
CREATE FUNCTION notify_ride_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ride_id integer;
BEGIN
  IF TG_TABLE_NAME = 'rides' THEN
    ride_id := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    ride_id := CASE WHEN TG_OP = 'DELETE' THEN OLD.ride_id ELSE NEW.ride_id END;
  END IF;
  PERFORM pg_notify('fcr_events', '{"kind":"ride","rideId":' || ride_id || '}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rides_ride_changes AFTER INSERT OR UPDATE OR DELETE ON rides
  FOR EACH ROW EXECUTE FUNCTION notify_ride_changes();
--> statement-breakpoint
CREATE TRIGGER ride_passengers_ride_changes AFTER INSERT OR UPDATE OR DELETE ON ride_passengers
  FOR EACH ROW EXECUTE FUNCTION notify_ride_changes();
--> statement-breakpoint
CREATE TRIGGER ride_waitlist_ride_changes AFTER INSERT OR UPDATE OR DELETE ON ride_waitlist
  FOR EACH ROW EXECUTE FUNCTION notify_ride_changes();
--> statement-breakpoint
CREATE FUNCTION notify_new_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fcr_events',
    '{"kind":"notification","userId":' || NEW.user_id || ',"id":' || NEW.id || '}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_new AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION notify_new_notification();
