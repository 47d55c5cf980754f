import { api } from "../../../lib/api.ts";

export const logout = () => api.post<{ message: string }>("/api/logout");
