import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent } from "../../../components/ui/card.tsx";

/** The state of a ride page whose ride does not exist (any more). */
export function RideNotFound({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardContent className="space-y-4 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
        <Heading className="text-2xl font-bold">Ride Not Found</Heading>
        <p className="text-muted-foreground">
          This ride does not exist or has been deleted by its organizer.
        </p>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Link href="/home" className={buttonClasses("primary")}>
            View Available Rides
          </Link>
          <Link href="/rides/create" className={buttonClasses("outline")}>
            Create a New Ride
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
