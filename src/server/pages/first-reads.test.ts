// The page's first response carries its first API reads (decision 036): the same bodies the API
// answers that reader, and no way for a ride's text to end the data script.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_RIDE_FILTERS, rideListPath } from "../../domain/ride/ride-list.ts";
import { rideWorldForSuite } from "../testing/ride-world.ts";
import { injectAs } from "../testing/security-world.ts";
import { FIRST_READS_ID, type FirstRead } from "./first-reads.ts";
import { ANY_RIDER } from "./shared-reader.ts";
import { TAP_HOLDER } from "./tap-holder.ts";
import { WEB_ROOT } from "./web-client.ts";

const built = existsSync(`${WEB_ROOT}/index.html`);
// `$'` and `$\`` would paste the rest of the page in, were the page put together with replace().
const HOSTILE = '</script><script>alert("x")</script><!-- $\' $` $&';
const DATA_SCRIPT = new RegExp(
  `<script type="application/json" id="${FIRST_READS_ID}"(?: data-reader="shared")?>(.*?)</script>`,
  "s",
);

const t = rideWorldForSuite({ location: HOSTILE, daysAhead: 1 });

async function pageOf(cookie: string | null, url: string) {
  const page = await injectAs(t.app, cookie, { method: "GET", url });
  expect(page.statusCode).toBe(200);
  const data = DATA_SCRIPT.exec(page.body)?.[1];
  expect(data, "the page's data script").toBeDefined();
  return { html: page.body, reads: JSON.parse(data ?? "[]") as FirstRead[] };
}

/** What the API itself answers this reader for the URL, in the shape the page carries it. */
async function apiAnswer(cookie: string | null, url: string): Promise<FirstRead> {
  const answer = await injectAs(t.app, cookie, { method: "GET", url });
  const cursor = answer.headers["x-next-cursor"];
  return {
    url,
    status: answer.statusCode,
    body: answer.json(),
    ...(typeof cursor === "string" ? { nextCursor: cursor } : {}),
  };
}

const readers = () =>
  [
    ["a visitor", null],
    ["a stranger to the ride, signed in", t.world.otherRider.cookie],
    ["the ride's organizer", t.world.creator.cookie],
  ] as const;

describe.skipIf(!built)("a page's first reads, inlined", () => {
  it("/home carries the session, the statistics and the list's first page, as the API answers a visitor", async () => {
    const listUrl = rideListPath(DEFAULT_RIDE_FILTERS);
    for (const [who, cookie] of readers()) {
      const { html, reads } = await pageOf(cookie, "/home");
      expect(
        reads.map((read) => read.url),
        who,
      ).toEqual(["/api/auth/me", "/api/stats", listUrl]);
      // The statistics and the list as a visitor reads them: a rider's page is every rider's.
      for (const { filters, ...read } of reads.slice(1))
        expect(read, `${who}: ${read.url}`).toEqual(await apiAnswer(null, read.url));
      // The client keeps the list under the filters' query key.
      expect(reads[2]?.filters, who).toEqual(DEFAULT_RIDE_FILTERS);
      const list = reads[2]?.body as { id: number }[];
      expect(
        list.map((ride) => ride.id),
        who,
      ).toContain(t.rideId);
      const preloads = [...html.matchAll(/rel="preload" as="fetch"[^>]*href="([^"]+)"/g)];
      if (cookie === null) {
        // What is inlined is no longer fetched again: no preload of it either.
        expect(reads[0]).toMatchObject({ status: 401 });
        expect(preloads, who).toEqual([]);
      } else {
        // Drawn for any rider; the reader's own session and list follow, preloaded now.
        expect(reads[0]).toEqual({ url: "/api/auth/me", status: 200, body: ANY_RIDER });
        expect(
          preloads.map((preload) => preload[1]),
          who,
        ).toEqual(["/api/auth/me", listUrl.replaceAll("&", "&amp;")]);
      }
    }
  });

  it("a searched list names the filters its URL was made from, so the client's own query takes it", async () => {
    const { reads } = await pageOf(null, "/home?dir=SG-%3EFC&day=2026-12-24&time=morning");
    const list = reads.find((read) => read.filters);
    expect(list?.filters).toMatchObject({
      direction: "SG->FC",
      day: "2026-12-24",
      timeOfDay: "morning",
    });
    expect(list && rideListPath(list.filters ?? DEFAULT_RIDE_FILTERS)).toBe(list?.url);
  });

  it("/rides/{id} carries the session and the ride as the API answers each reader; the settings stay a preload", async () => {
    for (const [who, cookie] of readers()) {
      const { html, reads } = await pageOf(cookie, `/rides/${t.rideId}`);
      expect(
        reads.map((read) => read.url),
        who,
      ).toEqual(["/api/auth/me", `/api/rides/${t.rideId}`]);
      expect(reads[1], who).toEqual(await apiAnswer(cookie, `/api/rides/${t.rideId}`));
      expect(html, who).toContain(
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/config" />',
      );
      // A signed-in reader with no part in the ride reads it as every such rider does: the page
      // is drawn for any rider, and their own session follows.
      const stranger = cookie === t.world.otherRider.cookie;
      expect(reads[0], who).toEqual(
        stranger
          ? { url: "/api/auth/me", status: 200, body: ANY_RIDER }
          : await apiAnswer(cookie, "/api/auth/me"),
      );
      expect(html.includes('href="/api/auth/me"'), who).toBe(stranger);
    }
  });

  it("gives each reader their own view: the organizer's contacts to a signed-in reader, no contact to a visitor", async () => {
    const contacts = Object.values(t.world).flatMap((person) => Object.values(person.contacts));
    for (const url of ["/home", `/rides/${t.rideId}`]) {
      const { html } = await pageOf(null, url);
      for (const value of contacts) expect(html, url).not.toContain(value);
    }
    const signedIn = await pageOf(t.world.otherRider.cookie, `/rides/${t.rideId}`);
    const ride = signedIn.reads[1]?.body as { creator: unknown };
    expect(ride.creator).toMatchObject(t.world.creator.contacts);
    const organizers = await pageOf(t.world.creator.cookie, `/rides/${t.rideId}`);
    expect(organizers.reads[0]?.body).toMatchObject({ id: t.world.creator.id });
  });

  it("leaves out a ride the API does not find, so the page asks for it as before", async () => {
    const { reads } = await pageOf(null, "/rides/999999");
    expect(reads.map((read) => read.url)).toEqual(["/api/auth/me"]);
  });

  it("a ride's text cannot end the data script: `</script>` arrives escaped and reads back whole", async () => {
    for (const url of ["/home", `/rides/${t.rideId}`]) {
      const { html, reads } = await pageOf(t.world.creator.cookie, url);
      expect(html, url).not.toContain("<script>alert");
      expect(html, url).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert");
      // The page adds the data script; when drawn, also the tap holder, and the script starter
      // with its list in place of the module script (prerender.test.ts): the data script ends
      // where its JSON ends.
      const scriptEnds = (text: string) => text.match(/<\/script>/g)?.length ?? 0;
      const plain = await injectAs(t.app, null, { method: "GET", url: "/auth" });
      const drawn = html.includes(`<script>${TAP_HOLDER}</script>`) ? 2 : 0;
      expect(scriptEnds(html), url).toBe(scriptEnds(plain.body) + 1 + drawn);
      expect(JSON.stringify(reads), url).toContain(JSON.stringify(HOSTILE).slice(1, -1));
    }
  });

  it("pages other than home and a ride carry no reader's data, and no page is for shared caches", async () => {
    const page = await injectAs(t.app, t.world.creator.cookie, {
      method: "GET",
      url: "/shell",
    });
    expect(page.body).not.toContain(FIRST_READS_ID);
    expect(page.body).toContain('href="/api/auth/me"');
    expect(page.headers["cache-control"]).toBe("private, no-cache");
  });
});
