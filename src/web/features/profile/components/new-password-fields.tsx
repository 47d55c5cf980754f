import { PasswordField } from "../../../components/ui/text-field.tsx";
import type { FieldProps } from "../../../lib/form-field.ts";
import type { NewPasswordValues } from "../use-password-form.ts";

/** New Password and Confirm New Password, as both password forms ask for them. */
export function NewPasswordFields({
  field,
}: {
  /** The form's `fieldProps`. */
  field: (name: keyof NewPasswordValues) => FieldProps;
}) {
  return (
    <>
      <PasswordField label="New Password" purpose="new" {...field("newPassword")} />
      <PasswordField label="Confirm New Password" purpose="confirm" {...field("confirmPassword")} />
    </>
  );
}
