import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useMemo } from "react";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { meQueryKey, useMe } from "../api/get-me.ts";
import { login } from "../api/login.ts";
import { logout } from "../api/logout.ts";
import { register } from "../api/register.ts";
import { AuthContext, type AuthContextValue } from "../auth-context.ts";

/** Loads the session once and offers login, register and logout to the whole app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe();

  const setUser = (user: PublicUser | null) => queryClient.setQueryData(meQueryKey, user);
  const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === meQueryKey[0];
  /** A new session: what was read before may now show more (contacts, own rides). */
  const startSession = (user: PublicUser) => {
    setUser(user);
    void queryClient.invalidateQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  };

  const loginMutation = useMutation({
    mutationFn: login,
    onSuccess: startSession,
    onError: (error) =>
      toast({ title: "Login failed", description: errorText(error), variant: "destructive" }),
  });

  const registerMutation = useMutation({
    mutationFn: register,
    onSuccess: startSession,
    onError: (error) =>
      toast({
        title: "Registration failed",
        description: errorText(error),
        variant: "destructive",
      }),
  });

  const logoutMutation = useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Whatever was read as this user is no longer theirs to see.
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
      setUser(null);
    },
    onError: (error) =>
      toast({ title: "Logout failed", description: errorText(error), variant: "destructive" }),
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
