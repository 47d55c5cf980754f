export function RideDetailPage() {
  return (
    <>
      <title>Ride Details · FC Rideshare</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Ride Details</h1>
    </>
  );
}
