import { Card, CardContent } from "../components/ui/card.tsx";
import { RideForm } from "../features/rides/components/ride-form.tsx";

export function CreateRidePage() {
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <title>Create a New Ride · FC Rideshare</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Create a New Ride</h1>
      <Card>
        <CardContent>
          <RideForm mode={{ kind: "create" }} />
        </CardContent>
      </Card>
    </div>
  );
}
