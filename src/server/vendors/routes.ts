import { and, eq, gte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rideSchema } from "../../domain/ride/ride-schemas.ts";
import { requireVendor } from "../auth/guards.ts";
import { rides } from "../db/schema.ts";
import { badRequest, conflict, notFound } from "../http-error.ts";
import { findRideRecord, listVendorRides, toRide } from "../rides/queries.ts";
import { idParams } from "../users/routes.ts";

export async function vendorRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/vendor/rides",
    { schema: { response: { 200: z.array(rideSchema) } } },
    async (request) => {
      const vendor = requireVendor(request);
      const records = await listVendorRides(db, vendor.id);
      return records.map((record) => toRide(record, vendor));
    },
  );

  api.post(
    "/api/rides/:id/assign",
    { schema: { params: idParams, response: { 200: rideSchema } } },
    async (request) => {
      const vendor = requireVendor(request);
      const { id } = request.params;
      // One conditional update: of two vendors racing for a ride, exactly one matches 'open'.
      const [assigned] = await db
        .update(rides)
        .set({ vendorId: vendor.id, status: "assigned" })
        .where(and(eq(rides.id, id), eq(rides.status, "open"), gte(rides.date, new Date())))
        .returning({ id: rides.id });
      const record = await findRideRecord(db, id, vendor.id);
      if (!record) throw notFound("Ride not found");
      if (!assigned) {
        if (record.ride.status !== "open") throw conflict("This ride has already been assigned");
        throw badRequest("Past rides cannot be assigned");
      }
      return toRide(record, vendor);
    },
  );
}
