import { BookOpen, CircleAlert, Home } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";

/** Any address the router does not know: the app's own words, and two ways on. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <title>Page not found · FC Rideshare</title>
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <CircleAlert aria-hidden="true" className="size-7 shrink-0 text-destructive" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            There is no page at this address. The link may be old or mistyped, or the ride it
            pointed to may have been removed.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link href="/" className={buttonClasses("primary")}>
              <Home aria-hidden="true" />
              Find a ride
            </Link>
            <Link href="/guide" className={buttonClasses("outline")}>
              <BookOpen aria-hidden="true" />
              Travel Guide
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
