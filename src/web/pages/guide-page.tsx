export function GuidePage() {
  return <h1>Travel Guide</h1>;
}
