// "This isn't the car shown" (issue 37): on the day, a rider of the ride says the car that came is
// not the one the ride page shows; the organizer and the admins are told (inbox and push), and
// the admins list the open reports in Admin Tools and mark each dealt with.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageRef } from "../../../domain/i18n/message.ts";
import { carReportedText } from "../../../domain/notification/notification.ts";
import {
  carReportHandledSchema,
  ownCarReportSchema,
  reportedRideSchema,
} from "../../../domain/passenger/car-report-schemas.ts";
import { decideCarReport } from "../../../domain/passenger/day-of-travel.ts";
import { displayName } from "../../../domain/user/user.ts";
import { requireAdmin, requireUser } from "../../auth/guards.ts";
import { idParams } from "../../http/params.ts";
import { RIDE_WRITE_REFUSALS, refuses } from "../../http/refusals.ts";
import { requireFound } from "../../http/require-found.ts";
import { assertAllowed } from "../../http-error.ts";
import { notify } from "../../notifications/public.ts";
import { withLockedRide } from "../lock.ts";
import { findPassengerOfUser } from "../passengers/queries.ts";
import {
  findCarReport,
  insertCarReport,
  listAdminIds,
  listOpenCarReports,
  markCarReportHandled,
} from "./car-report-queries.ts";

/** Admin Tools shows this many open reports at most; they are dealt with, not paged through. */
const OPEN_REPORTS_SHOWN = 200;

export async function carReportRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/rides/:id/car-report",
    {
      schema: { params: idParams, response: { 200: ownCarReportSchema } },
      config: { refusals: refuses("login_required") },
    },
    async function ownCarReport(request) {
      const user = requireUser(request);
      const report = await findCarReport(db, request.params.id, user.id);
      return { reportedAt: report?.createdAt.toISOString() ?? null };
    },
  );

  api.post(
    "/api/rides/:id/car-report",
    {
      schema: {
        params: idParams,
        response: { 200: ownCarReportSchema, 201: ownCarReportSchema },
      },
      config: {
        writeLimit: "edit",
        refusals: refuses(
          ...RIDE_WRITE_REFUSALS,
          "car_report_not_rider",
          "car_report_no_car",
          "car_report_window",
        ),
      },
    },
    async function reportCar(request, reply) {
      const user = requireUser(request);
      const { id } = request.params;
      const made = await db.transaction((tx) =>
        withLockedRide(tx, id, async (ride) => {
          const seated = (await findPassengerOfUser(tx, id, user.id)) !== undefined;
          assertAllowed(decideCarReport(ride, seated, new Date()));
          const vendorId = ride.vendorId as number;
          const row = await insertCarReport(tx, { rideId: id, reporterId: user.id, vendorId });
          // A second report of the same rider is the first one: nobody is told twice.
          if (!row) return undefined;
          const told = new Set(await listAdminIds(tx, user.id));
          if (ride.creatorId !== user.id) told.add(ride.creatorId);
          const reporter = displayName(user);
          await notify(
            tx,
            [...told].map((userId) => ({
              userId,
              type: "car_reported" as const,
              rideId: id,
              text: (i18n) => carReportedText(i18n, ride, reporter, row.plate),
            })),
          );
          return row;
        }),
      );
      if (made) return reply.code(201).send({ reportedAt: made.createdAt.toISOString() });
      const kept = await findCarReport(db, id, user.id);
      return { reportedAt: kept?.createdAt.toISOString() ?? null };
    },
  );

  api.get(
    "/api/admin/car-reports",
    {
      schema: { response: { 200: reportedRideSchema.array() } },
      config: { refusals: refuses("login_required", "admins_only") },
    },
    async function reportedRides(request) {
      requireAdmin(request);
      return listOpenCarReports(db, OPEN_REPORTS_SHOWN);
    },
  );

  api.post(
    "/api/admin/car-reports/:id/handled",
    {
      schema: { params: idParams, response: { 200: carReportHandledSchema } },
      config: { refusals: refuses("login_required", "admins_only", "car_report_not_found") },
    },
    async function markHandled(request) {
      const admin = requireAdmin(request);
      const row = requireFound(
        await markCarReportHandled(db, request.params.id, admin.id),
        messageRef("error.car_report_not_found"),
      );
      return { handledAt: (row.handledAt as Date).toISOString() };
    },
  );
}
