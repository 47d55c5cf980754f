import { AdminTools } from "../features/profile/components/admin-tools.tsx";
import { PasswordForm } from "../features/profile/components/password-form.tsx";
import { ProfileForm } from "../features/profile/components/profile-form.tsx";
import { VendorVerification } from "../features/profile/components/vendor-verification.tsx";
import { PushSettings } from "../features/push/components/push-settings.tsx";
import { useAuth } from "../lib/use-auth.ts";

export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null; // The route requires login; this only satisfies the types.

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <title>Profile · FC Rideshare</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Profile</h1>
        <p className="text-muted-foreground">
          Manage your contact details, password and notifications.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {/* Keyed by user so the form refills when the account changes. */}
        <ProfileForm key={user.id} user={user} />
        <PasswordForm />
      </div>
      <PushSettings />
      {user.isAdmin ? <AdminTools /> : null}
      {user.isAdmin ? <VendorVerification /> : null}
    </div>
  );
}
