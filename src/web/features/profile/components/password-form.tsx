import { Button } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { PasswordField } from "../../../components/ui/text-field.tsx";
import { fieldProps } from "../../../lib/form-field.ts";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { useChangePassword } from "../api/change-password.ts";
import { usePasswordForm } from "../use-password-form.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

const resolver = lazyZodResolver(() =>
  import("../../../../domain/user/user-schemas.ts").then((user) =>
    user.withConfirmation(user.changePasswordSchema),
  ),
);

export function PasswordForm() {
  const form = usePasswordForm({
    resolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    fields: ["currentPassword", "newPassword"],
    mutation: useChangePassword(),
  });
  const field = fieldProps(form, "password");

  return (
    <SectionCard
      id="password-settings-title"
      title="Password Settings"
      description="Changing your password logs you out on your other devices."
    >
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" autoComplete="username" hidden readOnly />
        <PasswordField label="Current Password" purpose="current" {...field("currentPassword")} />
        <NewPasswordFields field={field} />
        <Button type="submit" disabled={form.isPending} className="w-full sm:w-auto">
          {form.isPending ? "Changing..." : "Change Password"}
        </Button>
      </form>
    </SectionCard>
  );
}
