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
import { TextField } from "../../../components/ui/text-field.tsx";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { toast } from "../../../lib/toast.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

type ProfileUpdateOutput = z.output<typeof profileUpdateSchema>;

const resolver = lazyZodResolver(() =>
  import("../../../../domain/user/user-schemas.ts").then((user) => user.profileUpdateSchema),
);

const formValues = (user: PublicUser): ProfileUpdateInput => ({
  name: user.name ?? "",
  whatsappNumber: user.whatsappNumber ?? "",
  malaysianNumber: user.malaysianNumber ?? "",
  revolutUsername: user.revolutUsername ?? "",
});

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
          <TextField
            id="profile-name"
            label="Full Name"
            autoComplete="name"
            error={errors.name?.message}
            {...register("name")}
          />
          <TextField
            id="profile-whatsappNumber"
            label="WhatsApp Number"
            type="tel"
            autoComplete="tel"
            placeholder="+65xxxxxxxx"
            hint="Recommended for ride coordination"
            error={errors.whatsappNumber?.message}
            {...register("whatsappNumber")}
          />
          <TextField
            id="profile-malaysianNumber"
            label="Malaysian Phone Number"
            type="tel"
            autoComplete="off"
            placeholder="+60xxxxxxxx"
            error={errors.malaysianNumber?.message}
            {...register("malaysianNumber")}
          />
          <TextField
            id="profile-revolutUsername"
            label="Revolut Username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            hint="For payment coordination"
            error={errors.revolutUsername?.message}
            {...register("revolutUsername")}
          />
          <Button type="submit" disabled={updateProfile.isPending} className="w-full sm:w-auto">
            {updateProfile.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
