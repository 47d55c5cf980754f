// Riders rate the driver of a ride they were seated on; the vendor answers each rating once, in
// public; anyone signed in may report one, and only an admin removes a reported one (issue 27).
// The ride is read through rides/public.ts: a rating never changes the ride.

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../domain/i18n/message.ts";
import { vendorRatedText } from "../../domain/notification/carriage-notices.ts";
import { decideRate, decideRemove, decideReply } from "../../domain/rating/rating.ts";
import {
  myRatingSchema,
  rateBodySchema,
  ratingSchema,
  replyBodySchema,
  reportBodySchema,
  reportedRatingSchema,
  vendorRatingsSchema,
} from "../../domain/rating/rating-schemas.ts";
import { messageSchema } from "../../domain/user/user-schemas.ts";
import { requireAdmin, requireUser, requireVendor } from "../auth/guards.ts";
import { idParams } from "../http/params.ts";
import { refuses } from "../http/refusals.ts";
import { requireFound } from "../http/require-found.ts";
import { assertAllowed, conflict, notFound } from "../http-error.ts";
import { notify } from "../notifications/public.ts";
import { readRide } from "../rides/public.ts";
import {
  findOwnRating,
  findRating,
  findVendorId,
  insertRating,
  listReportedRatings,
  readVendorRatings,
  removeReportedRating,
  reportRating,
  setReply,
  toRating,
} from "./queries.ts";

const RATING_NOT_FOUND = messageRef("error.rating_not_found");
const VENDOR_NOT_FOUND = messageRef("error.vendor_not_found");

export async function ratingRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/rides/:id/rating",
    {
      schema: { params: idParams, response: { 200: myRatingSchema } },
      config: { refusals: refuses("login_required", "ride_not_found") },
    },
    async function readOwnRating(request) {
      const reader = requireUser(request);
      const ride = await readRide(db, request.params.id, reader);
      const own = await findOwnRating(db, ride.id, reader.id);
      const may = decideRate(
        ride,
        { isPassenger: ride.joined, hasRated: own !== undefined },
        new Date(),
      );
      return { rating: own ? toRating(own) : null, canRate: may.ok };
    },
  );

  api.post(
    "/api/rides/:id/rating",
    {
      schema: { params: idParams, body: rateBodySchema, response: { 201: ratingSchema } },
      config: {
        writeLimit: "edit",
        refusals: refuses(
          "login_required",
          "ride_not_found",
          "rating_not_passenger",
          "rating_not_completed",
          "rating_no_driver",
          "rating_too_late",
          "rating_already",
        ),
      },
    },
    async function rateDriver(request, reply) {
      const rater = requireUser(request);
      const ride = await readRide(db, request.params.id, rater);
      const reader = { isPassenger: ride.joined, hasRated: false };
      assertAllowed(decideRate(ride, reader, new Date()));
      const vendorId = ride.vendorId as number;
      const row = await db.transaction(async (tx) => {
        const inserted = await insertRating(tx, {
          ...request.body,
          rideId: ride.id,
          vendorId,
          raterId: rater.id,
        });
        // The vendor is told (issue 37); a storm of ratings after a ride folds into one push.
        if (inserted) {
          await notify(tx, [
            {
              userId: vendorId,
              type: "vendor_rated",
              rideId: ride.id,
              text: (i18n) => vendorRatedText(i18n, ride, inserted.stars),
            },
          ]);
        }
        return inserted;
      });
      if (!row) assertAllowed(decideRate(ride, { ...reader, hasRated: true }, new Date()));
      return reply.code(201).send(toRating(requireFound(row, RATING_NOT_FOUND)));
    },
  );

  api.get(
    "/api/vendors/:id/ratings",
    {
      schema: { params: idParams, response: { 200: vendorRatingsSchema } },
      config: { refusals: refuses("login_required", "vendor_not_found") },
    },
    async function listVendorRatings(request) {
      requireUser(request);
      const vendorId = requireFound(await findVendorId(db, request.params.id), VENDOR_NOT_FOUND);
      return readVendorRatings(db, vendorId);
    },
  );

  api.post(
    "/api/ratings/:id/reply",
    {
      schema: { params: idParams, body: replyBodySchema, response: { 200: ratingSchema } },
      config: {
        writeLimit: "edit",
        refusals: refuses(
          "login_required",
          "vendors_only",
          "rating_not_found",
          "rating_not_yours",
          "rating_answered",
        ),
      },
    },
    async function answerRating(request) {
      const vendor = requireVendor(request);
      const rating = requireFound(await findRating(db, request.params.id), RATING_NOT_FOUND);
      assertAllowed(decideReply(rating, vendor.id));
      const row = await setReply(db, rating.id, request.body.text);
      if (!row) {
        const again = requireFound(await findRating(db, rating.id), RATING_NOT_FOUND);
        assertAllowed(decideReply(again, vendor.id));
        throw conflict(messageRef("error.rating_answered"));
      }
      return toRating(row);
    },
  );

  api.post(
    "/api/ratings/:id/report",
    {
      schema: { params: idParams, body: reportBodySchema, response: { 200: messageSchema } },
      config: { writeLimit: "edit", refusals: refuses("login_required", "rating_not_found") },
    },
    async function reportRatingRoute(request) {
      const reporter = requireUser(request);
      const rating = requireFound(await findRating(db, request.params.id), RATING_NOT_FOUND);
      await reportRating(db, rating.id, reporter.id, request.body.reason);
      return { message: "Rating reported to the admins" };
    },
  );

  api.get(
    "/api/admin/ratings/reported",
    {
      schema: { response: { 200: z.array(reportedRatingSchema) } },
      config: { refusals: refuses("login_required", "admins_only") },
    },
    async function listReported(request) {
      requireAdmin(request);
      return listReportedRatings(db);
    },
  );

  api.delete(
    "/api/admin/ratings/:id",
    {
      schema: { params: idParams, response: { 200: messageSchema } },
      config: {
        refusals: refuses(
          "login_required",
          "admins_only",
          "rating_not_found",
          "rating_not_reported",
        ),
      },
    },
    async function removeRating(request) {
      requireAdmin(request);
      const rating = requireFound(await findRating(db, request.params.id), RATING_NOT_FOUND);
      assertAllowed(decideRemove(rating));
      if (!(await removeReportedRating(db, rating.id))) throw notFound(RATING_NOT_FOUND);
      return { message: "Rating removed" };
    },
  );
}
