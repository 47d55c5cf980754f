// The day of travel (issue 26): passengers check in, the organizer or the assigned driver marks
// who boarded and spaces the stops. Each write locks the ride's row and decides before writing;
// the ride event (ride_passengers, rides) tells open pages at once.

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  decideBoarding,
  decideCheckin,
  decideStopMinutes,
} from "../../../domain/passenger/day-of-travel.ts";
import {
  boardingPayloadSchema,
  checkinPayloadSchema,
  passengerSchema,
  stopMinutesPayloadSchema,
} from "../../../domain/passenger/passenger-schemas.ts";
import { idParams, passengerParams } from "../../http/params.ts";
import { RIDE_WRITE_REFUSALS, refuses } from "../../http/refusals.ts";
import type { RequestOf } from "../../http/route.ts";
import { assertAllowed } from "../../http-error.ts";
import { rideWrite } from "../lock.ts";
import { findPassenger, findPassengerOfUser } from "../passengers/queries.ts";
import { readPassengers } from "../public.ts";
import { writeBoarding, writeCheckin, writeStopMinutes } from "./queries.ts";

const passengersAnswer = { 200: z.array(passengerSchema) };

const checkinSchema = { params: idParams, body: checkinPayloadSchema, response: passengersAnswer };

async function checkIn(request: RequestOf<typeof checkinSchema>) {
  const { db, user, locked } = rideWrite(request);
  const { id } = request.params;
  const { state, minutes } = request.body;
  await locked(async (tx, ride) => {
    const seated = (await findPassengerOfUser(tx, id, user.id)) !== undefined;
    assertAllowed(decideCheckin(ride, seated, new Date()));
    await writeCheckin(tx, id, user.id, {
      state,
      minutes: state === "late" ? (minutes ?? null) : null,
    });
  });
  return readPassengers(db, id, user);
}

const boardingSchema = {
  params: passengerParams,
  body: boardingPayloadSchema,
  response: passengersAnswer,
};

async function markBoarding(request: RequestOf<typeof boardingSchema>) {
  const { db, user, locked } = rideWrite(request);
  const { id, passengerId } = request.params;
  await locked(async (tx, ride) => {
    const aboard = (await findPassenger(tx, id, passengerId)) !== undefined;
    assertAllowed(decideBoarding(ride, user.id, aboard, request.body.state, new Date()));
    await writeBoarding(tx, id, passengerId, request.body.state);
  });
  return readPassengers(db, id, user);
}

const stopMinutesSchema = {
  params: idParams,
  body: stopMinutesPayloadSchema,
  response: { 200: z.object({ stopMinutes: z.number() }) },
};

async function setStopMinutes(request: RequestOf<typeof stopMinutesSchema>) {
  const { user, locked } = rideWrite(request);
  const { minutes } = request.body;
  await locked(async (tx, ride) => {
    assertAllowed(decideStopMinutes(ride, user.id));
    await writeStopMinutes(tx, ride.id, minutes);
  });
  return { stopMinutes: minutes };
}

export async function dayOfTravelRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/rides/:id/checkin",
    {
      schema: checkinSchema,
      config: {
        writeLimit: "edit",
        refusals: refuses(...RIDE_WRITE_REFUSALS, "checkin_not_passenger", "checkin_window"),
      },
    },
    checkIn,
  );
  api.patch(
    "/api/rides/:id/passengers/:passengerId/boarding",
    {
      schema: boardingSchema,
      config: {
        writeLimit: "edit",
        refusals: refuses(
          ...RIDE_WRITE_REFUSALS,
          "passenger_not_found",
          "boarding_not_runner",
          "boarding_window",
          "too_early_for_no_show",
        ),
      },
    },
    markBoarding,
  );
  api.patch(
    "/api/rides/:id/stopMinutes",
    {
      schema: stopMinutesSchema,
      config: {
        writeLimit: "edit",
        refusals: refuses(...RIDE_WRITE_REFUSALS, "sequence_not_creator"),
      },
    },
    setStopMinutes,
  );
}
