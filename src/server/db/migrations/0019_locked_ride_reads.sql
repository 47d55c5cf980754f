-- Hand-written (drizzle-kit generate --custom): a function is not expressible in schema.ts.
-- A join or a leave locks the ride's row and reads its passengers in one round trip (decision
-- 038). The read must come after the lock has been granted: one statement that locks and reads
-- (`select …, (passengers) from rides … for update`) reads the passengers in the snapshot it took
-- before waiting for the lock, and misses the passenger that the transaction it waited for added.
-- Here the read is a statement of its own, after the lock, so under READ COMMITTED it sees all
-- that was committed before it. It only reads: what may be done with the ride is decided in
-- src/domain. `waiting` tells whether anyone is on the ride's waitlist.
CREATE FUNCTION lock_ride(locked_id integer)
  RETURNS TABLE (ride rides, seats jsonb, waiting boolean)
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM rides WHERE id = locked_id FOR UPDATE;
  RETURN QUERY
    SELECT r,
      coalesce((SELECT jsonb_agg(jsonb_build_object(
          'id', p.id, 'userId', p.user_id, 'dropoffLocation', p.dropoff_location,
          'dropoffSequence', p.dropoff_sequence, 'passengerCount', p.passenger_count)
          ORDER BY p.id)
        FROM ride_passengers p WHERE p.ride_id = r.id), '[]'::jsonb),
      EXISTS (SELECT 1 FROM ride_waitlist w WHERE w.ride_id = r.id)
    FROM rides r WHERE r.id = locked_id;
END
$$;
