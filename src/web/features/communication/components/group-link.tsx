import { ExternalLink } from "lucide-react";
import { type FormEvent, useState } from "react";
import { GROUP_LINK_MAX_LENGTH, groupLinkApp } from "../../../../domain/message/group-link.ts";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n.ts";
import { useGroupLink, useSaveGroupLink } from "../api/group-link.ts";

const APP_NAMES = { whatsapp: "WhatsApp", telegram: "Telegram", discord: "Discord" } as const;

/** The form the organizer pastes their group's invite link into, checked as the server checks it. */
function GroupLinkForm({ rideId, current }: { rideId: number; current: string | null }) {
  const t = useT();
  const save = useSaveGroupLink(rideId);
  const [url, setUrl] = useState(current ?? "");
  const [invalid, setInvalid] = useState(false);
  const id = `group-link-${rideId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (trimmed !== "" && groupLinkApp(trimmed) === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save.mutate(trimmed === "" ? null : trimmed);
  };
  let error: string | undefined;
  if (invalid)
    error = t("form.group_link.invalid", { field: t("ride.communication.group_link.label") });
  else if (save.isError) error = errorText(save.error);
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <TextField
        id={id}
        type="url"
        inputMode="url"
        label={t("ride.communication.group_link.label")}
        hint={t("ride.communication.group_link.hint")}
        maxLength={GROUP_LINK_MAX_LENGTH}
        value={url}
        error={error}
        onChange={(event) => setUrl(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t("ride.communication.group_link.save")}
        </Button>
        {current ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={save.isPending}
            onClick={() => {
              setUrl("");
              save.mutate(null);
            }}
          >
            {t("ride.communication.group_link.clear")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The ride's group chat: a button into it for members, and the organizer's form to set it. */
export function GroupLink({ rideId, organizer }: { rideId: number; organizer: boolean }) {
  const t = useT();
  const link = useGroupLink(rideId);
  if (!link.data) return null;
  const { url, app } = link.data;
  return (
    <div className="space-y-3">
      {url && app ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("primary", "md", "w-full")}
        >
          <ExternalLink aria-hidden="true" />
          {t("ride.communication.group_link.open", { app: APP_NAMES[app] })}
        </a>
      ) : organizer ? null : (
        <p className="text-sm text-muted-foreground">{t("ride.communication.group_link.none")}</p>
      )}
      {organizer ? <GroupLinkForm rideId={rideId} current={url} /> : null}
    </div>
  );
}
