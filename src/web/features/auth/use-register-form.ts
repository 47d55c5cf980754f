import { useState } from "react";
import { type FieldError, type FieldPath, get, useForm } from "react-hook-form";
import type { z } from "zod";
import type { RegisterInput, registerSchema } from "../../../domain/user/user-schemas.ts";
import { errorText, splitFieldError } from "../../lib/api.ts";
import { useLocale } from "../../lib/i18n.ts";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver.ts";
import { useAuth } from "../../lib/use-auth.ts";

type RegisterOutput = z.output<typeof registerSchema>;

/** Spec section 5: the first failing rule, in this order, is the one shown. */
export const REGISTER_FIELDS = [
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
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The id of the form's one message, which every field points to. */
export const REGISTER_ERROR_ID = "register-error";

const resolver = lazyZodResolver(() =>
  import("../../../domain/user/user-schemas.ts").then((user) => user.registerSchema),
);

/** The form as it opens. */
export const EMPTY_REGISTER_FORM: RegisterInput = {
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
};

/**
 * The register form's state: the fields, the one message shown (the first failing rule in
 * spec order, else the server's refusal) and the field it names, and the submit that sends the
 * account in the language the form was read in.
 */
export function useRegisterForm() {
  const locale = useLocale();
  const { registerMutation } = useAuth();
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver,
    defaultValues: EMPTY_REGISTER_FORM,
  });
  const { errors } = form.formState;

  const errorAt = (path: RegisterField): string | undefined =>
    (get(errors, path) as FieldError | undefined)?.message;
  const firstInvalid = REGISTER_FIELDS.find((path) => errorAt(path));
  const invalidField = firstInvalid ?? serverError?.field;

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    // The language the form was read in becomes the account's (notifications are written in it).
    registerMutation.mutate(
      { ...values, language: locale },
      { onError: (error) => setServerError(splitFieldError(errorText(error), REGISTER_FIELDS)) },
    );
  });

  return {
    form,
    isVendor: form.watch("isVendor"),
    /** The message to show (a catalog key or the server's words), or none. */
    message: firstInvalid ? errorAt(firstInvalid) : serverError?.message,
    /** True when the message is the server's refusal, shown under the spec's title. */
    refused: !firstInvalid && serverError !== null,
    invalidField,
    submit,
    pending: registerMutation.isPending,
    /** What a text field of `path` needs: its id, whether it is marked invalid, its registration. */
    field: (path: RegisterField) => ({
      id: `register-${path.replace(".", "-")}`,
      invalid: invalidField === path || Boolean(errorAt(path)),
      describedBy: REGISTER_ERROR_ID,
      ...form.register(path),
    }),
  };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
