import { messageRef } from "../../../../domain/i18n/message.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { PasswordField } from "../../../components/ui/text-field.tsx";
import { fieldProps } from "../../../lib/form-field.ts";
import { useT } from "../../../lib/i18n.ts";
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
  const t = useT();
  const form = usePasswordForm({
    resolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    fields: ["currentPassword", "newPassword"],
    mutation: useChangePassword(),
    done: () => messageRef("account.password.updated"),
  });
  const field = fieldProps(form, "password");

  return (
    <SectionCard
      id="password-settings-title"
      title={t("account.password.settings")}
      description={t("account.password.settings_text")}
    >
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" autoComplete="username" hidden readOnly />
        <PasswordField
          label={t("account.password.current")}
          purpose="current"
          {...field("currentPassword")}
        />
        <NewPasswordFields field={field} />
        <Button type="submit" disabled={form.isPending} className="w-full sm:w-auto">
          {form.isPending ? t("account.password.changing") : t("account.password.change")}
        </Button>
      </form>
    </SectionCard>
  );
}
