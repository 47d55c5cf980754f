// A signed-in rider's `/home`, and the page of a ride they have no part in, are drawn once for
// every such rider, as a visitor's are for every visitor (decision 053): for a rider with no
// name, contacts or rides of their own, from what every one of them reads (`/home`: the rides
// as a visitor reads them), so they carry nothing of anyone. The reader's own part (who they
// are, the rides they have a part in) is preloaded beside the page and put in once it is
// hydrated (src/web/lib/first-reads.ts).
import type { FastifyRequest } from "fastify";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import { readRideWithoutPart } from "../rides/public.ts";

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

/** A page every signed-in rider shares, and for a ride's page the ride as all of them read it. */
export interface SharedPage {
  ride?: unknown;
}

/** What the page a request asks for is: `/home`'s list, a ride's page, or another. */
export interface PageAsked {
  homeList: boolean;
  rideId: number | null;
}

const decided = new WeakMap<FastifyRequest, Promise<SharedPage | null>>();

/**
 * Whether this page is the one every signed-in rider shares, decided once per request (the read
 * cache asks, then the page): `/home`'s list (not My Rides, which is the reader's own), or the
 * page of a ride the reader has no part in, for a reader who rides. A vendor's pages offer their
 * own actions by their licence, and a ride's own people each read it their way: those are drawn
 * for their reader.
 */
export function sharedPageOf(request: FastifyRequest, page: PageAsked): Promise<SharedPage | null> {
  let shared = decided.get(request);
  if (!shared) {
    shared = decide(request, page);
    decided.set(request, shared);
  }
  return shared;
}

async function decide(request: FastifyRequest, { homeList, rideId }: PageAsked) {
  if (!homeList && rideId === null) return null;
  const user = await request.readUser();
  if (!user || user.isVendor) return null;
  if (rideId === null) return {};
  const ride = await readRideWithoutPart(request, rideId, user);
  return ride === undefined ? null : { ride };
}
