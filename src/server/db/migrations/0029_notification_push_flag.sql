-- Hand-written (drizzle-kit generate --custom): triggers are not expressible in schema.ts.
-- A notification's event says whether its recipient had a browser subscribed for push when it was
-- written ({"kind":"notification","userId":…,"id":…,"push":true|false}). Every instance hears
-- every notification; where there is nowhere to push it, none of them asks the database again
-- (push/routes.ts). The look is push_subscriptions_user_id_idx, inside the writer's statement.
CREATE OR REPLACE FUNCTION notify_new_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fcr_events',
    json_build_object('kind', 'notification', 'userId', NEW.user_id, 'id', NEW.id,
      'push', EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = NEW.user_id))::text);
  RETURN NULL;
END
$$;
