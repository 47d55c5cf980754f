// What a vendor does: sees the rides they drive, takes an open one and gives one back; and what
// admins do about vendors: verify or revoke them, and take a vendor off a ride. The ride is the
// ride aggregate's; this feature goes through rides/public.ts. Every change is recorded in
// vendor_events, in the same transaction as the change.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { decideAssign, decideRelease, decideUnassign } from "../../domain/ride/ride.ts";
import { rideSchema } from "../../domain/ride/ride-schemas.ts";
import { decideRevokeVendor, decideVerifyVendor, VENDOR_STATUSES } from "../../domain/user/user.ts";
import { adminVendorSchema } from "../../domain/user/user-schemas.ts";
import { requireAdmin, requireUser, requireVendor } from "../auth/guards.ts";
import { signalRideChanged } from "../events/public.ts";
import { cursorQuery, limitQuery, sendNextCursor } from "../http/pagination.ts";
import { idParams } from "../http/params.ts";
import { requireFound } from "../http/require-found.ts";
import { assertAllowed } from "../http-error.ts";
import {
  assignRideIfOpen,
  noticeDriverChange,
  ownRidesQuery,
  readRide,
  readVendorRides,
  releaseRideIfAssigned,
} from "../rides/public.ts";
import { toPublicUser } from "../users/public.ts";
import {
  findVendorAccount,
  listVendorAccounts,
  recordVendorEvent,
  setVendorVerified,
  toAdminVendor,
} from "./queries.ts";

const VENDOR_PAGE_SIZE = 20;
const MAX_VENDOR_PAGE_SIZE = 100;
const VENDOR_NOT_FOUND = "Vendor not found";

const vendorListQuery = z.object({
  status: z
    .enum(VENDOR_STATUSES, { error: `status must be one of: ${VENDOR_STATUSES.join(", ")}` })
    .default("pending"),
  limit: limitQuery(MAX_VENDOR_PAGE_SIZE, VENDOR_PAGE_SIZE),
  cursor: cursorQuery(z.object({ id: z.number().int().positive().max(2_147_483_647) })),
});

export async function vendorRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/vendor/rides",
    { schema: { querystring: ownRidesQuery, response: { 200: z.array(rideSchema) } } },
    async (request, reply) => {
      const { rides, nextCursor } = await readVendorRides(
        db,
        requireVendor(request),
        request.query,
      );
      sendNextCursor(reply, nextCursor);
      return rides;
    },
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
      const assigned = await db.transaction(async (tx) => {
        if (!(await assignRideIfOpen(tx, id, vendor.id, now))) return false;
        await recordVendorEvent(tx, {
          kind: "assign",
          vendorId: vendor.id,
          rideId: id,
          actorId: vendor.id,
        });
        await noticeDriverChange(tx, id, {
          type: "driver_assigned",
          vendorId: vendor.id,
          actorId: vendor.id,
        });
        await signalRideChanged(tx, id);
        return true;
      });
      if (!assigned) {
        assertAllowed(decideAssign(await readRide(db, id, vendor), vendor, now));
        throw new Error(`ride ${id} was neither assigned nor refused`);
      }
      return readRide(db, id, vendor);
    },
  );

  api.post(
    "/api/rides/:id/release",
    { schema: { params: idParams, response: { 200: rideSchema } } },
    async (request) => {
      const vendor = requireVendor(request);
      const { id } = request.params;
      const now = new Date();
      assertAllowed(decideRelease(await readRide(db, id, vendor), vendor, now));
      const released = await db.transaction(async (tx) => {
        if (!(await releaseRideIfAssigned(tx, id, vendor.id, now))) return false;
        await recordVendorEvent(tx, {
          kind: "release",
          vendorId: vendor.id,
          rideId: id,
          actorId: vendor.id,
        });
        await noticeDriverChange(tx, id, {
          type: "driver_released",
          vendorId: vendor.id,
          actorId: vendor.id,
        });
        await signalRideChanged(tx, id);
        return true;
      });
      if (!released) {
        assertAllowed(decideRelease(await readRide(db, id, vendor), vendor, now));
        throw new Error(`ride ${id} was neither released nor refused`);
      }
      return readRide(db, id, vendor);
    },
  );

  api.post(
    "/api/rides/:id/unassign",
    { schema: { params: idParams, response: { 200: rideSchema } } },
    async (request) => {
      const admin = requireUser(request);
      const { id } = request.params;
      const now = new Date();
      const ride = await readRide(db, id, admin);
      assertAllowed(decideUnassign(ride, admin, now));
      const vendorId = ride.vendorId as number;
      const unassigned = await db.transaction(async (tx) => {
        if (!(await releaseRideIfAssigned(tx, id, vendorId, now))) return false;
        await recordVendorEvent(tx, { kind: "unassign", vendorId, rideId: id, actorId: admin.id });
        await noticeDriverChange(tx, id, { type: "driver_released", vendorId, actorId: admin.id });
        await signalRideChanged(tx, id);
        return true;
      });
      if (!unassigned) {
        // Another vendor may hold it by now: the admin reads the ride again and decides again.
        assertAllowed(decideUnassign(await readRide(db, id, admin), admin, now));
        throw new Error(`ride ${id} changed vendor while being unassigned`);
      }
      return readRide(db, id, admin);
    },
  );

  api.get(
    "/api/admin/vendors",
    { schema: { querystring: vendorListQuery, response: { 200: z.array(adminVendorSchema) } } },
    async (request, reply) => {
      requireAdmin(request);
      const { status, ...page } = request.query;
      const { vendors, nextCursor } = await listVendorAccounts(db, status, page);
      sendNextCursor(reply, nextCursor);
      return vendors.map(toAdminVendor);
    },
  );

  for (const verify of [true, false]) {
    api.post(
      `/api/admin/vendors/:id/${verify ? "verify" : "revoke"}`,
      { schema: { params: idParams, response: { 200: adminVendorSchema } } },
      async (request) => {
        const admin = requireAdmin(request);
        const { id } = request.params;
        const decide = verify ? decideVerifyVendor : decideRevokeVendor;
        const account = requireFound(await findVendorAccount(db, id), VENDOR_NOT_FOUND);
        assertAllowed(decide(toPublicUser(account)));
        const changed = await setVendorVerified(db, id, admin.id, verify);
        if (!changed) {
          const again = requireFound(await findVendorAccount(db, id), VENDOR_NOT_FOUND);
          assertAllowed(decide(toPublicUser(again)));
          throw new Error(`vendor ${id} was neither changed nor refused`);
        }
        return toAdminVendor(changed);
      },
    );
  }
}
