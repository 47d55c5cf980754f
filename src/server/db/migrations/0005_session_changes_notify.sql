-- Hand-written (drizzle-kit generate --custom): triggers are not expressible in schema.ts.
-- Every instance keeps the session's user in memory (src/server/auth/session-cache.ts); these
-- tell all of them, through LISTEN/NOTIFY on 'session_changes', when a session ends or a user's
-- row changes (roles, vendor verification, profile, password), whichever code path wrote it.
CREATE FUNCTION notify_session_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changes', 'session:' || OLD.token_hash);
  ELSE
    PERFORM pg_notify('session_changes', 'user:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_changes AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_changes();
--> statement-breakpoint
-- An expired session is refused by the cache itself; clearing old ones out says nothing.
CREATE TRIGGER sessions_session_changes AFTER DELETE ON sessions
  FOR EACH ROW WHEN (OLD.expires_at > now()) EXECUTE FUNCTION notify_session_changes();
--> statement-breakpoint
-- A session made to end sooner (an extension only ever moves it later, and says nothing).
CREATE TRIGGER sessions_shortened_session_changes AFTER UPDATE OF expires_at ON sessions
  FOR EACH ROW WHEN (NEW.expires_at < OLD.expires_at) EXECUTE FUNCTION notify_session_changes();
