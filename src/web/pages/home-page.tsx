export function HomePage() {
  return (
    <>
      <title>FC Rideshare</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Rides</h1>
    </>
  );
}
