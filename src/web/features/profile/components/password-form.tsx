import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorText, splitFieldError } from "../../../lib/api.ts";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { toast } from "../../../lib/toast.ts";
import { useChangePassword } from "../api/change-password.ts";

const loadSchema = () =>
  import("../../../../domain/user.ts").then((user) =>
    user.withConfirmation(user.changePasswordSchema),
  );
type Schema = Awaited<ReturnType<typeof loadSchema>>;
const resolver = lazyZodResolver(loadSchema);

const FIELDS = ["currentPassword", "newPassword"] as const;

export function PasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          reset();
          toast({ title: "Success", description: message });
        },
        onError: (error) => {
          const { field, message } = splitFieldError(errorText(error), FIELDS);
          if (field) setError(field, { message }, { shouldFocus: true });
          toast({ title: "Password reset failed", description: message, variant: "destructive" });
        },
      },
    ),
  );

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
          <TextField
            id="password-newPassword"
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint="Minimum 8 characters"
            required
            error={errors.newPassword?.message}
            {...register("newPassword")}
          />
          <TextField
            id="password-confirmPassword"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          <Button type="submit" disabled={changePassword.isPending} className="w-full sm:w-auto">
            {changePassword.isPending ? "Changing..." : "Change Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
