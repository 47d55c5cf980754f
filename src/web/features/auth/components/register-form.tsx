import { useState } from "react";
import { Controller, type FieldError, type FieldPath, get, useForm } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import { REGISTRATIONS } from "../../../../domain/carriage/carriage.ts";
import { REGISTRATION_LABELS } from "../../../../domain/carriage/carrier.ts";
import type { RegisterInput, registerSchema } from "../../../../domain/user/user-schemas.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { HandleField, PasswordField, TextField } from "../../../components/ui/text-field.tsx";
import { errorText, splitFieldError } from "../../../lib/api.ts";
import { translate, useLocale, useT } from "../../../lib/i18n.ts";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { useAuth } from "../../../lib/use-auth.ts";

type RegisterOutput = z.output<typeof registerSchema>;

/** Spec section 5: the first failing rule, in this order, is the one shown. */
const FIELD_ORDER = [
  "discordUsername",
  "password",
  "name",
  "whatsappNumber",
  "malaysianNumber",
  "revolutUsername",
  "companyName",
  "driverDetails.name",
  "driverDetails.contact",
  "driverDetails.carNumber",
  "registration",
  "permitExpires",
] as const satisfies readonly FieldPath<RegisterInput>[];

const ERROR_ID = "register-error";

const resolver = lazyZodResolver(() =>
  import("../../../../domain/user/user-schemas.ts").then((user) => user.registerSchema),
);

export function RegisterForm() {
  const t = useT();
  const locale = useLocale();
  const { registerMutation } = useAuth();
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  const {
    register,
    control,
    watch,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver,
    defaultValues: {
      discordUsername: "",
      password: "",
      name: "",
      whatsappNumber: "",
      malaysianNumber: "",
      revolutUsername: "",
      isVendor: false,
      companyName: "",
      driverDetails: { name: "", contact: "", carNumber: "" },
      registration: "",
      permitExpires: "",
    },
  });
  const isVendor = watch("isVendor");

  const errorAt = (path: FieldPath<RegisterInput>): string | undefined =>
    (get(errors, path) as FieldError | undefined)?.message;
  const firstInvalid = FIELD_ORDER.find((path) => errorAt(path));
  const message = firstInvalid ? errorAt(firstInvalid) : serverError?.message;
  const invalidField = firstInvalid ?? serverError?.field;

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    // The language the form was read in becomes the account's (notifications are written in it).
    registerMutation.mutate(
      { ...values, language: locale },
      {
        onError: (error) => setServerError(splitFieldError(errorText(error), FIELD_ORDER)),
      },
    );
  });

  const field = (path: (typeof FIELD_ORDER)[number]) => ({
    id: `register-${path.replace(".", "-")}`,
    invalid: invalidField === path || Boolean(errorAt(path)),
    describedBy: ERROR_ID,
    ...register(path),
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t("account.register.form")}
    >
      {message ? (
        <ErrorAlert id={ERROR_ID}>
          {serverError ? (
            <strong className="block">{t("account.auth.register_failed")}</strong>
          ) : null}{" "}
          {translate(message)}
        </ErrorAlert>
      ) : null}
      <HandleField
        label={t("account.field.discord_username")}
        hint={t("account.register.username_hint")}
        autoComplete="username"
        required
        {...field("discordUsername")}
      />
      <PasswordField label={t("account.field.password")} purpose="new" {...field("password")} />
      <TextField
        label={t("account.register.name")}
        hint={t("account.field.optional")}
        autoComplete="name"
        {...field("name")}
      />
      <TextField
        label={t("account.field.whatsapp")}
        hint={t("account.register.whatsapp_hint")}
        placeholder="+65xxxxxxxx"
        type="tel"
        autoComplete="tel"
        {...field("whatsappNumber")}
      />
      <TextField
        label={t("account.field.malaysian_number")}
        hint={t("account.field.optional")}
        placeholder="+60xxxxxxxx"
        type="tel"
        autoComplete="off"
        {...field("malaysianNumber")}
      />
      <HandleField
        label={t("account.field.revolut")}
        hint={t("account.register.revolut_hint")}
        {...field("revolutUsername")}
      />

      <div className="flex items-center gap-3 rounded-lg border border-border p-3">
        <Controller
          control={control}
          name="isVendor"
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <Checkbox
              id="register-isVendor"
              ref={ref}
              checked={Boolean(value)}
              onCheckedChange={(checked) => onChange(checked === true)}
              onBlur={onBlur}
              aria-controls={isVendor ? "register-vendor-section" : undefined}
            />
          )}
        />
        <Label htmlFor="register-isVendor" className="cursor-pointer py-1">
          {t("account.register.as_vendor")}
        </Label>
      </div>

      {isVendor ? (
        <fieldset
          id="register-vendor-section"
          className="space-y-4 rounded-lg border border-border bg-muted/50 p-4"
        >
          <legend className="px-1 text-sm font-semibold">
            {t("account.register.vendor_legend")}
          </legend>
          <TextField
            label={t("account.register.company_name")}
            autoComplete="organization"
            required
            {...field("companyName")}
          />
          <TextField
            label={t("account.register.driver_name")}
            required
            {...field("driverDetails.name")}
          />
          <TextField
            label={t("account.register.driver_contact")}
            type="tel"
            required
            {...field("driverDetails.contact")}
          />
          <TextField
            label={t("account.register.car_number")}
            hint={t("account.register.car_number_hint")}
            autoCapitalize="characters"
            required
            {...field("driverDetails.carNumber")}
          />
          <fieldset className="space-y-3" aria-describedby="register-permit-hint">
            <legend className="text-sm font-semibold">{t("account.register.permit_legend")}</legend>
            <p id="register-permit-hint" className="text-sm text-muted-foreground">
              {t("account.register.permit_hint")}
            </p>
            <SelectField
              label={t("account.register.registration")}
              options={[
                { value: "", label: t("account.register.registration_none") },
                ...REGISTRATIONS.map((value) => ({
                  value,
                  label: t(REGISTRATION_LABELS[value]),
                })),
              ]}
              aria-invalid={invalidField === "registration" || undefined}
              aria-describedby={ERROR_ID}
              {...register("registration")}
              id="register-registration"
            />
            <TextField
              label={t("account.register.permit_expires")}
              hint={t("account.field.optional")}
              type="date"
              {...field("permitExpires")}
            />
          </fieldset>
        </fieldset>
      ) : null}

      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending
          ? t("account.register.submitting")
          : t("account.register.submit")}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Link href="/privacy" className="underline underline-offset-4">
          {t("account.data.privacy_link")}
        </Link>
      </p>
    </form>
  );
}
