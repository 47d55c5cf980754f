import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";
import type { RegisterPayload } from "../../../lib/auth-context.ts";

export const register = (input: RegisterPayload) => api.post<PublicUser>("/api/register", input);
