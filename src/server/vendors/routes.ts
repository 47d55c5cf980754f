// What a vendor does: sees the rides they drive and takes an open one. The ride is the ride
// aggregate's; this feature goes through rides/public.ts.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { decideAssign } from "../../domain/ride/ride.ts";
import { rideSchema } from "../../domain/ride/ride-schemas.ts";
import { requireVendor } from "../auth/guards.ts";
import { idParams } from "../http/params.ts";
import { assertAllowed } from "../http-error.ts";
import { assignRideIfOpen, readRide, readVendorRides } from "../rides/public.ts";

export async function vendorRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/vendor/rides",
    { schema: { response: { 200: z.array(rideSchema) } } },
    async (request) => readVendorRides(db, requireVendor(request)),
  );

  api.post(
    "/api/rides/:id/assign",
    { schema: { params: idParams, response: { 200: rideSchema } } },
    async (request) => {
      const vendor = requireVendor(request);
      const { id } = request.params;
      const now = new Date();
      assertAllowed(decideAssign(await readRide(db, id, vendor), vendor, now));
      // The rule words the refusal; the conditional update is the real guard. A vendor who loses
      // the race finds the ride taken when it is read again.
      if (!(await assignRideIfOpen(db, id, vendor.id, now))) {
        assertAllowed(decideAssign(await readRide(db, id, vendor), vendor, now));
        throw new Error(`ride ${id} was neither assigned nor refused`);
      }
      return readRide(db, id, vendor);
    },
  );
}
