// Sign in with Discord: OAuth2's authorization code with PKCE (S256) and `state`, through arctic's
// generic client so that DISCORD_OAUTH_URL can point at a stand-in provider (decision 031).
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from "arctic";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../domain/i18n/message.ts";
import { safeNextPath } from "../../domain/user/safe-next.ts";
import type { Config } from "../config.ts";
import { refuses } from "../http/refusals.ts";
import { notFound } from "../http-error.ts";
import { siteOrigin } from "../public-url.ts";
import { type DiscordProfile, linkDiscord, signInWithDiscord } from "./discord-accounts.ts";
import { requireUser } from "./guards.ts";
import { startSession } from "./session-plugin.ts";

const FLOW_COOKIE = "discord_oauth";
const FLOW_PATH = "/api/auth/discord";
const FLOW_TTL_S = 10 * 60;
const CALLBACK_PATH = "/api/auth/discord/callback";
const PROVIDER_TIMEOUT_MS = 10_000;

/** What the browser carries between the two legs: kept in an httpOnly cookie for ten minutes. */
const flowSchema = z.object({
  state: z.string(),
  verifier: z.string(),
  next: z.string(),
  /** Linking: the account signed in when the flow began, which must still be signed in. */
  linkUserId: z.number().nullable(),
});
type Flow = z.infer<typeof flowSchema>;

const profileSchema = z.object({ id: z.string().min(1), username: z.string().min(1).max(100) });

const startQuery = z.object({
  next: z.string().max(2000).optional(),
  link: z.enum(["1"]).optional(),
});
const callbackQuery = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

function readFlow(request: FastifyRequest): Flow | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function fetchProfile(config: Config, accessToken: string): Promise<DiscordProfile> {
  const response = await fetch(new URL("/api/users/@me", config.DISCORD_OAUTH_URL), {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Discord /api/users/@me answered ${response.status}`);
  return profileSchema.parse(await response.json());
}

export async function discordRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const endpoint = (path: string) => new URL(path, config.DISCORD_OAUTH_URL).toString();
  const client = (request: FastifyRequest) => {
    const { DISCORD_CLIENT_ID: clientId, DISCORD_CLIENT_SECRET: clientSecret } = config;
    if (!clientId || !clientSecret) throw notFound(messageRef("error.discord_not_configured"));
    return new OAuth2Client(
      clientId,
      clientSecret,
      `${siteOrigin(config, request)}${CALLBACK_PATH}`,
    );
  };
  const redirects = { 302: z.null().describe("To Discord, or on to the app") };

  api.get(
    FLOW_PATH,
    {
      config: { refusals: refuses("discord_not_configured", "login_required") },
      schema: { querystring: startQuery, response: redirects },
    },
    async (request, reply) => {
      const oauth = client(request);
      const linkUserId = request.query.link ? requireUser(request).id : null;
      const flow: Flow = {
        state: generateState(),
        verifier: generateCodeVerifier(),
        next: safeNextPath(request.query.next),
        linkUserId,
      };
      reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString("base64url"), {
        path: FLOW_PATH,
        httpOnly: true,
        // Lax: the provider sends the browser back with a top-level GET, which carries it.
        sameSite: "lax",
        secure: request.protocol === "https",
        maxAge: FLOW_TTL_S,
      });
      const url = oauth.createAuthorizationURLWithPKCE(
        endpoint("/oauth2/authorize"),
        flow.state,
        CodeChallengeMethod.S256,
        flow.verifier,
        ["identify"],
      );
      return reply.redirect(url.toString(), 302);
    },
  );

  api.get(
    CALLBACK_PATH,
    {
      config: { refusals: refuses("discord_not_configured") },
      schema: { querystring: callbackQuery, response: redirects },
    },
    async (request, reply) => {
      const oauth = client(request);
      const flow = readFlow(request);
      // The flow is single-use whatever happens next.
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
      const back = (page: string, outcome: string, extra: Record<string, string> = {}) =>
        reply.redirect(`${page}?${new URLSearchParams({ discord: outcome, ...extra })}`, 302);
      const failPage = flow?.linkUserId ? "/profile" : "/auth";
      const { state, code, error } = request.query;
      // Another browser's state, an old one, or none: this browser did not start this flow.
      if (!flow || !state || state !== flow.state) return back(failPage, "failed");
      if (error === "access_denied") return back(failPage, "denied");
      if (!code) return back(failPage, "failed");

      let profile: DiscordProfile;
      try {
        const tokens = await oauth.validateAuthorizationCode(
          endpoint("/api/oauth2/token"),
          code,
          flow.verifier,
        );
        profile = await fetchProfile(config, tokens.accessToken());
      } catch (cause) {
        request.log.warn({ err: cause }, "Discord sign-in failed at the provider");
        return back(failPage, "failed");
      }

      if (flow.linkUserId !== null) {
        // Linking binds to the account that began it: a changed session links nothing.
        if (request.user?.id !== flow.linkUserId) return back("/profile", "failed");
        if (!(await linkDiscord(db, flow.linkUserId, profile)))
          return back("/profile", "link_taken");
        await startSession(db, request, reply, flow.linkUserId, true);
        return back("/profile", "linked");
      }
      const result = await signInWithDiscord(db, profile);
      if (result.kind !== "signed_in")
        return back("/auth", result.kind, { name: result.username, next: flow.next });
      await startSession(db, request, reply, result.userId, true);
      // A new account is welcomed first, as a registration is; the welcome leads on to `next`.
      if (result.created) {
        return reply.redirect(`/welcome?${new URLSearchParams({ next: flow.next })}`, 302);
      }
      return reply.redirect(flow.next, 302);
    },
  );
}
