// Ride alerts (issue 28): a rider saves what they look for, reads and deletes their own. Another
// person's alert answers 404, as one that does not exist.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { decideAlertCreate, decideAlertDates } from "../../domain/alert/alert.ts";
import { alertPayloadSchema, alertSchema } from "../../domain/alert/alert-schemas.ts";
import { messageRef } from "../../domain/i18n/message.ts";
import { messageSchema } from "../../domain/user/user-schemas.ts";
import { requireUser } from "../auth/guards.ts";
import { idParams } from "../http/params.ts";
import { refuses } from "../http/refusals.ts";
import type { ReplyOf, RequestOf } from "../http/route.ts";
import { assertAllowed, notFound } from "../http-error.ts";
import { lockAccount } from "../users/public.ts";
import { countAlertsOf, deleteAlertOf, insertAlert, listAlertsOf } from "./queries.ts";

type AlertRow = Awaited<ReturnType<typeof listAlertsOf>>[number];

const toAlert = ({ userId: _owner, createdAt, ...alert }: AlertRow) => ({
  ...alert,
  createdAt: createdAt.toISOString(),
});

const listSchema = { response: { 200: z.array(alertSchema) } };

async function listAlerts(request: RequestOf<typeof listSchema>) {
  const user = requireUser(request);
  return (await listAlertsOf(request.server.db, user.id)).map(toAlert);
}

const createSchema = { body: alertPayloadSchema, response: { 201: alertSchema } };

async function createAlert(
  request: RequestOf<typeof createSchema>,
  reply: ReplyOf<typeof createSchema>,
) {
  const user = requireUser(request);
  const alert = request.body;
  assertAllowed(decideAlertDates(alert));
  const row = await request.server.db.transaction(async (tx) => {
    // Two creates from one account take turns, so the cap holds.
    await lockAccount(tx, user.id);
    assertAllowed(decideAlertCreate(await countAlertsOf(tx, user.id)));
    return insertAlert(tx, user.id, alert);
  });
  return reply.code(201).send(toAlert(row));
}

const deleteSchema = { params: idParams, response: { 200: messageSchema } };

async function deleteAlert(request: RequestOf<typeof deleteSchema>) {
  const user = requireUser(request);
  if (!(await deleteAlertOf(request.server.db, user.id, request.params.id)))
    throw notFound(messageRef("error.alert_not_found"));
  return { message: "Alert deleted" };
}

export async function alertRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/alerts",
    { config: { refusals: refuses("login_required") }, schema: listSchema },
    listAlerts,
  );
  api.post(
    "/api/alerts",
    {
      schema: createSchema,
      config: {
        refusals: refuses("login_required", "alert_end_before_start", "too_many_alerts"),
        writeLimit: "alert",
      },
    },
    createAlert,
  );
  api.delete(
    "/api/alerts/:id",
    { config: { refusals: refuses("login_required", "alert_not_found") }, schema: deleteSchema },
    deleteAlert,
  );
}
