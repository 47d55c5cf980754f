// A page opened first is drawn on the server (decision 037): the rides or the ride in the HTML,
// in the reader's own view, with the critical CSS inline and the stylesheet after the page; the
// service worker's copy of the shell keeps the static frame.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rides } from "../db/schema/index.ts";
import { READ_CACHE_MS } from "../plugins/read-cache.ts";
import { pageScripts } from "../testing/page-scripts.ts";
import { rideWorldForSuite } from "../testing/ride-world.ts";
import { injectAs } from "../testing/security-world.ts";
import { SCRIPT_STARTER } from "./script-starter.ts";
import { TAP_HOLDER } from "./tap-holder.ts";
import { WEB_ROOT } from "./web-client.ts";

const prerendering =
  existsSync(`${WEB_ROOT}/index.html`) && existsSync("dist/ssr/server-render.js");

const t = rideWorldForSuite({ location: "Exit B, Woodlands <MRT>", daysAhead: 0.5 });

async function pageOf(cookie: string | null, url: string, headers: Record<string, string> = {}) {
  const page = await injectAs(t.app, cookie, { method: "GET", url, headers });
  expect(page.statusCode).toBe(200);
  return page.headers["content-encoding"] === "br"
    ? brotliDecompressSync(page.rawPayload).toString()
    : page.body;
}

/** What the page's #root holds. */
const root = (html: string) =>
  /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? "";

describe.skipIf(!prerendering)("a page drawn on the server", () => {
  it("/home carries the first ride cards in its HTML, for visitors and riders alike", async () => {
    for (const cookie of [null, t.world.otherRider.cookie]) {
      const html = await pageOf(cookie, "/home");
      expect(html).toMatch(/<div id="root" data-prerendered="en" data-drawn-at="[-0-9T:.]+Z">/);
      const drawn = root(html);
      expect(drawn).toContain(`data-ride-id="${t.rideId}"`);
      // The ride's own words, escaped as text.
      expect(drawn).toContain("Exit B, Woodlands &lt;MRT>");
      expect(drawn).not.toContain("<MRT>");
      expect(drawn).not.toContain('role="status"');
    }
  });

  it("/rides/{id} shows the ride, in each reader's own view: no contact to a stranger", async () => {
    const contacts = Object.values(t.world.creator.contacts);
    const visitor = root(await pageOf(null, `/rides/${t.rideId}`));
    expect(visitor).toMatch(/<h1[^>]*>Singapore to Forest City<\/h1>/);
    expect(visitor).toContain("You must be logged in to join a ride");
    for (const value of contacts) expect(visitor).not.toContain(value);
    const organizer = root(await pageOf(t.world.creator.cookie, `/rides/${t.rideId}`));
    expect(organizer).toContain("Edit Ride");
  });

  it("a drawn page has one title, in the head", async () => {
    for (const url of ["/home", `/rides/${t.rideId}`]) {
      for (const cookie of [null, t.world.creator.cookie]) {
        const [head = "", body = ""] = (await pageOf(cookie, url)).split("</head>");
        expect(body, url).toContain("data-prerendered");
        expect(head.match(/<title>/g), url).toHaveLength(1);
        expect(body, url).not.toContain("<title");
      }
    }
  });

  it("runs two inline scripts, the tap holder and the script starter, and the page's policy names them and no other", async () => {
    for (const url of ["/home", `/rides/${t.rideId}`]) {
      const page = await injectAs(t.app, t.world.otherRider.cookie, { method: "GET", url });
      const html = page.body;
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      expect(inline, url).toEqual([TAP_HOLDER, SCRIPT_STARTER]);
      const hashes = inline.map(
        (script) =>
          `'sha256-${createHash("sha256")
            .update(script ?? "")
            .digest("base64")}'`,
      );
      const scriptSources = /script-src ([^;]*)/.exec(
        String(page.headers["content-security-policy"]),
      );
      expect(scriptSources?.[1]?.split(" "), url).toEqual(["'self'", ...hashes]);
    }
  });

  it("names no script in its markup: the starter adds the same ones the undrawn page names, after the first paint", async () => {
    for (const url of ["/home", `/rides/${t.rideId}`]) {
      const drawn = await pageOf(t.world.otherRider.cookie, url);
      expect(drawn, url).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const undrawn = await pageOf(t.world.otherRider.cookie, url, { "sec-fetch-dest": "empty" });
      expect(undrawn, url).toMatch(/<script type="module"/);
      const scripts = pageScripts(drawn);
      expect(scripts, url).toEqual(pageScripts(undrawn));
      expect(scripts.at(-1), url).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      expect(scripts.length, url).toBeGreaterThan(2);
    }
  });

  it("a ride's page brings what only its own people see, and their texts, only where it is drawn for one of them", async () => {
    const url = `/rides/${t.rideId}`;
    const memberParts = (html: string) =>
      pageScripts(html).filter((src) => /\/ride-member-parts-[\w-]+\.js$/.test(src));
    // The catalogs of the account and form areas (MEMBER_PART_AREAS): the push offer, the group link.
    const memberTexts = (html: string) =>
      pageScripts(html).flatMap(
        (src) => /^\/assets\/(account|form)-[\w-]+\.js$/.exec(src)?.[1] ?? [],
      );
    for (const cookie of [null, t.world.otherRider.cookie]) {
      const html = await pageOf(cookie, url);
      expect(memberParts(html)).toEqual([]);
      expect(memberTexts(html)).toEqual([]);
      expect(root(html)).not.toContain(">Payments<");
    }
    const organizer = await pageOf(t.world.creator.cookie, url);
    expect(memberParts(organizer)).toHaveLength(1);
    expect(memberTexts(organizer).sort()).toEqual(["account", "form"]);
    expect(root(organizer)).toContain(">Payments<");
  });

  it("inlines the rules the page uses and leaves the stylesheet to the script starter", async () => {
    const html = await pageOf(null, "/home");
    const [head = "", body = ""] = html.split("</head>");
    expect(head.replace(/<noscript>.*?<\/noscript>/, "")).not.toContain('rel="stylesheet"');
    const css = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
    // Classes the page uses are in, with the custom properties Tailwind's borders need…
    expect(css).toContain(".rounded-xl{");
    expect(css).toContain("@property --tw-border-style{");
    expect(css).not.toMatch(/\};/);
    // …and a class no part of this page uses is not.
    expect(css).not.toContain(".animate-spin{");
    // The whole stylesheet is left to the script starter, or applied without scripts.
    expect(head).not.toContain('rel="preload" as="style"');
    const list = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(
      head,
    )?.[1];
    expect(JSON.parse(list ?? "{}").stylesheets).toEqual([
      expect.stringMatching(/^\/assets\/[^"]+\.css$/),
    ]);
    expect(head).toMatch(
      /<noscript><link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css"><\/noscript>/,
    );
    expect(body).not.toContain('rel="stylesheet"');
  });

  it("the service worker's copy of the shell, and pages not drawn, keep the static frame; a navigation it passes on is drawn", async () => {
    const fetched = await pageOf(null, "/", { "sec-fetch-dest": "empty" });
    expect(fetched).not.toContain("data-prerendered");
    expect(fetched).toContain('<span class="sr-only">Loading</span>');
    expect(fetched).toMatch(/<head>[\s\S]*<link rel="stylesheet"[\s\S]*<\/head>/);
    // A navigation the service worker passes on is a page opened.
    const passedOn = await pageOf(null, "/home", {
      "sec-fetch-dest": "empty",
      "sec-fetch-mode": "navigate",
    });
    expect(passedOn).toContain("data-prerendered");
    const guide = await pageOf(null, "/guide", { "sec-fetch-dest": "document" });
    expect(guide).not.toContain("data-prerendered");
  });

  it("visitors share a page for a second, each language its own; a session's page is its own", async () => {
    const url = `/rides/${t.rideId}`;
    const br = { "accept-encoding": "br" };
    // The link preview is read from the database for each page drawn: changed unheard (as while
    // the listener is down), only a page kept whole can still show the old seat count.
    const seatsIn = (html: string) =>
      /<meta property="og:description" content="[^"]*?(\d+ of \d+) seats left/.exec(html)?.[1];
    expect(seatsIn(await pageOf(null, url, br))).toBe("3 of 4");
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(rides).set({ maxPassengers: 6 }).where(eq(rides.id, t.rideId));
    });
    expect(seatsIn(await pageOf(null, url, br))).toBe("3 of 4");
    expect(await pageOf(null, url, { ...br, "accept-language": "ms" })).toContain(
      'data-prerendered="ms"',
    );
    expect(await pageOf(null, url, { ...br, host: "elsewhere.example" })).toContain(
      `content="http://elsewhere.example${url}"`,
    );
    expect(seatsIn(await pageOf(t.world.otherRider.cookie, url, br))).toBe("5 of 6");
    expect(await pageOf(null, url, { ...br, "sec-fetch-dest": "empty" })).not.toContain(
      "data-prerendered",
    );
    await new Promise((resolve) => setTimeout(resolve, READ_CACHE_MS + 5));
    expect(seatsIn(await pageOf(null, url, br))).toBe("5 of 6");
  });

  it("signed-in riders share /home and a ride's page they have no part in for a second, drawn for no one in particular; a vendor's is their own", async () => {
    const br = { "accept-encoding": "br" };
    const reader = t.world.otherRider;
    const shared = await pageOf(reader.cookie, "/home", br);
    expect(shared).toContain(
      '<script type="application/json" id="first-reads" data-reader="shared">',
    );
    // The reader's own session and list are read once the page is hydrated, preloaded now.
    expect(shared).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me" />',
    );
    // Drawn as a rider's page (their menu, the list), with nothing of this rider in it…
    expect(root(shared)).toContain("Create Ride");
    expect(root(shared)).toContain(`data-ride-id="${t.rideId}"`);
    for (const value of [reader.discordUsername, ...Object.values(reader.contacts)]) {
      expect(shared).not.toContain(value);
    }
    // …nor the organizer's own contacts on their ride: the list is drawn as a visitor reads it.
    const organizers = await pageOf(t.world.creator.cookie, "/home", br);
    for (const value of Object.values(t.world.creator.contacts)) {
      expect(organizers).not.toContain(value);
    }
    // Within the second another rider is sent the same page: a change made unheard does not show.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(rides).set({ pickupLocation: "Kept Page MRT" }).where(eq(rides.id, t.rideId));
    });
    expect(await pageOf(t.world.passenger.cookie, "/home", br)).not.toContain("Kept Page MRT");
    // A vendor's page, My Rides and the page of a ride the reader has a part in are drawn for
    // their reader; a ride's page they have no part in is every such rider's.
    const vendors = await pageOf(t.world.vendor.cookie, "/home", br);
    expect(vendors).not.toContain('data-reader="shared"');
    expect(root(vendors)).toContain("Dashboard");
    expect(await pageOf(reader.cookie, "/home?tab=my", br)).not.toContain('data-reader="shared"');
    const organizersRide = await pageOf(t.world.creator.cookie, `/rides/${t.rideId}`, br);
    expect(organizersRide).not.toContain('data-reader="shared"');
    expect(root(organizersRide)).toContain("Edit Ride");
    const strangersRide = await pageOf(reader.cookie, `/rides/${t.rideId}`, br);
    expect(strangersRide).toContain('data-reader="shared"');
    expect(root(strangersRide)).not.toContain("Edit Ride");
    for (const value of [reader.discordUsername, ...Object.values(reader.contacts)]) {
      expect(strangersRide).not.toContain(value);
    }
    await new Promise((resolve) => setTimeout(resolve, READ_CACHE_MS + 5));
    expect(await pageOf(t.world.passenger.cookie, "/home", br)).toContain("Kept Page MRT");
  });
});
