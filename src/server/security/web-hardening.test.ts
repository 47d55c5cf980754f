// What a browser is told and what a hostile page cannot make it do: security headers on API and
// page responses, cross-site writes refused on every write route, bodies over 1 MB refused, and a
// maximum length on every text field of every body schema.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFAULT_RIDE_FILTERS, rideListPath } from "../../domain/ride/ride-list.ts";
import { type ApiRoute, routeKey } from "../docs/openapi.ts";
import { SCRIPT_STARTER_SOURCE } from "../pages/script-starter.ts";
import { TAP_HOLDER_SOURCE } from "../pages/tap-holder.ts";
import { WEB_ROOT } from "../pages/web-client.ts";
import { pageScripts } from "../testing/page-scripts.ts";
import { ResponseAudit } from "../testing/response-audit.ts";
import { newRideBody } from "../testing/rides.ts";
import {
  changedTables,
  createWorld,
  dbFingerprint,
  injectAs,
  type World,
} from "../testing/security-world.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { newUserBody } from "../testing/users.ts";
import { VALID_BODIES } from "../testing/valid-bodies.ts";

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
  // The app's own files, and the drawn pages' tap holder and script starter by their hashes: no
  // other inline script.
  expect(directive("script-src"), what).toBe(
    `script-src 'self' ${TAP_HOLDER_SOURCE} ${SCRIPT_STARTER_SOURCE}`,
  );
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

  it("are on page answers: the client's pages, the service worker, and unknown paths", async () => {
    const built = existsSync(`${WEB_ROOT}/index.html`);
    const urls = ["/", "/rides/1", `/rides/${rideId}`, "/profile", "/no/such/page"];
    // A file that is not in the build is answered with the app's page.
    if (built) urls.push("/assets/no-such-file.js", "/sw.js");
    for (const url of urls) {
      const response = await t.app.inject({ method: "GET", url });
      expectHardened(response.headers, `GET ${url} (${response.statusCode})`);
      if (built && url !== "/sw.js") {
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
      }
    }
  });

  it("a file of the build keeps nosniff and its resource policy, without the page's", async () => {
    if (!existsSync(`${WEB_ROOT}/index.html`)) return; // npm test builds the client before this suite
    const files = readdirSync(`${WEB_ROOT}/assets`);
    const script = files.find((file) => file.endsWith(".js"));
    const sheet = files.find((file) => file.endsWith(".css"));
    for (const file of [script, sheet]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/assets/${file}`,
        headers: { "accept-encoding": "br" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
      for (const pageOnly of ["content-security-policy", "x-frame-options", "referrer-policy"]) {
        expect(response.headers[pageOnly], `${file}: ${pageOnly}`).toBeUndefined();
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

  /** The API reads a page preloads (a drawn page also preloads its stylesheet: critical-css.ts). */
  const readPreloads = (html: string) =>
    hrefs(html, "preload").filter((href) => href.startsWith("/api/"));

  /** The URLs of the reads a page carries (first-reads.ts, decision 036). */
  const inlined = (html: string) =>
    (
      JSON.parse(
        /<script type="application\/json" id="first-reads">(.*?)<\/script>/s.exec(html)?.[1] ??
          "[]",
      ) as { url: string }[]
    ).map((read) => read.url);

  it("carry a first page's first API reads, and preload its own chunks and its other reads", async () => {
    if (!built()) return;
    const home = (await page("/home")).body;
    expect(pageScripts(home)).toContainEqual(expect.stringMatching(/home-page-/));
    expect(inlined(home)).toEqual([
      "/api/auth/me",
      "/api/stats",
      rideListPath(DEFAULT_RIDE_FILTERS),
    ]);
    expect(readPreloads(home)).toEqual([]);
    const myRides = (await page("/home?tab=my")).body;
    expect(inlined(myRides)).toEqual(["/api/auth/me", "/api/stats"]);

    const ride = (await page(`/rides/${rideId}`)).body;
    expect(pageScripts(ride)).toContainEqual(expect.stringMatching(/ride-detail-page-/));
    expect(inlined(ride)).toEqual(["/api/auth/me", `/api/rides/${rideId}`]);
    expect(readPreloads(ride)).toEqual(["/api/config"]);
    expect(ride).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials"');
    expect(readPreloads((await page("/rides/0")).body)).toEqual(["/api/auth/me"]);

    // Any other page still gets the session read, and no page's chunks; the toaster loads after
    // the page (app.tsx), so no page preloads it.
    const profile = (await page("/profile")).body;
    expect(readPreloads(profile)).toEqual(["/api/auth/me"]);
    expect(inlined(profile)).toEqual([]);
    expect(pageScripts(profile).some((href) => /-page-/.test(href))).toBe(false);
    expect(pageScripts(home).some((href) => /toaster-/.test(href))).toBe(false);

    for (const href of new Set([...pageScripts(home), ...pageScripts(ride)])) {
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
    // The page drawn on the server (decision 037), whole.
    expect(html).toMatch(/<div id="root" data-prerendered="en" data-drawn-at="[-0-9T:.]+Z">/);
    expect(html).toMatch(/<h1[^>]*>Rides<\/h1>[\s\S]*<\/html>\s*$/);
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
  for (const [index, key] of path.slice(0, -1).entries()) {
    // A list's item (the next key a number) goes into a list, as the schema asks.
    node[key] ??= /^\d+$/.test(path[index + 1] ?? "") ? [] : {};
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
