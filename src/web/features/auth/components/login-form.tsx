import { useState } from "react";
import { useForm } from "react-hook-form";
import type { LoginInput } from "../../../../domain/user/user-schemas.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { HandleField, PasswordField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/api.ts";
import { fieldProps } from "../../../lib/form-field.ts";
import { translate, useT } from "../../../lib/i18n.ts";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { useAuth } from "../../../lib/use-auth.ts";

/** The red box of a refused login; both fields point to it, as either may be the wrong one. */
const ERROR_ID = "login-error";

const resolver = lazyZodResolver(() =>
  import("../../../../domain/user/user-schemas.ts").then((user) => user.loginSchema),
);

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const t = useT();
  const { loginMutation } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver,
    defaultValues: { discordUsername: "", password: "" },
  });
  const field = fieldProps({ register, errors }, "login");

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    loginMutation.mutate(values, { onError: (error) => setServerError(errorText(error)) });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("account.login.form")}>
      {serverError ? (
        <ErrorAlert id={ERROR_ID}>
          <strong className="block">{t("account.auth.login_failed")}</strong>{" "}
          {translate(serverError)}
        </ErrorAlert>
      ) : null}
      <HandleField
        label={t("account.field.discord_username")}
        autoComplete="username"
        required
        invalid={Boolean(serverError)}
        describedBy={ERROR_ID}
        {...field("discordUsername")}
      />
      <PasswordField
        label={t("account.field.password")}
        purpose="current"
        invalid={Boolean(serverError)}
        describedBy={ERROR_ID}
        {...field("password")}
      />
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t("account.login.submitting") : t("account.login.submit")}
      </Button>
      <div className="text-center">
        <Button variant="link" onClick={onForgotPassword}>
          {t("account.login.forgot")}
        </Button>
      </div>
    </form>
  );
}
