import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { messageRef } from "../../../../domain/i18n/message.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
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
      <section aria-labelledby="reset-requests-title" className="mt-6 space-y-3">
        <h3 id="reset-requests-title" className="font-semibold">
          {t("account.admin.requests")}
        </h3>
        <ResetRequests />
      </section>
      <section aria-labelledby="reported-rides-title" className="mt-6 space-y-3">
        <h3 id="reported-rides-title" className="font-semibold">
          {t("account.admin.reported_rides")}
        </h3>
        <ReportedRides />
      </section>
      <section aria-labelledby="reported-ratings-title" className="mt-6 space-y-3">
        <h3 id="reported-ratings-title" className="font-semibold">
          {t("account.admin.reported_ratings")}
        </h3>
        {reportedRatings}
      </section>
    </SectionCard>
  );
}
