-- Hand-written (drizzle-kit generate --custom): triggers are not expressible in schema.ts.
-- Every event's payload is JSON built by json_build_object, in the shape the event catalog
-- (src/server/db/event-catalog.ts) parses, rather than text joined by hand; session changes too
-- ({"kind":"user","userId":…} and {"kind":"session","tokenHash":…} for `user:…`/`session:…`).
-- The triggers stay as 0005 and 0007 made them; only what their functions send changes.
CREATE OR REPLACE FUNCTION notify_ride_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ride_id integer;
BEGIN
  IF TG_TABLE_NAME = 'rides' THEN
    ride_id := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    ride_id := CASE WHEN TG_OP = 'DELETE' THEN OLD.ride_id ELSE NEW.ride_id END;
  END IF;
  PERFORM pg_notify('fcr_events', json_build_object('kind', 'ride', 'rideId', ride_id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_new_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fcr_events',
    json_build_object('kind', 'notification', 'userId', NEW.user_id, 'id', NEW.id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_session_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changes',
      json_build_object('kind', 'session', 'tokenHash', OLD.token_hash)::text);
  ELSE
    PERFORM pg_notify('session_changes', json_build_object('kind', 'user', 'userId', OLD.id)::text);
  END IF;
  RETURN NULL;
END
$$;
