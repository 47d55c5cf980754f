import { ShieldAlert } from "lucide-react";
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
import { useAdminResetPassword } from "../api/admin-reset-password.ts";

const loadSchema = () =>
  import("../../../../domain/user.ts").then((user) =>
    user.withConfirmation(user.adminResetPasswordSchema),
  );
type Schema = Awaited<ReturnType<typeof loadSchema>>;
const resolver = lazyZodResolver(loadSchema);

const FIELDS = ["discordUsername", "newPassword"] as const;

/** Shown to admins only: reset another user's password by their Discord username. */
export function AdminTools() {
  const resetPassword = useAdminResetPassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues: { discordUsername: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(({ discordUsername, newPassword }) =>
    resetPassword.mutate(
      { discordUsername, newPassword },
      {
        onSuccess: ({ message }) => {
          reset();
          toast({ title: "Success", description: message });
        },
        onError: (error) => {
          const { field, message } = splitFieldError(errorText(error), FIELDS);
          if (field) setError(field, { message }, { shouldFocus: true });
          toast({
            title: "Admin password reset failed",
            description: message,
            variant: "destructive",
          });
        },
      },
    ),
  );

  return (
    <Card aria-labelledby="admin-tools-title" className="border-amber-500/50">
      <CardHeader>
        <CardTitle id="admin-tools-title" className="flex items-center gap-2">
          <ShieldAlert aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />
          Admin Tools
        </CardTitle>
        <CardDescription>
          Reset another user's password. Their open sessions are ended.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-3">
          <TextField
            id="admin-discordUsername"
            label="User's Discord Username"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            error={errors.discordUsername?.message}
            {...register("discordUsername")}
          />
          <TextField
            id="admin-newPassword"
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint="Minimum 8 characters"
            required
            error={errors.newPassword?.message}
            {...register("newPassword")}
          />
          <TextField
            id="admin-confirmPassword"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          <div className="md:col-span-3">
            <Button
              type="submit"
              variant="destructive"
              disabled={resetPassword.isPending}
              className="w-full sm:w-auto"
            >
              {resetPassword.isPending ? "Resetting..." : "Reset User Password"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
