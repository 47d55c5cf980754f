export function CreateRidePage() {
  return (
    <>
      <title>Create a New Ride · FC Rideshare</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Create a New Ride</h1>
    </>
  );
}
