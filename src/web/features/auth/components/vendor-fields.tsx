import { REGISTRATIONS } from "../../../../domain/carriage/carriage.ts";
import { REGISTRATION_LABELS } from "../../../../domain/carriage/carrier.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../lib/i18n.ts";
import { REGISTER_ERROR_ID, type RegisterFormState } from "../use-register-form.ts";

/** The register form's part for a vendor: company, driver, car and the cross-border permit. */
export function VendorFields({ state }: { state: RegisterFormState }) {
  const t = useT();
  const { field, form, invalidField } = state;
  return (
    <fieldset
      id="register-vendor-section"
      className="space-y-4 rounded-lg border border-border bg-muted/50 p-4"
    >
      <legend className="px-1 text-sm font-semibold">{t("account.register.vendor_legend")}</legend>
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
            ...REGISTRATIONS.map((value) => ({ value, label: t(REGISTRATION_LABELS[value]) })),
          ]}
          aria-invalid={invalidField === "registration" || undefined}
          aria-describedby={REGISTER_ERROR_ID}
          {...form.register("registration")}
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
  );
}
