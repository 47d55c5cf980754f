// A signed-in rider's `/home` is drawn once for every rider, as a visitor's is for every visitor
// (decision 053): the rides as a visitor reads them and a rider with no name, contacts or rides
// of their own, so it carries nothing of anyone. The reader's own part (who they are, the rides
// they have a part in) is preloaded beside it and put in once the page is hydrated
// (src/web/lib/first-reads.ts).
import type { FastifyRequest } from "fastify";
import type { PublicUser } from "../../domain/user/user-schemas.ts";

/** The kind of reader the shared page is drawn for: the read cache keeps it under this name. */
export const SHARED_READER = "rider";

/** The rider the shared page is drawn for: nobody's name, contacts or rides. */
export const ANY_RIDER: PublicUser = {
  id: 0,
  discordUsername: "",
  name: null,
  whatsappNumber: null,
  malaysianNumber: null,
  revolutUsername: null,
  paynowProxy: null,
  paynowName: null,
  isVendor: false,
  vendorVerified: false,
  companyName: null,
  driverDetails: null,
  isAdmin: false,
  discordVerified: false,
  language: null,
  arrivalCards: [],
  vehicle: null,
};

/**
 * Whether this page is the one every signed-in rider shares: the list of `/home` (not My Rides,
 * which is the reader's own) for a reader who rides. A vendor's page offers their own actions on
 * each ride and is drawn for them.
 */
export async function sharedReaderOf(
  request: FastifyRequest,
  isHomeList: boolean,
): Promise<typeof SHARED_READER | null> {
  if (!isHomeList) return null;
  const user = await request.readUser();
  return user && !user.isVendor ? SHARED_READER : null;
}
