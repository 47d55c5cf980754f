// A stand-in for Discord's OAuth2 provider on 127.0.0.1, for the API and browser tests: the
// consent page, the token exchange and `/api/users/@me`, as strict as Discord about the client
// secret, the PKCE verifier (S256), the redirect URI and codes used once.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface DiscordUser {
  id: string;
  username: string;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  user: DiscordUser;
  used: boolean;
}

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");
const token = () => randomBytes(24).toString("base64url");
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(request: IncomingMessage) {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}

function send(response: ServerResponse, status: number, body: unknown, type = "application/json") {
  response.writeHead(status, { "content-type": type });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

export async function startDiscordProvider(client: { id: string; secret: string }) {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, DiscordUser>();

  /** The authorize request's problem, or null when Discord would show its consent page. */
  const authorizeProblem = (query: URLSearchParams) => {
    if (query.get("client_id") !== client.id) return "unknown client_id";
    if (query.get("response_type") !== "code") return "response_type is not code";
    if (!query.get("redirect_uri")) return "no redirect_uri";
    if (query.get("code_challenge_method") !== "S256") return "code_challenge_method is not S256";
    if (!query.get("code_challenge")) return "no code_challenge";
    if (!query.get("state")) return "no state";
    if (!(query.get("scope") ?? "").split(" ").includes("identify")) return "no identify scope";
    return null;
  };

  /** Where the consent sends the browser back to: with a fresh code, or the refusal. */
  const decide = (query: URLSearchParams, user: DiscordUser | null) => {
    const back = new URL(query.get("redirect_uri") ?? "");
    back.searchParams.set("state", query.get("state") ?? "");
    if (!user) {
      back.searchParams.set("error", "access_denied");
      return back.toString();
    }
    const code = token();
    grants.set(code, {
      clientId: client.id,
      redirectUri: query.get("redirect_uri") ?? "",
      challenge: query.get("code_challenge") ?? "",
      user,
      used: false,
    });
    back.searchParams.set("code", code);
    return back.toString();
  };

  const exchange = (form: URLSearchParams, authorization: string | undefined) => {
    const basic = authorization?.startsWith("Basic ")
      ? Buffer.from(authorization.slice(6), "base64").toString().split(":")
      : [form.get("client_id"), form.get("client_secret")];
    const [id, secret] = basic.map((part) => decodeURIComponent(part ?? ""));
    if (id !== client.id || secret !== client.secret) return [401, { error: "invalid_client" }];
    if (form.get("grant_type") !== "authorization_code")
      return [400, { error: "unsupported_grant_type" }];
    const grant = grants.get(form.get("code") ?? "");
    if (!grant || grant.used) return [400, { error: "invalid_grant" }];
    // Used once, whatever the outcome: a code seen twice is a stolen one.
    grant.used = true;
    const verifier = form.get("code_verifier") ?? "";
    if (verifier.length < 43 || verifier.length > 128 || s256(verifier) !== grant.challenge)
      return [400, { error: "invalid_grant", error_description: "code_verifier" }];
    if (form.get("redirect_uri") !== grant.redirectUri)
      return [400, { error: "invalid_grant", error_description: "redirect_uri" }];
    const access = token();
    accessTokens.set(access, grant.user);
    return [
      200,
      {
        access_token: access,
        token_type: "Bearer",
        expires_in: 604800,
        refresh_token: token(),
        scope: "identify",
      },
    ];
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://provider.invalid");
    if (request.method === "GET" && url.pathname === "/oauth2/authorize") {
      const problem = authorizeProblem(url.searchParams);
      if (problem) return send(response, 400, { error: "invalid_request", problem });
      const hidden = [...url.searchParams]
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join("");
      return send(
        response,
        200,
        `<!doctype html><title>Stand-in Discord</title><h1>Authorize FC Rideshare?</h1>
<form method="get" action="/oauth2/authorize/decide">${hidden}
<label>Discord user id <input name="user_id" value="${Date.now()}"></label>
<label>Discord username <input name="username"></label>
<button name="decision" value="allow">Authorize</button>
<button name="decision" value="deny">Cancel</button></form>`,
        "text/html",
      );
    }
    if (request.method === "GET" && url.pathname === "/oauth2/authorize/decide") {
      const query = url.searchParams;
      const allow = query.get("decision") === "allow";
      const user = { id: query.get("user_id") ?? "", username: query.get("username") ?? "" };
      response.writeHead(302, { location: decide(query, allow ? user : null) });
      return response.end();
    }
    if (request.method === "POST" && url.pathname === "/api/oauth2/token") {
      if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded"))
        return send(response, 400, { error: "invalid_request" });
      const [status, body] = exchange(
        new URLSearchParams(await readBody(request)),
        request.headers.authorization,
      );
      return send(response, status as number, body);
    }
    if (request.method === "GET" && url.pathname === "/api/users/@me") {
      const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
      const user = accessTokens.get(bearer);
      if (!user) return send(response, 401, { message: "401: Unauthorized", code: 0 });
      return send(response, 200, { ...user, global_name: null, discriminator: "0", avatar: null });
    }
    send(response, 404, { message: "404: Not Found", code: 0 });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** The settings that point the app's sign-in at this provider, as `client`. */
    env: {
      DISCORD_CLIENT_ID: client.id,
      DISCORD_CLIENT_SECRET: client.secret,
      DISCORD_OAUTH_URL: url,
    },
    /**
     * The user consents (or, `null`, refuses) on the page the app sent the browser to: the
     * address the provider sends the browser back to.
     */
    consent(authorizeUrl: string, user: DiscordUser | null) {
      const query = new URL(authorizeUrl).searchParams;
      const problem = authorizeProblem(query);
      if (problem)
        throw new Error(`the stand-in Discord refuses the authorize request: ${problem}`);
      return decide(query, user);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type DiscordProvider = Awaited<ReturnType<typeof startDiscordProvider>>;
