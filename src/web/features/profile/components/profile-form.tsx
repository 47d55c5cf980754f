import { useForm } from "react-hook-form";
import type { z } from "zod";
import type {
  ProfileUpdateInput,
  PublicUser,
  profileUpdateSchema,
} from "../../../../domain/user/user-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { TextField, type TextFieldProps } from "../../../components/ui/text-field.tsx";
import { errorText, splitFieldError } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n.ts";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { toast } from "../../../lib/toast.ts";
import { PROFILE_FIELDS, useUpdateProfile } from "../api/update-profile.ts";

type ProfileUpdateOutput = z.output<typeof profileUpdateSchema>;

const resolver = lazyZodResolver(() =>
  import("../../../../domain/user/user-schemas.ts").then((user) => user.profileUpdateSchema),
);

type EditableField =
  | "name"
  | "whatsappNumber"
  | "malaysianNumber"
  | "revolutUsername"
  | "paynowProxy"
  | "paynowName";

/** Message ids of the texts a field shows. */
interface FieldTexts {
  label: string;
  hint?: string;
}

/** The editable fields, in the form's order: each is one text field (its texts, the rest of its props). */
const FIELDS: {
  name: EditableField;
  texts: FieldTexts;
  props: Omit<TextFieldProps, "id" | "error" | "label" | "hint">;
}[] = [
  { name: "name", texts: { label: "account.profile.full_name" }, props: { autoComplete: "name" } },
  {
    name: "whatsappNumber",
    texts: { label: "account.field.whatsapp", hint: "account.profile.whatsapp_hint" },
    props: { type: "tel", autoComplete: "tel", placeholder: "+65xxxxxxxx" },
  },
  {
    name: "malaysianNumber",
    texts: { label: "account.field.malaysian_number" },
    props: { type: "tel", autoComplete: "off", placeholder: "+60xxxxxxxx" },
  },
  {
    name: "revolutUsername",
    texts: { label: "account.field.revolut", hint: "account.profile.revolut_hint" },
    props: { autoCapitalize: "none", autoCorrect: "off", spellCheck: false },
  },
  {
    name: "paynowProxy",
    texts: { label: "account.profile.paynow_proxy", hint: "account.profile.paynow_proxy_hint" },
    props: { autoComplete: "off", autoCapitalize: "characters", placeholder: "+65 9123 4567" },
  },
  {
    name: "paynowName",
    texts: { label: "account.profile.paynow_name", hint: "account.profile.paynow_name_hint" },
    props: { autoComplete: "off" },
  },
];

const formValues = (user: PublicUser): ProfileUpdateInput =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, user[name] ?? ""]));

export function ProfileForm({ user }: { user: PublicUser }) {
  const t = useT();
  const updateProfile = useUpdateProfile(user.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdateOutput>({
    resolver,
    defaultValues: formValues(user),
  });

  const onSubmit = handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: (saved) => {
        reset(formValues(saved));
        toast({ title: "account.profile.saved_title", description: "account.profile.saved" });
      },
      // A field the server refuses shows under it, once; anything else in the toast.
      onError: (error) => {
        const { field, message } = splitFieldError(errorText(error), PROFILE_FIELDS);
        if (field) setError(field, { message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <SectionCard
      id="profile-settings-title"
      title={t("account.profile.settings")}
      description={t("account.profile.settings_text")}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id="profile-discordUsername"
          label={t("account.field.discord_username")}
          value={user.discordUsername}
          readOnly
          hint={t("account.profile.username_hint")}
        />
        {FIELDS.map(({ name, texts, props }) => (
          <TextField
            key={name}
            id={`profile-${name}`}
            label={t(texts.label)}
            hint={texts.hint && t(texts.hint)}
            error={errors[name]?.message}
            {...props}
            {...register(name)}
          />
        ))}
        <Button type="submit" disabled={updateProfile.isPending} className="w-full sm:w-auto">
          {updateProfile.isPending ? t("account.profile.saving") : t("account.profile.save")}
        </Button>
      </form>
    </SectionCard>
  );
}
