export function BusGuidePage() {
  return <h1>Public Bus Guide</h1>;
}
