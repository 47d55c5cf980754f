// What a browser is told and what a hostile page cannot make it do: security headers on API and
// page responses, cross-site writes refused on every write route, bodies over 1 MB refused, and a
// maximum length on every text field of every body schema.
import { createECDH } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFAULT_RIDE_FILTERS, rideListPath } from "../../domain/ride/ride-list.ts";
import { addDays, singaporeDay } from "../../domain/ride/ride-search.ts";
import { type ApiRoute, routeKey } from "../docs/openapi.ts";
import { ResponseAudit } from "../testing/response-audit.ts";
import { newRideBody } from "../testing/rides.ts";
import {
  changedTables,
  createWorld,
  dbFingerprint,
  injectAs,
  WORLD_PASSWORD,
  type World,
} from "../testing/security-world.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { newUserBody } from "../testing/users.ts";
import { WEB_ROOT } from "../web-client.ts";

let t: TestApp;
let world: World;
let audit: ResponseAudit;
let rideId: number;
let passengerEntryId: number;
let writeRoutes: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp();
  world = await createWorld(t.db);
  audit = new ResponseAudit(t.db);
  audit.watch(...Object.values(world));
  const ride = await injectAs(t.app, world.creator.cookie, {
    method: "POST",
    url: "/api/rides",
    payload: newRideBody({ direction: "FC->SG" }),
  });
  rideId = ride.json().id;
  const joined = await injectAs(t.app, world.passenger.cookie, {
    method: "POST",
    url: `/api/rides/${rideId}/join`,
    payload: { passengerCount: 1, dropoffLocation: "Bedok" },
  });
  passengerEntryId = joined.json().id;
  writeRoutes = t.app.apiRoutes.filter((route) => route.method !== "GET");
});

afterAll(async () => {
  console.log(`[web-hardening] ${audit.responses} responses audited`);
  expect(await audit.finish()).toEqual([]);
  await t.close();
});

const concrete = (url: string) =>
  url
    .replace(":passengerId", String(passengerEntryId))
    .replace(":id", String(rideId))
    .replace("*", "swagger-ui.css");

function expectHardened(headers: Record<string, unknown>, what: string) {
  const csp = String(headers["content-security-policy"]);
  const directive = (name: string) =>
    csp
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
  expect(directive("default-src"), what).toBe("default-src 'self'");
  expect(directive("script-src"), what).toBe("script-src 'self'");
  expect(csp, what).not.toMatch(/unsafe-eval/);
  expect(directive("frame-ancestors"), what).toBe("frame-ancestors 'none'");
  expect(directive("object-src"), what).toBe("object-src 'none'");
  expect(directive("base-uri"), what).toBe("base-uri 'self'");
  expect(directive("form-action"), what).toBe("form-action 'self'");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["access-control-allow-origin"], what).toBeUndefined();
}

describe("security headers", () => {
  it("are on every kind of API answer: read, write, error, not found, too large", async () => {
    const cases = [
      { method: "GET", url: "/api/health" },
      { method: "GET", url: `/api/rides/${rideId}` },
      { method: "GET", url: "/api/auth/me" },
      { method: "GET", url: "/api/does-not-exist" },
      { method: "POST", url: "/api/login", payload: { discordUsername: "" } },
      { method: "POST", url: "/api/register", payload: newUserBody() },
      { method: "GET", url: `/api/rides/${rideId}/calendar.ics` },
      { method: "GET", url: "/api/docs" },
      {
        method: "POST",
        url: "/api/login",
        payload: JSON.stringify({ x: "y".repeat(1_100_000) }),
        headers: { "content-type": "application/json" },
      },
    ] as const;
    for (const options of cases) {
      const response = await t.app.inject(options as never);
      await audit.record({ id: null }, options, response);
      expectHardened(response.headers, `${options.method} ${options.url} (${response.statusCode})`);
    }
  });

  it("are on page answers: the client's pages, its files, and unknown paths", async () => {
    const built = existsSync(`${WEB_ROOT}/index.html`);
    const asset = built ? readdirSync(`${WEB_ROOT}/assets`).find((f) => f.endsWith(".js")) : null;
    const urls = ["/", "/rides/1", `/rides/${rideId}`, "/profile", "/no/such/page"];
    if (asset) urls.push(`/assets/${asset}`);
    for (const url of urls) {
      const response = await t.app.inject({ method: "GET", url });
      expectHardened(response.headers, `GET ${url} (${response.statusCode})`);
      if (built && !url.startsWith("/assets/")) {
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
      }
    }
  });

  it("the built page runs under that policy: no inline script or event handler", () => {
    const indexPath = `${WEB_ROOT}/index.html`;
    if (!existsSync(indexPath)) return; // npm test builds the client before this suite
    const html = readFileSync(indexPath, "utf8");
    for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const [, attributes = "", body = ""] = script;
      if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
      expect(attributes, "every script is a file").toMatch(/\bsrc=/);
      expect(body.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it("a page's link-preview tags escape what a path or a ride carries", async () => {
    if (!existsSync(`${WEB_ROOT}/index.html`)) return;
    const evil = `/x"><script>alert(1)</script>`;
    const page = await t.app.inject({ method: "GET", url: evil });
    expect(page.body).not.toContain("<script>alert(1)");
    const hostile = await t.app.inject({
      method: "GET",
      url: `/rides/${rideId}`,
      headers: { host: `evil.example"><script>alert(2)</script>` },
    });
    expect(hostile.body).not.toContain("<script>alert(2)");
  });
});

describe("the client's pages", () => {
  const built = () => existsSync(`${WEB_ROOT}/.vite/manifest.json`); // npm test builds first
  const page = (url: string) =>
    t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
  const hrefs = (html: string, rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, "g"))].map(
      ([, href = ""]) => href.replaceAll("&amp;", "&"),
    );

  it("preload a first page's own chunks and its first API reads", async () => {
    if (!built()) return;
    const home = (await page("/home")).body;
    expect(hrefs(home, "modulepreload")).toContainEqual(expect.stringMatching(/home-page-/));
    expect(hrefs(home, "preload")).toEqual([
      "/api/auth/me",
      "/api/stats",
      rideListPath(DEFAULT_RIDE_FILTERS),
    ]);
    expect(home).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials"');
    expect(hrefs((await page("/home?tab=my")).body, "preload")).toEqual([
      "/api/auth/me",
      "/api/stats",
    ]);

    const ride = (await page(`/rides/${rideId}`)).body;
    expect(hrefs(ride, "modulepreload")).toContainEqual(expect.stringMatching(/ride-detail-page-/));
    expect(hrefs(ride, "preload")).toEqual(["/api/auth/me", `/api/rides/${rideId}`, "/api/config"]);
    expect(hrefs((await page("/rides/0")).body, "preload")).toEqual(["/api/auth/me"]);

    // Any other page still gets the session read, and no page's chunks; the toaster loads after
    // the page (app.tsx), so no page preloads it.
    const profile = (await page("/profile")).body;
    expect(hrefs(profile, "preload")).toEqual(["/api/auth/me"]);
    expect(hrefs(profile, "modulepreload").some((href) => /-page-/.test(href))).toBe(false);
    expect(hrefs(home, "modulepreload").some((href) => /toaster-/.test(href))).toBe(false);

    for (const href of new Set([
      ...hrefs(home, "modulepreload"),
      ...hrefs(ride, "modulepreload"),
    ])) {
      const chunk = await t.app.inject({ method: "GET", url: href });
      expect(chunk.statusCode, href).toBe(200);
      expect(chunk.headers["content-type"], href).toMatch(/javascript/);
      expect(chunk.headers["cache-control"], href).toContain("immutable");
    }
  });

  it("arrive compressed", async () => {
    if (!built()) return;
    const response = await t.app.inject({
      method: "GET",
      url: "/home",
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<div id="root"><div class="flex min-h-dvh flex-col">');
  });

  it("load scripts and stylesheets compressed at build time", async () => {
    if (!built()) return;
    const script = readdirSync(`${WEB_ROOT}/assets`).find((name) => name.endsWith(".js"));
    const url = `/assets/${script}`;
    const response = await t.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(response.rawPayload)).toEqual(readFileSync(`${WEB_ROOT}${url}`));
  });

  it("are never what an unknown API path answers: that is a JSON 404", async () => {
    for (const url of ["/api", "/api?x=1", "/api/", "/api/no/such/call"]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error, url).toMatch(/^No such path: GET \/api/);
    }
  });
});

describe("cross-site writes", () => {
  const evil = [
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: "http://localhost.evil.example" },
    { "sec-fetch-site": "cross-site" },
  ];

  it("are refused with 403 on every write route, changing nothing", async () => {
    expect(writeRoutes.length).toBeGreaterThan(10);
    let refused = 0;
    for (const route of writeRoutes) {
      for (const headers of evil) {
        const before = await dbFingerprint(t.db);
        const response = await injectAs(t.app, world.creator.cookie, {
          method: route.method as "POST",
          url: concrete(route.url),
          payload: {},
          headers: { ...headers, host: "localhost" },
        });
        await audit.record({ id: world.creator.id }, route, response);
        expect(response.statusCode, `${routeKey(route)} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toMatchObject({ error: "Cross-site request refused" });
        expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
        refused += 1;
      }
    }
    console.log(
      `[web-hardening] ${refused} cross-site writes refused on ${writeRoutes.length} routes`,
    );
  });

  it("are refused as HTML forms would send them, even without an Origin", async () => {
    for (const contentType of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await injectAs(t.app, world.creator.cookie, {
        method: "DELETE",
        url: `/api/rides/${rideId}`,
        payload: "a=1",
        headers: { "content-type": contentType },
      });
      expect(response.statusCode, contentType).toBe(415);
    }
    expect((await t.app.inject({ method: "GET", url: `/api/rides/${rideId}` })).statusCode).toBe(
      200,
    );
  });

  it("pass from the site's own origin, and reads pass from anywhere", async () => {
    const own = await injectAs(t.app, world.rider.cookie, {
      method: "PATCH",
      url: `/api/users/${world.rider.id}`,
      payload: { name: "Same site" },
      headers: { origin: "http://localhost:5000", host: "localhost:5000" },
    });
    expect(own.statusCode).toBe(200);
    const read = await injectAs(t.app, world.rider.cookie, {
      method: "GET",
      url: "/api/auth/me",
      headers: { origin: "https://evil.example" },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("with PUBLIC_URL set, only that origin may write, whatever Host says", async () => {
    const pinned = await createTestApp({ PUBLIC_URL: "https://rides.example.org" });
    try {
      const person = (await createWorld(pinned.db)).rider;
      const write = (origin: string, host: string) =>
        injectAs(pinned.app, person.cookie, {
          method: "PATCH",
          url: `/api/users/${person.id}`,
          payload: { name: "Pinned" },
          headers: { origin, host },
        });
      expect((await write("https://rides.example.org", "internal:5000")).statusCode).toBe(200);
      expect((await write("http://internal:5000", "internal:5000")).statusCode).toBe(403);
      expect((await write("https://evil.example", "evil.example")).statusCode).toBe(403);
    } finally {
      await pinned.close();
    }
  });
});

describe("request size", () => {
  it("a body over 1 MB is refused with 413 on every write route, changing nothing", async () => {
    const huge = JSON.stringify({ name: "x".repeat(1_100_000) });
    for (const route of writeRoutes) {
      const before = await dbFingerprint(t.db);
      const response = await injectAs(t.app, world.creator.cookie, {
        method: route.method as "POST",
        url: concrete(route.url),
        payload: huge,
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode, routeKey(route)).toBe(413);
      expect(response.json()).toMatchObject({ error: "Request body is too large" });
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    }
  });
});

// A valid body for every route that takes one, and who sends it. A route with a body schema and
// no entry here fails the suite.
const VALID_BODIES: Record<string, (w: World) => { body: object; caller: keyof World | null }> = {
  "POST /api/register": () => ({
    body: {
      ...newUserBody(),
      companyName: "C",
      driverDetails: { name: "D", contact: "+60", carNumber: "J 1" },
    },
    caller: null,
  }),
  "POST /api/login": (w) => ({
    body: { discordUsername: w.rider.discordUsername, password: WORLD_PASSWORD },
    caller: null,
  }),
  "POST /api/reset-password": () => ({
    body: { currentPassword: WORLD_PASSWORD, newPassword: "another secret" },
    caller: "rider",
  }),
  "POST /api/request-password-reset": (w) => ({
    body: { discordUsername: w.rider.discordUsername },
    caller: null,
  }),
  "POST /api/admin/reset-user-password": (w) => ({
    body: { discordUsername: w.otherRider.discordUsername, newPassword: "another secret" },
    caller: "admin",
  }),
  "POST /api/admin/password-reset-tokens": (w) => ({
    body: { discordUsername: w.otherRider.discordUsername },
    caller: "admin",
  }),
  "POST /api/complete-password-reset": () => ({
    body: { token: "some-token", newPassword: "another secret" },
    caller: null,
  }),
  "POST /api/push/subscriptions": () => ({
    body: {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      keys: { p256dh: createECDH("prime256v1").generateKeys("base64url"), auth: "A".repeat(22) },
    },
    caller: "rider",
  }),
  "DELETE /api/push/subscriptions": () => ({
    body: { endpoint: "https://fcm.googleapis.com/fcm/send/abc" },
    caller: "rider",
  }),
  "PUT /api/push/preferences": () => ({ body: { push: { joined: false } }, caller: "rider" }),
  "POST /api/notifications/read": () => ({ body: { ids: [1] }, caller: "rider" }),
  "PATCH /api/users/:id": () => ({
    body: {
      name: "N",
      whatsappNumber: "W",
      malaysianNumber: "M",
      revolutUsername: "R",
      paynowProxy: "91234567",
      paynowName: "N",
    },
    caller: "creator",
  }),
  "POST /api/rides": () => {
    const ride = newRideBody();
    const repeat = { weekdays: [1], until: addDays(singaporeDay(ride.date), 7) };
    return { body: { ...ride, repeat }, caller: "rider" };
  },
  "PATCH /api/rides/:id": () => ({ body: newRideBody({ direction: "FC->SG" }), caller: "creator" }),
  "POST /api/rides/:id/join": () => ({
    body: { passengerCount: 1, dropoffLocation: "Bedok", rideId: 1 },
    caller: "otherRider",
  }),
  "POST /api/rides/:id/waitlist": () => ({
    body: { passengerCount: 1, dropoffLocation: "Bedok" },
    caller: "otherRider",
  }),
  "PATCH /api/rides/:id/passengers/:passengerId/payment": () => ({
    body: { paid: true },
    caller: "creator",
  }),
  "PATCH /api/rides/:id/passengers/:passengerId/sequence": () => ({
    body: { sequence: 1 },
    caller: "creator",
  }),
  "DELETE /api/rides/:id": () => ({ body: { reason: "Plans changed" }, caller: "creator" }),
  "POST /api/rides/:id/messages": () => ({ body: { text: "At exit B" }, caller: "creator" }),
  "POST /api/alerts": () => ({
    body: { direction: "SG->FC", days: [5], from: "17:00", to: "21:00", startDate: "2030-01-01" },
    caller: "rider",
  }),
  "DELETE /api/rides/:id/passengers/:passengerId": () => ({
    body: { reason: "Plans changed" },
    caller: "creator",
  }),
  "POST /api/admin/vendors/:id/verify": () => ({
    body: { licenceType: "cross_border_taxi", licenceNumber: "CBT-1" },
    caller: "admin",
  }),
  "POST /api/rides/:id/rating": () => ({
    body: { stars: 5, punctuality: 4, car: 5, conduct: 5, text: "On time" },
    caller: "creator",
  }),
  "POST /api/ratings/:id/reply": () => ({ body: { text: "Thank you" }, caller: "vendor" }),
  "POST /api/ratings/:id/report": () => ({ body: { reason: "Abusive" }, caller: "vendor" }),
};

interface TextField {
  path: string[];
  maxLength?: number;
  bounded: string;
}

/** Every string field of a JSON schema, nested objects and list items included. */
function textFields(schema: Record<string, unknown>, path: string[] = []): TextField[] {
  const options = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (options) return options.flatMap((option) => textFields(option, path));
  if (schema.type === "object") {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    return Object.entries(properties).flatMap(([key, child]) => textFields(child, [...path, key]));
  }
  if (schema.type === "array") {
    return textFields(schema.items as Record<string, unknown>, [...path, "0"]);
  }
  if (schema.type !== "string") return [];
  const bounded =
    typeof schema.maxLength === "number"
      ? `at most ${schema.maxLength} characters`
      : schema.enum
        ? "one of a list"
        : schema.format === "date-time"
          ? "an ISO date and time"
          : "";
  return [{ path, maxLength: schema.maxLength as number | undefined, bounded }];
}

function withValue(body: object, path: string[], value: unknown): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1) as string] = value;
  return copy;
}

describe("text field lengths", () => {
  it("every body route has a valid body to start from", () => {
    const withBody = t.app.apiRoutes.filter((route) => route.body);
    const missing = withBody.map(routeKey).filter((key) => !VALID_BODIES[key]);
    expect(missing).toEqual([]);
  });

  it("every text field of every body schema is bounded and refuses a longer value naming it", async () => {
    const withBody = t.app.apiRoutes.filter((route) => route.body);
    let checked = 0;
    for (const route of withBody) {
      const make = VALID_BODIES[routeKey(route)];
      if (!make) continue;
      const schema = z.toJSONSchema(route.body as z.ZodType, {
        io: "input",
        unrepresentable: "any",
      }) as Record<string, unknown>;
      const seen = new Set<string>();
      for (const field of textFields(schema)) {
        const name = field.path.join(".");
        if (seen.has(name)) continue;
        seen.add(name);
        expect(field.bounded, `${routeKey(route)} ${name} has no maximum length`).not.toBe("");
        const { body, caller } = make(world);
        const tooLong = "x".repeat((field.maxLength ?? 10_000) + 1);
        const before = await dbFingerprint(t.db);
        const response = await injectAs(t.app, caller ? world[caller].cookie : null, {
          method: route.method as "POST",
          url: concrete(route.url),
          payload: withValue(body, field.path, tooLong),
        });
        await audit.record({ id: caller ? world[caller].id : null }, route, response);
        const what = `${routeKey(route)} with a ${tooLong.length}-character ${name}`;
        expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
        expect(response.json().error, what).toMatch(
          new RegExp(`^${name.replaceAll(".", "\\.")}: `),
        );
        expect(changedTables(before, await dbFingerprint(t.db)), what).toEqual([]);
        checked += 1;
      }
    }
    console.log(`[web-hardening] ${checked} text fields refuse an over-long value`);
    expect(checked).toBeGreaterThan(20);
  });
});
