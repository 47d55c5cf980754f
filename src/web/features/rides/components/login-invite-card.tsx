import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";

/** For visitors: what logging in gives them, and the way to /auth. */
export function LoginInviteCard({ message }: { message?: string }) {
  return (
    <Card className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="space-y-1">
        <h2 className="font-semibold">Log in to create and join rides</h2>
        <p className="text-sm text-muted-foreground">
          {message ??
            "Log in or register to organise a ride, join one and contact your fellow travellers."}
        </p>
      </div>
      <Link href="/auth" className={buttonClasses("primary", "md", "shrink-0")}>
        <LogIn aria-hidden="true" />
        Log in or Register
      </Link>
    </Card>
  );
}
