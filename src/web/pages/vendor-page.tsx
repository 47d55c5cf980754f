export function VendorPage() {
  return (
    <>
      <title>Vendor Dashboard · FC Rideshare</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Vendor Dashboard</h1>
    </>
  );
}
