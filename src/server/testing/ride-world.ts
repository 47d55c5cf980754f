import { afterAll, beforeAll } from "vitest";
import { createRide, type RideBodyOptions } from "./rides.ts";
import { createWorld, type World } from "./security-world.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * The pages suites' set-up: an app with one person of every kind (createWorld) and a ride of the
 * creator's (`ride`), made before the suite's first test and closed after its last.
 */
export function rideWorldForSuite(ride: RideBodyOptions) {
  let current: { t: TestApp; world: World; rideId: number } | undefined;
  beforeAll(async () => {
    const t = await createTestApp();
    const world = await createWorld(t.db);
    current = { t, world, rideId: (await createRide(t.app, world.creator.cookie, ride)).id };
  }, 180_000);
  afterAll(() => current?.t.close());
  const started = () => {
    if (!current) throw new Error("the world is made in beforeAll: use it inside a test");
    return current;
  };
  return {
    get app() {
      return started().t.app;
    },
    get db() {
      return started().t.db;
    },
    get world() {
      return started().world;
    },
    get rideId() {
      return started().rideId;
    },
  };
}
