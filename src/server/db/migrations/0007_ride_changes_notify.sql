-- Hand-written (drizzle-kit generate --custom): triggers are not expressible in schema.ts.
-- Every change to a ride, its passengers or its waitlist tells every instance, on the events bus's
-- channel (src/server/events/bus.ts), whichever code path wrote it: open pages refetch the ride,
-- and kept reads (the read cache, shared reads) are forgotten. PostgreSQL sends identical
-- notifications of one transaction once, so a write touching many rows of one ride says it once.
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
