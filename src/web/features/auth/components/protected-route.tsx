import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { authPathFor } from "../../../../domain/user/safe-next.ts";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useAuth } from "../../../lib/use-auth.ts";

/**
 * Shows its children to a logged-in user; a spinner while the session loads; otherwise sends the
 * visitor to /auth, remembering this page so login brings them back.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <PageSpinner label={t("app.session.loading")} />;
  if (!user)
    return <Redirect to={authPathFor(search ? `${location}?${search}` : location)} replace />;
  return children;
}
