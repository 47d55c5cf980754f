import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { Button } from "../../../components/ui/button.tsx";
import { PasswordField } from "../../../components/ui/text-field.tsx";
import { errorText, splitFieldError } from "../../../lib/api.ts";
import { fieldProps } from "../../../lib/form-field.ts";
import { useT } from "../../../lib/i18n.ts";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { useCompletePasswordReset } from "../api/password-reset.ts";

interface Values {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

const resolver = lazyZodResolver(() =>
  import("../../../../domain/user/user-schemas.ts").then((user) =>
    user.withConfirmation(user.completePasswordResetSchema),
  ),
);

/** The new password, typed twice, set with the admin's one-time link; then on, signed in. */
export function CompleteResetForm({ token }: { token: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const complete = useCompletePasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver,
    defaultValues: { token, newPassword: "", confirmPassword: "" },
  });
  const field = fieldProps({ register, errors }, "reset");

  const onSubmit = handleSubmit(({ confirmPassword: _, ...body }) =>
    complete.mutate(body, {
      onSuccess: () => navigate("/home", { replace: true }),
      onError: (error) => {
        const { field: named, message } = splitFieldError(errorText(error), ["newPassword"]);
        if (named) setError(named, { message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t("account.reset.title")}
    >
      <PasswordField label={t("account.password.new")} purpose="new" {...field("newPassword")} />
      <PasswordField
        label={t("account.password.confirm")}
        purpose="confirm"
        {...field("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={complete.isPending}>
        {complete.isPending ? t("account.reset.saving") : t("account.reset.save")}
      </Button>
    </form>
  );
}
