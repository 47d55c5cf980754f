import compress from "@fastify/compress";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { alertRoutes } from "./alerts/routes.ts";
import { accountRoutes } from "./auth/account-routes.ts";
import { discordRoutes } from "./auth/discord-routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { registerSessions } from "./auth/session-plugin.ts";
import { carriageRoutes } from "./carriage/routes.ts";
import { clientConfigRoutes } from "./client-config/routes.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { registerOpenApi } from "./docs/openapi.ts";
import { registerEvents } from "./events/plugin.ts";
import { healthRoutes } from "./health/routes.ts";
import { liveRoutes } from "./live/routes.ts";
import { notificationRoutes } from "./notifications/routes.ts";
import { streamRoutes } from "./notifications/stream-routes.ts";
import { SCRIPT_STARTER_SOURCE } from "./pages/script-starter.ts";
import { TAP_HOLDER_SOURCE } from "./pages/tap-holder.ts";
import { registerWebClient } from "./pages/web-client.ts";
import { plannerRoutes } from "./planner/routes.ts";
import { registerAddressThrottle } from "./plugins/address-throttle.ts";
import { registerDatabaseDeadline } from "./plugins/database-deadline.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerLifecycle } from "./plugins/lifecycle.ts";
import { loggerOptions, requestLog } from "./plugins/logging.ts";
import { registerSecurity } from "./plugins/security.ts";
import { registerSharedReads } from "./plugins/shared-reads.ts";
import { registerWriteLimits } from "./plugins/write-limits.ts";
import { pushRoutes } from "./push/routes.ts";
import { ratingRoutes } from "./ratings/routes.ts";
import { carReportRoutes } from "./rides/day-of-travel/car-report-routes.ts";
import { dayOfTravelRoutes } from "./rides/day-of-travel/routes.ts";
import { messageRoutes } from "./rides/messages/routes.ts";
import { passengerRoutes } from "./rides/passengers/routes.ts";
import { receiptRoutes } from "./rides/payments/receipt-routes.ts";
import { paymentRoutes } from "./rides/payments/routes.ts";
import { rideRoutes } from "./rides/ride/routes.ts";
import { sequenceRoutes } from "./rides/sequence/routes.ts";
import { seriesRoutes } from "./rides/series/routes.ts";
import { waitlistRoutes } from "./rides/waitlist/routes.ts";
import { statsRoutes } from "./stats/routes.ts";
import { userRoutes } from "./users/routes.ts";
import { vendorRoutes } from "./vendors/routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

/** A hop count as Fastify applies it (its types leave numbers out): the nearest n hops. */
const trustProxyOf = (setting: Config["TRUST_PROXY"]) =>
  typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;

export async function buildApp(config: Config, db: Db, logger?: FastifyServerOptions["logger"]) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    logController: requestLog(),
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A request that reaches the server while it stops is answered, not refused (main.ts drains).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", db);
  app.decorate("config", config);

  registerDatabaseDeadline(app, config.DATABASE_TIMEOUT_MS);
  registerErrorHandling(app);
  registerLifecycle(app);
  await registerSecurity(app, config, { scripts: [TAP_HOLDER_SOURCE, SCRIPT_STARTER_SOURCE] });
  await registerAddressThrottle(app);
  // Answers up to 256 KB (a page of the ride list is ~11 KB, a drawn /home ~145 KB) are
  // compressed in one synchronous call (~1 ms for the page), cheaper than a stream through the
  // thread pool and kept whole by the visitors' cache; on two cores the plugin's own limit is
  // 8 KB. Bigger answers still stream.
  await app.register(compress, { syncThreshold: 256 * 1024 });
  await registerSessions(app, db);
  // After the sessions: its hook reads the signed-in account.
  await registerWriteLimits(app);
  await registerEvents(app);
  await registerSharedReads(app);

  await registerOpenApi(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(discordRoutes);
  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(rideRoutes);
  await app.register(passengerRoutes);
  await app.register(sequenceRoutes);
  await app.register(dayOfTravelRoutes);
  await app.register(carReportRoutes);
  await app.register(seriesRoutes);
  await app.register(waitlistRoutes);
  await app.register(messageRoutes);
  await app.register(paymentRoutes);
  await app.register(receiptRoutes);
  await app.register(vendorRoutes);
  await app.register(carriageRoutes);
  await app.register(ratingRoutes);
  await app.register(pushRoutes);
  await app.register(alertRoutes);
  await app.register(notificationRoutes);
  await app.register(streamRoutes);
  await app.register(statsRoutes);
  await app.register(plannerRoutes);
  await app.register(liveRoutes);
  await app.register(clientConfigRoutes);
  await registerWebClient(app);
  return app;
}
