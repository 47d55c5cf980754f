import { ShieldAlert } from "lucide-react";
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
  const { register, errors, onSubmit, isPending } = usePasswordForm({
    resolver,
    defaultValues: { discordUsername: "", newPassword: "", confirmPassword: "" },
    fields: ["discordUsername", "newPassword"],
    mutation: useAdminResetPassword(),
  });

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
          <NewPasswordFields idPrefix="admin" register={register} errors={errors} />
          <div className="md:col-span-3">
            <Button
              type="submit"
              variant="destructive"
              disabled={isPending}
              className="w-full sm:w-auto"
            >
              {isPending ? "Resetting..." : "Reset User Password"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
