import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n.ts";
import { resetLinkFor, useCreateResetLink, useResetRequests } from "../api/admin-reset-requests.ts";

/**
 * The riders who asked for a reset: the admin makes a one-time link for one and sends it to
 * them on Discord. The link shows once, here; only its hash is kept.
 */
export function ResetRequests() {
  const t = useT();
  const requests = useResetRequests();
  const createLink = useCreateResetLink();
  const [links, setLinks] = useState<Record<number, string>>({});

  if (!requests.data?.length) {
    return <p className="text-sm text-muted-foreground">{t("account.admin.no_requests")}</p>;
  }
  return (
    <ul className="divide-y rounded-lg border" aria-label={t("account.admin.requests")}>
      {requests.data.map((request) => (
        <li key={request.id} className="space-y-2 p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{request.discordUsername}</span>
            <Button
              size="sm"
              variant="outline"
              disabled={createLink.isPending}
              onClick={() =>
                createLink.mutate(request.discordUsername, {
                  onSuccess: ({ token }) =>
                    setLinks((shown) => ({ ...shown, [request.id]: resetLinkFor(token) })),
                })
              }
            >
              {t("account.admin.make_link")}
            </Button>
          </div>
          {links[request.id] ? (
            <label className="block space-y-1">
              <span className="text-muted-foreground">
                {t("account.admin.link_for", { username: request.discordUsername })}
              </span>
              <input
                readOnly
                value={links[request.id]}
                onFocus={(event) => event.currentTarget.select()}
                className="w-full rounded-md border bg-background px-2 py-1.5 font-mono text-xs"
              />
            </label>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
