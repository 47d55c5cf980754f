export function JoinRidePage() {
  return (
    <>
      <title>Join Ride · FC Rideshare</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Join Ride</h1>
    </>
  );
}
