import { PasswordField } from "../../../components/ui/text-field.tsx";
import type { FieldProps } from "../../../lib/form-field.ts";
import { useT } from "../../../lib/i18n.ts";
import type { NewPasswordValues } from "../use-password-form.ts";

/** New Password and Confirm New Password, as both password forms ask for them. */
export function NewPasswordFields({
  field,
}: {
  /** The form's `fieldProps`. */
  field: (name: keyof NewPasswordValues) => FieldProps;
}) {
  const t = useT();
  return (
    <>
      <PasswordField label={t("account.password.new")} purpose="new" {...field("newPassword")} />
      <PasswordField
        label={t("account.password.confirm")}
        purpose="confirm"
        {...field("confirmPassword")}
      />
    </>
  );
}
