import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { NewPasswordValues } from "../use-password-form.ts";

/** New Password and Confirm New Password, as both password forms ask for them. */
export function NewPasswordFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: (name: keyof NewPasswordValues) => UseFormRegisterReturn;
  errors: FieldErrors<NewPasswordValues>;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-newPassword`}
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="Minimum 8 characters"
        required
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <TextField
        id={`${idPrefix}-confirmPassword`}
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
    </>
  );
}
