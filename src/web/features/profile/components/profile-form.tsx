import { useForm } from "react-hook-form";
import type { z } from "zod";
import type {
  ProfileUpdateInput,
  PublicUser,
  profileUpdateSchema,
} from "../../../../domain/user/user-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card.tsx";
import { TextField, type TextFieldProps } from "../../../components/ui/text-field.tsx";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { toast } from "../../../lib/toast.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

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

/** The editable fields, in the form's order: each is one text field (the rest of its props). */
const FIELDS: { name: EditableField; props: Omit<TextFieldProps, "id" | "error"> }[] = [
  { name: "name", props: { label: "Full Name", autoComplete: "name" } },
  {
    name: "whatsappNumber",
    props: {
      label: "WhatsApp Number",
      type: "tel",
      autoComplete: "tel",
      placeholder: "+65xxxxxxxx",
      hint: "Recommended for ride coordination",
    },
  },
  {
    name: "malaysianNumber",
    props: {
      label: "Malaysian Phone Number",
      type: "tel",
      autoComplete: "off",
      placeholder: "+60xxxxxxxx",
    },
  },
  {
    name: "revolutUsername",
    props: {
      label: "Revolut Username",
      autoCapitalize: "none",
      autoCorrect: "off",
      spellCheck: false,
      hint: "For payment coordination",
    },
  },
  {
    name: "paynowProxy",
    props: {
      label: "PayNow Mobile Number or UEN",
      autoComplete: "off",
      autoCapitalize: "characters",
      placeholder: "+65 9123 4567",
      hint: "Optional: a Singapore mobile number or your UEN. When you organise a ride, your passengers get a PayNow QR code for their share.",
    },
  },
  {
    name: "paynowName",
    props: {
      label: "PayNow Name",
      autoComplete: "off",
      hint: "The name your bank shows when someone pays you by PayNow",
    },
  },
];

const formValues = (user: PublicUser): ProfileUpdateInput =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, user[name] ?? ""]));

export function ProfileForm({ user }: { user: PublicUser }) {
  const updateProfile = useUpdateProfile(user.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdateOutput>({
    resolver,
    defaultValues: formValues(user),
  });

  const onSubmit = handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: (saved) => {
        reset(formValues(saved));
        toast({ title: "Profile updated", description: "Your profile has been saved." });
      },
    }),
  );

  return (
    <Card aria-labelledby="profile-settings-title">
      <CardHeader>
        <CardTitle id="profile-settings-title">Profile Settings</CardTitle>
        <CardDescription>How other riders and drivers see and reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            id="profile-discordUsername"
            label="Discord Username"
            value={user.discordUsername}
            readOnly
            hint="Your Discord username cannot be changed"
          />
          {FIELDS.map(({ name, props }) => (
            <TextField
              key={name}
              id={`profile-${name}`}
              error={errors[name]?.message}
              {...props}
              {...register(name)}
            />
          ))}
          <Button type="submit" disabled={updateProfile.isPending} className="w-full sm:w-auto">
            {updateProfile.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
