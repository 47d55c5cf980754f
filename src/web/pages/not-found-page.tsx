import { CircleAlert } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";

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
            Did you forget to add the page to the router?
          </p>
          <Link href="/" className={buttonClasses("primary")}>
            Back to Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
