import { ShieldAlert } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { HandleField } from "../../../components/ui/text-field.tsx";
import { fieldProps } from "../../../lib/form-field.ts";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { useAdminResetPassword } from "../api/admin-reset-password.ts";
import { usePasswordForm } from "../use-password-form.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

const resolver = lazyZodResolver(() =>
  import("../../../../domain/user/user-schemas.ts").then((user) =>
    user.withConfirmation(user.adminResetPasswordSchema),
  ),
);

/** Shown to admins only: reset another user's password by their Discord username. */
export function AdminTools() {
  const form = usePasswordForm({
    resolver,
    defaultValues: { discordUsername: "", newPassword: "", confirmPassword: "" },
    fields: ["discordUsername", "newPassword"],
    mutation: useAdminResetPassword(),
  });
  const field = fieldProps(form, "admin");

  return (
    <SectionCard
      id="admin-tools-title"
      title="Admin Tools"
      icon={
        <ShieldAlert aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />
      }
      description="Reset another user's password. Their open sessions are ended."
      className="border-amber-500/50"
    >
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4 md:grid-cols-3">
        <HandleField
          label="User's Discord Username"
          autoComplete="off"
          required
          {...field("discordUsername")}
        />
        <NewPasswordFields field={field} />
        <div className="md:col-span-3">
          <Button
            type="submit"
            variant="destructive"
            disabled={form.isPending}
            className="w-full sm:w-auto"
          >
            {form.isPending ? "Resetting..." : "Reset User Password"}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
