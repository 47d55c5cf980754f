import { ArrowLeft, MessageCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { requestPasswordResetSchema } from "../../../../domain/user/user-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import { HandleField } from "../../../components/ui/text-field.tsx";
import { errorText, splitFieldError } from "../../../lib/api.ts";
import { fieldProps } from "../../../lib/form-field.ts";
import { useT } from "../../../lib/i18n.ts";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { useRequestPasswordReset } from "../api/password-reset.ts";

type RequestInput = z.output<typeof requestPasswordResetSchema>;

const resolver = lazyZodResolver(() =>
  import("../../../../domain/user/user-schemas.ts").then((user) => user.requestPasswordResetSchema),
);

/**
 * The hidden third view of /auth: a rider asks for a reset (decision 029); an admin answers
 * with a one-time link. Once asked, the view says what happens next.
 */
export function ForgotPasswordView({ onBack }: { onBack: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RequestInput>({ resolver, defaultValues: { discordUsername: "" } });
  const field = fieldProps({ register, errors }, "forgot");

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => {
        const { field: named, message } = splitFieldError(errorText(error), ["discordUsername"]);
        if (named) setError(named, { message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <div className="space-y-4">
      <Button variant="link" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t("account.forgot.back")}
      </Button>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t("account.forgot.title")}
      </h2>
      {request.isSuccess ? (
        // Not a live region: the 'Password Reset Request' toast announces it.
        <div className="flex gap-3 rounded-lg bg-accent p-4 text-sm text-accent-foreground">
          <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{t("account.reset.request_done")}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-muted-foreground">{t("account.reset.request_text")}</p>
          <HandleField
            label={t("account.field.discord_username")}
            autoComplete="username"
            required
            {...field("discordUsername")}
          />
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? t("account.reset.requesting") : t("account.reset.request")}
          </Button>
          <p className="text-sm text-muted-foreground">{t("account.forgot.new_account")}</p>
        </form>
      )}
      <Button variant="outline" className="w-full" onClick={onBack}>
        {t("account.forgot.return")}
      </Button>
    </div>
  );
}
