import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PasswordField } from "../../../components/ui/text-field.tsx";
import { errorText, splitFieldError } from "../../../lib/api.ts";
import { fieldProps } from "../../../lib/form-field.ts";
import { translate, useT } from "../../../lib/i18n.ts";
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
  // A link the server refuses (used, expired): said once, in words, without the field's name.
  const [linkRefused, setLinkRefused] = useState<string | null>(null);

  const onSubmit = handleSubmit(({ confirmPassword: _, ...body }) => {
    setLinkRefused(null);
    complete.mutate(body, {
      onSuccess: () => navigate("/home", { replace: true }),
      onError: (error) => {
        const { field: named, message } = splitFieldError(errorText(error), [
          "newPassword",
          "token",
        ]);
        if (named === "token") setLinkRefused(message);
        else if (named) setError(named, { message }, { shouldFocus: true });
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t("account.reset.title")}
    >
      {linkRefused ? <ErrorAlert>{translate(linkRefused)}</ErrorAlert> : null}
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
