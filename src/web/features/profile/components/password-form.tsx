import { Button } from "../../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
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
  const { register, errors, onSubmit, isPending } = usePasswordForm({
    resolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    fields: ["currentPassword", "newPassword"],
    mutation: useChangePassword(),
  });

  return (
    <Card aria-labelledby="password-settings-title">
      <CardHeader>
        <CardTitle id="password-settings-title">Password Settings</CardTitle>
        <CardDescription>
          Changing your password logs you out on your other devices.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {/* Lets password managers tie the new password to this account. */}
          <input type="text" autoComplete="username" hidden readOnly />
          <TextField
            id="password-currentPassword"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register("currentPassword")}
          />
          <NewPasswordFields idPrefix="password" register={register} errors={errors} />
          <Button type="submit" disabled={isPending} className="w-full sm:w-auto">
            {isPending ? "Changing..." : "Change Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
