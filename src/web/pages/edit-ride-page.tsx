export function EditRidePage() {
  return (
    <>
      <title>Edit Ride · FC Rideshare</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Edit Ride</h1>
    </>
  );
}
