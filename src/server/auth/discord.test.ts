// Sign in with Discord against the stand-in provider: the flow, the accounts it opens or refuses
// to open, linking from a signed-in account, and the attempts that must fail (decision 031).
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { type DiscordProvider, startDiscordProvider } from "../testing/discord-provider.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { newSessionCookie, registerUser, uniqueName } from "../testing/users.ts";

const CLIENT = { id: "fc-rideshare-test", secret: "test-secret" };
let provider: DiscordProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startDiscordProvider(CLIENT);
  t = await createTestApp(provider.env);
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name && cookie.value !== "");
const get = (url: string, cookies: (string | undefined)[] = []) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { cookie: cookies.filter(Boolean).join("; ") },
  });

/** A browser: its cookies (the session's and the flow's). */
interface Browser {
  session?: string;
  flow?: string;
}

/** The browser asks to sign in (or link): the flow cookie it keeps and the provider's page. */
async function start(browser: Browser, query = "") {
  const response = await get(`/api/auth/discord${query}`, [browser.session]);
  expect(response.statusCode, response.body).toBe(302);
  const flow = cookieOf(response, "discord_oauth");
  browser.flow = flow && `discord_oauth=${flow.value}`;
  return String(response.headers.location);
}

/** The browser comes back from the provider to `back`: the app's answer. */
async function finish(browser: Browser, back: string) {
  const url = new URL(back);
  const response = await get(`${url.pathname}${url.search}`, [browser.session, browser.flow]);
  const session = cookieOf(response, "sid");
  if (session) browser.session = `sid=${session.value}`;
  return response;
}

const whoIs = async (browser: Browser) => {
  const me = await get("/api/auth/me", [browser.session]);
  return me.statusCode === 200 ? me.json() : null;
};

const discordUser = () => ({
  id: String(Math.floor(Math.random() * 1e15)),
  username: uniqueName("dc").toLowerCase(),
});

async function signIn(user: { id: string; username: string }, query = "") {
  const browser: Browser = {};
  const response = await finish(browser, provider.consent(await start(browser, query), user));
  return { browser, response };
}

describe("starting", () => {
  it("sends the browser to the provider with PKCE S256, state and the identify scope", async () => {
    const location = new URL(await start({}));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/oauth2/authorize`);
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      response_type: "code",
      client_id: CLIENT.id,
      code_challenge_method: "S256",
      scope: "identify",
      redirect_uri: "http://localhost:80/api/auth/discord/callback",
    });
    expect(query.state?.length).toBeGreaterThanOrEqual(32);
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
  });

  it("asks for a session to link, and is off without the client id and secret", async () => {
    const link = await get("/api/auth/discord?link=1");
    expect(link.statusCode).toBe(401);
    const off = await createTestApp();
    try {
      for (const url of ["/api/auth/discord", "/api/auth/discord/callback?state=x&code=y"]) {
        const response = await off.app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: "discord_not_configured" });
      }
      expect((await off.app.inject({ url: "/api/config" })).json()).toMatchObject({
        discordSignIn: false,
      });
    } finally {
      await off.close();
    }
    expect((await get("/api/config")).json()).toMatchObject({ discordSignIn: true });
  });
});

describe("signing in", () => {
  it("opens a new account named for the Discord user, linked, welcomed, then on to `next`", async () => {
    const user = discordUser();
    const { browser, response } = await signIn(user, "?next=%2Frides%2F12%3Fx%3D1");
    expect(response.statusCode).toBe(302);
    // The welcome page a registration shows, which leads on to where they were going.
    expect(response.headers.location).toBe("/welcome?next=%2Frides%2F12%3Fx%3D1");
    expect(await whoIs(browser)).toMatchObject({
      discordUsername: user.username,
      discordVerified: true,
    });
    const [row] = await t.db.select().from(users).where(eq(users.discordId, user.id));
    expect(row?.discordUsername).toBe(user.username);
  });

  it("never sends the browser to another site after signing in", async () => {
    const hostile = [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/..//evil.example/x",
      "/%2e%2e//evil.example/x",
      "/.%2E/%5Cevil.example",
      "/x/..%2F%2Fevil.example",
      "/.\t.//evil.example",
    ];
    for (const next of hostile) {
      const { browser, response } = await signIn(
        discordUser(),
        `?next=${encodeURIComponent(next)}`,
      );
      expect(response.statusCode, next).toBe(302);
      // A new account: welcomed, and the welcome leads home, never off the site.
      expect(response.headers.location, next).toBe("/welcome?next=%2F");
      // A real sign-in: only where it leads was refused.
      expect(await whoIs(browser)).toMatchObject({ discordVerified: true });
    }
  });

  it("opens the same account again after the username changed on Discord, renamed", async () => {
    const user = discordUser();
    const first = await whoIs((await signIn(user)).browser);
    const renamed = { ...user, username: uniqueName("renamed").toLowerCase() };
    const again = await whoIs((await signIn(renamed)).browser);
    expect(again).toMatchObject({ id: first.id, discordUsername: renamed.username });
  });

  it("keeps the old name when the new one is another account's", async () => {
    const user = discordUser();
    const first = await whoIs((await signIn(user)).browser);
    const other = await registerUser(t.app, { discordUsername: uniqueName("holder") });
    const again = await whoIs(
      (await signIn({ ...user, username: other.user.discordUsername })).browser,
    );
    expect(again).toMatchObject({ id: first.id, discordUsername: user.username });
  });

  it("rotates the session: the one the browser had before ends", async () => {
    const user = discordUser();
    const { browser } = await signIn(user);
    const before = browser.session;
    await finish(browser, provider.consent(await start(browser), user));
    expect(browser.session).not.toBe(before);
    expect(await whoIs({ session: before })).toBeNull();
    expect(await whoIs(browser)).toMatchObject({ discordVerified: true });
  });
});

describe("no takeover", () => {
  it("never opens a password account of the same name (any letter case): it says how on", async () => {
    const owner = await registerUser(t.app, { discordUsername: uniqueName("Owner") });
    const name = owner.user.discordUsername.toLowerCase();
    const { browser, response } = await signIn({ id: "900000000000000001", username: name });
    expect(response.statusCode).toBe(302);
    const back = new URL(String(response.headers.location), "http://app.invalid");
    expect(back.pathname).toBe("/auth");
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      discord: "name_held",
      name,
    });
    expect(browser.session).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row?.discordId).toBeNull();
  });

  it.each([
    [
      "a full-width look-alike of a member's name",
      (member: string) =>
        member.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
      "name_held",
    ],
    ["a member's name with a space", (member: string) => `${member} x`, "name_unusable"],
    [
      "a member's name with a zero-width space",
      (member: string) => `${member}\u200b`,
      "name_unusable",
    ],
    ["a right-to-left override", (member: string) => `\u202e${member}`, "name_unusable"],
    ["a Cyrillic letter among Latin ones", (member: string) => `\u0430${member}`, "name_unusable"],
  ])("opens no account for %s: it says how on", async (_kind, spell, outcome) => {
    const member = await registerUser(t.app, { discordUsername: uniqueName("Held") });
    const user = {
      id: String(Math.floor(Math.random() * 1e15)),
      username: spell(member.user.discordUsername.toLowerCase()),
    };
    const { browser, response } = await signIn(user);
    const back = new URL(String(response.headers.location), "http://app.invalid");
    expect(back.pathname).toBe("/auth");
    expect(back.searchParams.get("discord")).toBe(outcome);
    expect(back.searchParams.get("name")).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(browser.session).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.discordId, user.id))).toEqual([]);
  });

  it("opens an account under the folded name when no one holds it", async () => {
    const plain = uniqueName("wide").toLowerCase();
    const wide = plain.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const { browser } = await signIn({
      id: String(Math.floor(Math.random() * 1e15)),
      username: wide,
    });
    expect(await whoIs(browser)).toMatchObject({ discordUsername: plain, discordVerified: true });
  });

  it("keeps a linked account's name when Discord's new one breaks the rules", async () => {
    const user = discordUser();
    const first = await whoIs((await signIn(user)).browser);
    for (const username of [`${user.username} x`, `\u202e${user.username}2`]) {
      const again = await whoIs((await signIn({ ...user, username })).browser);
      expect(again).toMatchObject({ id: first.id, discordUsername: user.username });
    }
  });

  it("refuses another browser's state (a swapped state) and signs nobody in", async () => {
    const victim: Browser = {};
    const attacker: Browser = {};
    await start(victim);
    const back = provider.consent(await start(attacker), discordUser());
    const response = await finish(victim, back);
    expect(response.headers.location).toBe("/auth?discord=failed");
    expect(victim.session).toBeUndefined();
  });

  it("refuses a wrong state, and a callback without the flow cookie", async () => {
    const browser: Browser = {};
    const back = new URL(provider.consent(await start(browser), discordUser()));
    back.searchParams.set("state", "not-the-state");
    expect((await finish(browser, back.toString())).headers.location).toBe("/auth?discord=failed");
    const bare = await finish({}, provider.consent(await start({}), discordUser()));
    expect(bare.headers.location).toBe("/auth?discord=failed");
  });

  it("refuses a wrong verifier: the provider will not give a token", async () => {
    const browser: Browser = {};
    const location = new URL(await start(browser));
    // The challenge of another verifier: the app's own verifier no longer matches it.
    location.searchParams.set("code_challenge", "A".repeat(43));
    const response = await finish(browser, provider.consent(location.toString(), discordUser()));
    expect(response.headers.location).toBe("/auth?discord=failed");
    expect(await whoIs(browser)).toBeNull();
  });

  it("refuses a replayed code, even in a fresh flow of the same browser", async () => {
    const user = discordUser();
    const browser: Browser = {};
    const back = provider.consent(await start(browser), user);
    await finish(browser, back);
    const code = new URL(back).searchParams.get("code") ?? "";
    const thief: Browser = {};
    const replay = new URL(provider.consent(await start(thief), user));
    replay.searchParams.set("code", code);
    expect((await finish(thief, replay.toString())).headers.location).toBe("/auth?discord=failed");
    expect(thief.session).toBeUndefined();
    // The flow cookie is single-use too: the same callback again is refused.
    expect((await finish(browser, back)).headers.location).toBe("/auth?discord=failed");
  });

  it("says the user refused when they cancel on Discord", async () => {
    const browser: Browser = {};
    const response = await finish(browser, provider.consent(await start(browser), null));
    expect(response.headers.location).toBe("/auth?discord=denied");
    expect(browser.session).toBeUndefined();
  });
});

describe("linking from the profile", () => {
  it("links the signed-in account; Discord then opens it, and it shows as verified", async () => {
    const owner = await registerUser(t.app, { discordUsername: uniqueName("linker") });
    const browser: Browser = { session: owner.cookie };
    const user = { id: "900000000000000002", username: owner.user.discordUsername.toLowerCase() };
    const response = await finish(browser, provider.consent(await start(browser, "?link=1"), user));
    expect(response.headers.location).toBe("/profile?discord=linked");
    expect(await whoIs(browser)).toMatchObject({ id: owner.user.id, discordVerified: true });
    const later = await whoIs((await signIn(user)).browser);
    expect(later).toMatchObject({ id: owner.user.id, discordUsername: user.username });
  });

  it("refuses a Discord user linked to another account", async () => {
    const user = discordUser();
    await signIn(user);
    const owner = await registerUser(t.app, { discordUsername: uniqueName("second") });
    const browser: Browser = { session: owner.cookie };
    const response = await finish(browser, provider.consent(await start(browser, "?link=1"), user));
    expect(response.headers.location).toBe("/profile?discord=link_taken");
    expect(await whoIs(browser)).toMatchObject({ discordVerified: false });
  });

  it("links nothing when the browser's account changed meanwhile", async () => {
    const first = await registerUser(t.app, { discordUsername: uniqueName("first") });
    const second = await registerUser(t.app, { discordUsername: uniqueName("other") });
    const browser: Browser = { session: first.cookie };
    const back = provider.consent(await start(browser, "?link=1"), discordUser());
    browser.session = second.cookie;
    expect((await finish(browser, back)).headers.location).toBe("/profile?discord=failed");
    for (const { user } of [first, second]) {
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.discordId).toBeNull();
    }
  });
});

describe("confirming an account's deletion (issue 38)", () => {
  it("a Discord-only account deletes itself from a session Discord just opened, not from a password one", async () => {
    const user = discordUser();
    const { browser } = await signIn(user);
    const me = await whoIs(browser);
    // A password session of the same account (an admin's reset, say) has no Discord sign-in.
    const other = await t.app.inject({
      method: "DELETE",
      url: "/api/me",
      payload: {},
      headers: { cookie: await newSessionCookie(t.db, me.id) },
    });
    expect(other.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/me",
      payload: {},
      headers: { cookie: browser.session ?? "" },
    });
    expect(deleted.statusCode).toBe(204);
    // Discord's name is held too: signing in again opens no new account for 30 days.
    const again = await signIn(user);
    expect(String(again.response.headers.location)).toContain("discord=name_held");
  });
});
