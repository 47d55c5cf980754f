// My data, and leaving (issue 38): the export as a download, and the account's deletion behind a
// dialog that says what happens. A Discord-only account confirms by signing in with Discord again.
import { AlertDialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { DISCORD_CONFIRM_MINUTES } from "../../../../domain/privacy/privacy.ts";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import {
  dialogContentClasses,
  dialogOverlayClasses,
} from "../../../components/ui/dialog-classes.ts";
import { PasswordField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { EXPORT_URL, useDeleteAccount } from "../api/delete-account.ts";

/** Back from Discord to confirm: `/profile?delete=discord` opens the dialog without a password. */
const DISCORD_RETURN = "/profile?delete=discord";
const CONSEQUENCES = [
  "account.data.what_sessions",
  "account.data.what_erased",
  "account.data.what_rides",
  "account.data.what_past",
  "account.data.what_name",
] as const;

export function MyData({ user, discordEnabled }: { user: PublicUser; discordEnabled: boolean }) {
  const t = useT();
  const [, navigate] = useLocation();
  const viaDiscord = new URLSearchParams(useSearch()).get("delete") === "discord";
  const [open, setOpen] = useState(viaDiscord);
  const [password, setPassword] = useState("");
  const remove = useDeleteAccount();

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(viaDiscord ? {} : { password }, {
      onSuccess: () => {
        toast({ title: "account.data.deleted" });
        navigate("/", { replace: true });
      },
    });
  };

  return (
    <SectionCard
      id="my-data-title"
      title={t("account.data.section")}
      description={t("account.data.section_text")}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {/* A plain link: the browser saves the file the server answers as an attachment. */}
        <a href={EXPORT_URL} download className={buttonClasses("outline")}>
          {t("account.data.download")}
        </a>
        <AlertDialog.Root
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) remove.reset();
          }}
        >
          <AlertDialog.Trigger asChild>
            <Button variant="destructive">{t("account.data.delete")}</Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className={dialogOverlayClasses} />
            <AlertDialog.Content className={dialogContentClasses}>
              <AlertDialog.Title className="text-lg font-semibold">
                {t("account.data.confirm_title")}
              </AlertDialog.Title>
              <AlertDialog.Description asChild>
                <div className="space-y-2 text-sm text-muted-foreground">
                  <p>{t("account.data.confirm_intro")}</p>
                  <ul className="list-disc space-y-1 pl-5">
                    {CONSEQUENCES.map((id) => (
                      <li key={id}>{t(id)}</li>
                    ))}
                  </ul>
                </div>
              </AlertDialog.Description>
              <form onSubmit={confirm} noValidate className="space-y-4">
                {viaDiscord ? (
                  <p className="text-sm">
                    {t("account.data.discord_ready", { minutes: DISCORD_CONFIRM_MINUTES })}
                  </p>
                ) : (
                  <>
                    <input type="text" autoComplete="username" hidden readOnly />
                    <PasswordField
                      id="delete-account-password"
                      label={t("account.data.password")}
                      purpose="current"
                      value={password}
                      onChange={(event) => setPassword(event.target.value)}
                    />
                    {user.discordVerified && discordEnabled ? (
                      <a
                        href={`/api/auth/discord?next=${encodeURIComponent(DISCORD_RETURN)}`}
                        className={buttonClasses("link")}
                      >
                        {t("account.data.with_discord")}
                      </a>
                    ) : null}
                  </>
                )}
                {remove.isError ? <ErrorAlert>{errorText(remove.error)}</ErrorAlert> : null}
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <AlertDialog.Cancel className={buttonClasses("outline")}>
                    {t("app.cancel")}
                  </AlertDialog.Cancel>
                  <Button
                    type="submit"
                    variant="destructive"
                    disabled={remove.isPending || (!viaDiscord && password === "")}
                  >
                    {remove.isPending ? t("account.data.deleting") : t("account.data.confirm")}
                  </Button>
                </div>
              </form>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
      <p className="mt-3 text-sm">
        <Link href="/privacy" className="underline underline-offset-4">
          {t("account.data.privacy_link")}
        </Link>
      </p>
    </SectionCard>
  );
}
