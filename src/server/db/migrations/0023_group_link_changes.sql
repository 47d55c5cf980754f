-- Hand-written (drizzle-kit generate --custom): a new, changed or removed group invite link is a
-- change to its ride, so open pages read the ride (and the link with it) again (issue 39).
CREATE TRIGGER ride_group_links_ride_changes AFTER INSERT OR UPDATE OR DELETE ON ride_group_links
  FOR EACH ROW EXECUTE FUNCTION notify_ride_changes();
