import type { UseMutationResult } from "@tanstack/react-query";
import { createContext } from "react";
import type { LoginInput, PublicUser } from "../../../domain/user/user-schemas.ts";
import type { RegisterPayload } from "./api/register.ts";

export interface AuthContextValue {
  /** The signed-in user; null when nobody is logged in (also while loading). */
  user: PublicUser | null;
  /** True while the session is first being loaded. */
  isLoading: boolean;
  loginMutation: UseMutationResult<PublicUser, Error, LoginInput>;
  registerMutation: UseMutationResult<PublicUser, Error, RegisterPayload>;
  logoutMutation: UseMutationResult<{ message: string }, Error, void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
