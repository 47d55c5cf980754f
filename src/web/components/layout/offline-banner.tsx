import { Trans } from "@lingui/react";
import { WifiOff } from "lucide-react";
import { useOffline } from "../../lib/connectivity.ts";

/** A clear notice instead of a browser error page when the phone or the server is unreachable. */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <Trans id="app.offline.text" components={{ 0: <strong /> }} />
      </p>
    </div>
  );
}
