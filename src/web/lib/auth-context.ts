import type { UseMutationResult } from "@tanstack/react-query";
import { createContext } from "react";
import type { z } from "zod";
import type { LoginInput, PublicUser, registerSchema } from "../../domain/user/user-schemas.ts";

/** The register payload of spec sections 3 and 5: the domain schema's output. */
export type RegisterPayload = z.output<typeof registerSchema>;

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
