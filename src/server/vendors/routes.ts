// What a vendor does: sees the rides they drive, takes an open one and gives one back; and what
// admins do about vendors: verify or revoke them, and take a vendor off a ride. The ride is the
// ride aggregate's; this feature goes through rides/public.ts. Every change is recorded in
// vendor_events, in the same transaction as the change.

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../domain/i18n/message.ts";
import { centsToDollars, receiptRoute, routeLine } from "../../domain/payment/receipt.ts";
import {
  recordsVehicle,
  type VerifyVendorBody,
  verifyVendorBodySchema,
} from "../../domain/rating/rating-schemas.ts";
import { rideCostCents } from "../../domain/ride/price.ts";
import { decideAssign, decideRelease, decideUnassign, rideStatus } from "../../domain/ride/ride.ts";
import { type Ride, rideSchema, vendorRidesExportQuery } from "../../domain/ride/ride-schemas.ts";
import { singaporeDayRange } from "../../domain/ride/ride-search.ts";
import { isoToSingaporeLocal } from "../../domain/shared/dates.ts";
import type { Decision } from "../../domain/shared/decision.ts";
import { decideRevokeVendor, decideVerifyVendor, VENDOR_STATUSES } from "../../domain/user/user.ts";
import { adminVendorSchema, type PublicUser } from "../../domain/user/user-schemas.ts";
import { requireAdmin, requireUser, requireVendor } from "../auth/guards.ts";
import { sendCsv, toCsv } from "../http/csv.ts";
import { cursorQuery, limitQuery, sendNextCursor } from "../http/pagination.ts";
import { idParams } from "../http/params.ts";
import {
  CARRIAGE_REFUSALS,
  type RefusalCode,
  RIDE_WRITE_REFUSALS,
  refuses,
} from "../http/refusals.ts";
import { requireFound } from "../http/require-found.ts";
import type { RequestOf } from "../http/route.ts";
import { assertAllowed } from "../http-error.ts";
import {
  assertMayCarry,
  assignRideIfOpen,
  noticeDriverChange,
  ownRidesQuery,
  readRide,
  readVendorRides,
  readVendorRidesBetween,
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
const VENDOR_NOT_FOUND = messageRef("error.vendor_not_found");

/** The vendor's bookkeeping export: one row per ride it drives. */
const VENDOR_RIDE_COLUMNS = [
  { key: "date", header: "date (SGT)" },
  { key: "direction", header: "direction" },
  { key: "route", header: "route" },
  { key: "quote", header: "quote (SGD)", money: true },
  { key: "riders", header: "riders" },
  { key: "status", header: "status" },
] as const;

const driverChangeSchema = { params: idParams, response: { 200: rideSchema } };

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
    {
      config: { refusals: refuses("login_required", "vendors_only") },
      schema: { querystring: ownRidesQuery, response: { 200: z.array(rideSchema) } },
    },
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

  api.get(
    "/api/vendor/rides.csv",
    {
      config: { refusals: refuses("login_required", "vendors_only") },
      schema: {
        querystring: vendorRidesExportQuery,
        response: { 200: z.string().describe("CSV (UTF-8 with BOM): the vendor's rides, by date") },
      },
    },
    async (request, reply) => {
      const vendor = requireVendor(request);
      const { from, to } = request.query;
      const now = new Date();
      const rows = await readVendorRidesBetween(
        db,
        vendor.id,
        singaporeDayRange(from).start,
        singaporeDayRange(to).end,
      );
      const csv = toCsv(
        VENDOR_RIDE_COLUMNS,
        rows.map((ride) => ({
          date: isoToSingaporeLocal(ride.date).replace("T", " "),
          direction: ride.direction,
          route: routeLine(receiptRoute(ride, [])),
          quote: centsToDollars(rideCostCents(ride).total),
          riders: ride.currentPassengers,
          status: rideStatus(ride, now),
        })),
      );
      return sendCsv(reply, `fc-rideshare-rides-${from}-to-${to}.csv`, csv);
    },
  );

  /**
   * A change of who drives a ride, in one transaction with its vendor_events row. The rule words
   * any refusal; the conditional update is the real guard: whoever loses a race reads the ride
   * again and the rule refuses them then (another vendor may hold it by now).
   */
  async function changeDriver(
    kind: "assign" | "release" | "unassign",
    id: number,
    actor: PublicUser,
    decide: (ride: Ride, now: Date) => Decision<string>,
  ) {
    const now = new Date();
    const ride = await readRide(db, id, actor);
    assertAllowed(decide(ride, now));
    // A vendor assigns and releases itself; an admin unassigns whoever drives.
    const vendorId = kind === "unassign" ? (ride.vendorId as number) : actor.id;
    const write = kind === "assign" ? assignRideIfOpen : releaseRideIfAssigned;
    const changed = await db.transaction(async (tx) => {
      // Only a vehicle the law lets across carries the ride as planned (issue 37).
      if (kind === "assign") await assertMayCarry(tx, id, vendorId);
      if (!(await write(tx, id, vendorId, now))) return false;
      await recordVendorEvent(tx, { kind, vendorId, rideId: id, actorId: actor.id });
      const type = kind === "assign" ? "driver_assigned" : "driver_released";
      await noticeDriverChange(tx, id, { type, vendorId, actorId: actor.id });
      return true;
    });
    if (!changed) {
      assertAllowed(decide(await readRide(db, id, actor), now));
      throw new Error(`ride ${id} was neither changed (${kind}) nor refused`);
    }
    return readRide(db, id, actor);
  }

  /**
   * POST /api/rides/{id}/{kind}: who may ask (`actorOf`), the rule that words a refusal, and the
   * refusals beyond those of every driver change.
   */
  function driverChangeRoute(
    kind: "assign" | "release" | "unassign",
    actorOf: (request: RequestOf<typeof driverChangeSchema>) => PublicUser,
    decide: (ride: Ride, actor: PublicUser, now: Date) => Decision<string>,
    ...codes: RefusalCode[]
  ) {
    api.post(
      `/api/rides/:id/${kind}`,
      {
        schema: driverChangeSchema,
        config: {
          writeLimit: "edit",
          refusals: refuses(...RIDE_WRITE_REFUSALS, ...codes),
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return changeDriver(kind, request.params.id, actor, (ride, now) =>
          decide(ride, actor, now),
        );
      },
    );
  }
  driverChangeRoute(
    "assign",
    requireVendor,
    decideAssign,
    "vendors_only",
    "vendor_awaiting_verification",
    "assign_past",
    "ride_taken",
    ...CARRIAGE_REFUSALS,
  );
  driverChangeRoute(
    "release",
    requireVendor,
    decideRelease,
    "vendors_only",
    "release_not_yours",
    "ride_departed",
  );
  driverChangeRoute(
    "unassign",
    requireUser,
    decideUnassign,
    "admins_only",
    "no_vendor_assigned",
    "ride_departed",
  );

  api.get(
    "/api/admin/vendors",
    {
      config: { refusals: refuses("login_required", "admins_only") },
      schema: { querystring: vendorListQuery, response: { 200: z.array(adminVendorSchema) } },
    },
    async (request, reply) => {
      requireAdmin(request);
      const { status, ...page } = request.query;
      const { vendors, nextCursor } = await listVendorAccounts(db, status, page);
      sendNextCursor(reply, nextCursor);
      return vendors.map(toAdminVendor);
    },
  );

  /** Verify or revoke: the rule words a refusal; the conditional update is the real guard. */
  async function changeStanding(id: number, admin: PublicUser, licence: VerifyVendorBody | null) {
    // The whole vehicle verifies a verified vendor again: a renewed permit, or one from before.
    const reverifying = licence !== null && recordsVehicle(licence);
    const decide = (account: PublicUser) =>
      licence ? decideVerifyVendor(account, reverifying) : decideRevokeVendor(account);
    const account = requireFound(await findVendorAccount(db, id), VENDOR_NOT_FOUND);
    assertAllowed(decide(toPublicUser(account)));
    const changed = await setVendorVerified(db, id, admin.id, licence, reverifying);
    if (!changed) {
      const again = requireFound(await findVendorAccount(db, id), VENDOR_NOT_FOUND);
      assertAllowed(decide(toPublicUser(again)));
      throw new Error(`vendor ${id} was neither changed nor refused`);
    }
    return toAdminVendor(changed);
  }

  /** Verify or revoke: the refusals both have, and the one of the standing it must not have yet. */
  const standingRefusals = (last: RefusalCode) =>
    refuses("login_required", "admins_only", "vendor_not_found", "not_a_vendor", last);
  const standingResponse = { 200: adminVendorSchema };

  api.post(
    "/api/admin/vendors/:id/verify",
    {
      schema: { params: idParams, body: verifyVendorBodySchema, response: standingResponse },
      config: { refusals: standingRefusals("vendor_already_verified") },
    },
    async function verifyVendor(request) {
      return changeStanding(request.params.id, requireAdmin(request), request.body);
    },
  );
  api.post(
    "/api/admin/vendors/:id/revoke",
    {
      schema: { params: idParams, response: standingResponse },
      config: { refusals: standingRefusals("vendor_not_verified") },
    },
    async function revokeVendor(request) {
      return changeStanding(request.params.id, requireAdmin(request), null);
    },
  );
}
