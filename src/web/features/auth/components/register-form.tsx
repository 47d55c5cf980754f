import { Controller } from "react-hook-form";
import { Link } from "wouter";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { HandleField, PasswordField, TextField } from "../../../components/ui/text-field.tsx";
import { translate, useT } from "../../../lib/i18n.ts";
import { REGISTER_ERROR_ID, useRegisterForm } from "../use-register-form.ts";
import { VendorFields } from "./vendor-fields.tsx";

export function RegisterForm() {
  const t = useT();
  const state = useRegisterForm();
  const { field, form, isVendor, message } = state;

  return (
    <form
      onSubmit={state.submit}
      noValidate
      className="space-y-4"
      aria-label={t("account.register.form")}
    >
      {message ? (
        <ErrorAlert id={REGISTER_ERROR_ID}>
          {state.refused ? (
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
          control={form.control}
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

      {isVendor ? <VendorFields state={state} /> : null}

      <Button type="submit" className="w-full" disabled={state.pending}>
        {state.pending ? t("account.register.submitting") : t("account.register.submit")}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Link href="/privacy" className="underline underline-offset-4">
          {t("account.data.privacy_link")}
        </Link>
      </p>
    </form>
  );
}
