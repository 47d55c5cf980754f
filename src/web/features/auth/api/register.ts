import type { DriverDetails, PublicUser } from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";

/** The register payload of spec sections 3 and 5 (the domain schema's output). */
export interface RegisterPayload {
  discordUsername: string;
  password: string;
  name: string | null;
  whatsappNumber: string | null;
  malaysianNumber: string | null;
  revolutUsername: string | null;
  isVendor: boolean;
  companyName: string | null;
  driverDetails: DriverDetails | null;
}

export const register = (input: RegisterPayload) => api.post<PublicUser>("/api/register", input);
