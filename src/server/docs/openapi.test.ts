import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_EVENT_NAMES } from "../../domain/events/live-events.ts";
import { dayRide } from "../testing/day-rides.ts";
import { openEventStream } from "../testing/event-stream.ts";
import { createRide } from "../testing/rides.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVendor } from "../testing/vendors.ts";

interface Operation {
  responses: Record<
    string,
    {
      content?: {
        "application/json"?: { schema: object };
        "text/event-stream"?: { schema: object };
      };
    }
  >;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
});
afterAll(async () => {
  await t.close();
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/** The documented schema for this answer: its exact status, else its class (4XX). */
function documentedSchema(method: string, url: string, status: number) {
  const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
  const response =
    operation?.responses[String(status)] ?? operation?.responses[`${String(status)[0]}XX`];
  return response?.content?.["application/json"]?.schema;
}

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 and documents every API route", () => {
    expect(document.openapi).toBe("3.1.0");
    const undocumented = t.app.apiRoutes
      .filter(({ url }) => url !== "/api/openapi.json" && !url.startsWith("/api/docs"))
      .filter(({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()]);
    expect(undocumented).toEqual([]);
    expect(t.app.apiRoutes.length).toBeGreaterThan(20);
  });

  it("matches what the API really answers", async () => {
    const ajv = new Ajv2020({ strict: false });
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const vendor = await registerVendor(t.app);
    const ride = await createRide(t.app, organizer.cookie, { direction: "FC->SG" });
    const r = `/api/rides/${ride.id}`;
    const join = { passengerCount: 1, dropoffLocation: "Bedok" };
    const sundayEvening = encodeURIComponent("2026-12-06T19:00:00+08:00");
    // [method, url, route as registered, cookie, body]
    const calls: [string, string, string, string | undefined, object | undefined][] = [
      ["GET", "/api/rides", "/api/rides", undefined, undefined],
      ["GET", "/api/rides?limit=1", "/api/rides", organizer.cookie, undefined],
      ["GET", r, "/api/rides/:id", rider.cookie, undefined],
      ["GET", "/api/rides/999999", "/api/rides/:id", undefined, undefined],
      ["POST", `${r}/join`, "/api/rides/:id/join", rider.cookie, join],
      ["POST", `${r}/join`, "/api/rides/:id/join", rider.cookie, join],
      ["GET", `${r}/passengers`, "/api/rides/:id/passengers", organizer.cookie, undefined],
      ["GET", "/api/rides/user/joined", "/api/rides/user/joined", rider.cookie, undefined],
      ["GET", "/api/stats", "/api/stats", undefined, undefined],
      ["GET", "/api/auth/me", "/api/auth/me", rider.cookie, undefined],
      ["GET", "/api/auth/me", "/api/auth/me", undefined, undefined],
      ["POST", `${r}/lockSequence`, "/api/rides/:id/lockSequence", organizer.cookie, undefined],
      ["POST", `${r}/assign`, "/api/rides/:id/assign", vendor.cookie, undefined],
      ["GET", "/api/vendor/rides", "/api/vendor/rides", vendor.cookie, undefined],
      ["PATCH", `/api/users/${rider.user.id}`, "/api/users/:id", rider.cookie, { name: "Renamed" }],
      ["POST", "/api/register", "/api/register", undefined, { discordUsername: "" }],
      ["GET", "/api/config", "/api/config", undefined, undefined],
      [
        "GET",
        `/api/planner?direction=FC-%3ESG&at=${sundayEvening}`,
        "/api/planner",
        undefined,
        undefined,
      ],
      ["GET", "/api/planner?direction=east", "/api/planner", undefined, undefined],
      ["GET", "/api/health", "/api/health", undefined, undefined],
      ["GET", "/api/notifications", "/api/notifications", organizer.cookie, undefined],
      ["POST", "/api/notifications/read", "/api/notifications/read", organizer.cookie, {}],
      ["GET", "/api/notifications", "/api/notifications", undefined, undefined],
      ["DELETE", r, "/api/rides/:id", organizer.cookie, undefined],
    ];
    for (const [method, url, route, cookie, payload] of calls) {
      const response = await t.app.inject({
        method: method as "GET",
        url,
        payload,
        headers: cookie ? { cookie } : {},
      });
      const schema = documentedSchema(method, route, response.statusCode);
      expect(schema, `${method} ${url} → ${response.statusCode} is documented`).toBeDefined();
      const validate = ajv.compile(schema as object);
      expect(
        validate(response.json()),
        `${method} ${url}: ${ajv.errorsText(validate.errors)}`,
      ).toBe(true);
    }
  });

  it("describes every live event of the stream, each frame as the stream sends it", async () => {
    const schema = document.paths["/api/events"]?.get?.responses["200"]?.content?.[
      "text/event-stream"
    ]?.schema as { anyOf: { properties: { event: { enum: string[] } } }[] };
    expect(schema.anyOf.map((frame) => frame.properties.event.enum)).toEqual(
      LIVE_EVENT_NAMES.map((name) => [name]),
    );

    const { ride, organizer, rider, driver } = await dayRide(t.app, t.db);
    const latecomer = await registerUser(t.app);
    const stream = await openEventStream(
      `${await t.app.listen({ port: 0, host: "127.0.0.1" })}/api/events`,
      organizer.cookie,
    );
    const send = async (cookie: string, method: "POST" | "PATCH", url: string, payload: object) =>
      expect(
        (await t.app.inject({ method, url, payload, headers: { cookie } })).statusCode,
      ).toBeLessThan(300);
    // Each sends the organizer one live event or more: all five kinds in all.
    await send(driver.cookie, "POST", `/api/rides/${ride.id}/position`, {
      lat: 1.3331,
      lng: 103.7422,
    });
    await send(rider.cookie, "POST", `/api/rides/${ride.id}/messages`, { text: "At exit B" });
    await send(organizer.cookie, "PATCH", `/api/users/${organizer.user.id}`, { name: "Renamed" });
    const join = { passengerCount: 1, dropoffLocation: "Clementi MRT" };
    await send(latecomer.cookie, "POST", `/api/rides/${ride.id}/join`, join);
    for (const name of LIVE_EVENT_NAMES) await stream.next((frame) => frame.event === name);
    stream.close();

    const validate = new Ajv2020({ strict: false }).compile(schema);
    for (const frame of stream.events) {
      expect(validate(frame), `${frame.event}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it("serves a browsable reference", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("swagger");
  });
});

describe("error codes", () => {
  const englishErrors = JSON.parse(
    readFileSync(new URL("../../domain/i18n/catalogs/en/error.json", import.meta.url), "utf8"),
  ) as Record<string, string>;

  it("are documented per route and status, each an error.* message", () => {
    const schema = documentedSchema("POST", "/api/rides/:id/join", 409) as {
      properties: { code: { enum: string[] } };
      required: string[];
    };
    expect(schema.properties.code.enum.sort()).toEqual(
      [
        "already_joined",
        "ride_cancelled",
        "ride_full",
        "spots_remaining",
        "pickup_not_designated",
        "dropoff_not_designated",
      ].sort(),
    );
    expect(schema.required).toEqual(expect.arrayContaining(["error", "code"]));
    const documented = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        Object.entries(operation.responses)
          .filter(([status]) => Number(status) >= 400)
          .flatMap(
            ([, response]) =>
              (
                response.content?.["application/json"]?.schema as
                  | { properties: { code: { enum: string[] } } }
                  | undefined
              )?.properties.code.enum ?? [],
          ),
      ),
    );
    const codes = Object.keys(englishErrors).map((id) => id.replace(/^error\./, ""));
    expect(documented.filter((code) => !codes.includes(code))).toEqual([]);
  });

  it("lists the success statuses really sent, and optional bodies as optional", () => {
    expect(Object.keys(document.paths["/api/login"]?.post?.responses ?? {})).not.toContain("201");
    expect(Object.keys(document.paths["/api/auth/me"]?.get?.responses ?? {})).not.toContain("201");
    const remove = document.paths["/api/rides/{id}/passengers/{passengerId}"]
      ?.delete as unknown as {
      requestBody: { required: boolean };
    };
    expect(remove.requestBody.required).toBe(false);
  });

  it("an unknown passenger is passenger_not_found", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/rides/${ride.id}/passengers/999999`,
      headers: { cookie: organizer.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Passenger not found", code: "passenger_not_found" });
  });

  it("come with every refusal, in English, with its params and field", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 3 });
    const join = (passengerCount: number, cookie?: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/rides/${ride.id}/join`,
        payload: { passengerCount, dropoffLocation: "Bedok" },
        headers: cookie ? { cookie } : {},
      });

    const tooMany = await join(3, rider.cookie);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      error: "Only 2 spots remaining",
      code: "spots_remaining",
      params: { count: 2 },
    });
    const visitor = await join(1);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: "You must be logged in", code: "login_required" });
    const missing = await t.app.inject({ method: "GET", url: "/api/rides/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Ride not found", code: "ride_not_found" });

    const invalid = await join(0, rider.cookie);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      error: "passengerCount: Must have at least 1 passenger",
      code: "invalid_input",
      field: "passengerCount",
    });
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { currentPassword: "not the password", newPassword: "brand new pass" },
      headers: { cookie: rider.cookie },
    });
    expect(wrong.json()).toEqual({
      error: "currentPassword: Current password is incorrect",
      code: "current_password_incorrect",
      field: "currentPassword",
    });
  });
});
