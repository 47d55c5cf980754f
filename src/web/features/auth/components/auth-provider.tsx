import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useMemo } from "react";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { AuthContext, type AuthContextValue } from "../../../lib/auth-context.ts";
import { isSessionKey, queryKeys } from "../../../lib/query-keys.ts";
import { useMe } from "../api/get-me.ts";
import { login } from "../api/login.ts";
import { logout } from "../api/logout.ts";
import { register } from "../api/register.ts";

/** Loads the session once and offers login, register and logout to the whole app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe();

  const setUser = (user: PublicUser | null) => queryClient.setQueryData(queryKeys.me(), user);
  /** A new session: what was read before may now show more (contacts, own rides). */
  const startSession = (user: PublicUser) => {
    setUser(user);
    void queryClient.invalidateQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
  };

  const loginMutation = useMutation({
    mutationFn: login,
    onSuccess: startSession,
    // The form's red box says it under the spec's title: a toast would say it twice.
    meta: { errorToast: false },
  });

  const registerMutation = useMutation({
    mutationFn: register,
    onSuccess: startSession,
    meta: { errorToast: false },
  });

  const logoutMutation = useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Whatever was read as this user is no longer theirs to see.
      queryClient.removeQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
      setUser(null);
    },
    meta: { errorTitle: "app.session.logout_failed" },
  });

  // The whole app re-renders when the session arrives or changes: in the background, in short
  // slices, so that it never blocks input for long.
  const user = useDeferredValue(me.data ?? null);
  const isLoading = useDeferredValue(me.isPending);
  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, loginMutation, registerMutation, logoutMutation }),
    [user, isLoading, loginMutation, registerMutation, logoutMutation],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
