import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { messageRef } from "../../../../domain/i18n/message.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { Subsection } from "../../../components/ui/subsection.tsx";
import { HandleField } from "../../../components/ui/text-field.tsx";
import { fieldProps } from "../../../lib/form-field.ts";
import { useT } from "../../../lib/i18n.ts";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver.ts";
import { useAdminResetPassword } from "../api/admin-reset-password.ts";
import { usePasswordForm } from "../use-password-form.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { ReportedRides } from "./reported-rides.tsx";
import { ResetRequests } from "./reset-requests.tsx";

const resolver = lazyZodResolver(() =>
  import("../../../../domain/user/user-schemas.ts").then((user) =>
    user.withConfirmation(user.adminResetPasswordSchema),
  ),
);

/**
 * Shown to admins only: reset another user's password by their Discord username, answer reset
 * requests, the rides whose car a rider reported, and the reported ratings (the ratings
 * feature's list, which the page hands in).
 */
export function AdminTools({ reportedRatings }: { reportedRatings: ReactNode }) {
  const t = useT();
  const form = usePasswordForm({
    resolver,
    defaultValues: { discordUsername: "", newPassword: "", confirmPassword: "" },
    fields: ["discordUsername", "newPassword"],
    mutation: useAdminResetPassword(),
    done: ({ discordUsername }) =>
      messageRef("account.admin.reset_done", { username: discordUsername }),
  });
  const field = fieldProps(form, "admin");
  const lists = [
    { id: "reset-requests-title", title: t("account.admin.requests"), list: <ResetRequests /> },
    {
      id: "reported-rides-title",
      title: t("account.admin.reported_rides"),
      list: <ReportedRides />,
    },
    {
      id: "reported-ratings-title",
      title: t("account.admin.reported_ratings"),
      list: reportedRatings,
    },
  ];

  return (
    <SectionCard
      id="admin-tools-title"
      title={t("account.admin.title")}
      icon={
        <ShieldAlert aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />
      }
      description={t("account.admin.text")}
      className="border-amber-500/50"
    >
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4 md:grid-cols-3">
        <HandleField
          label={t("account.admin.username")}
          autoComplete="off"
          required
          {...field("discordUsername")}
        />
        <NewPasswordFields field={field} />
        <div className="md:col-span-3">
          <Button
            type="submit"
            variant="destructive"
            disabled={form.isPending}
            className="w-full sm:w-auto"
          >
            {form.isPending ? t("account.admin.resetting") : t("account.admin.reset")}
          </Button>
        </div>
      </form>
      {lists.map(({ id, title, list }) => (
        <Subsection key={id} id={id} title={title} className="mt-6 space-y-3">
          {list}
        </Subsection>
      ))}
    </SectionCard>
  );
}
