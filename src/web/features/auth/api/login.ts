import type { LoginInput, PublicUser } from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";

export const login = (input: LoginInput) => api.post<PublicUser>("/api/login", input);
