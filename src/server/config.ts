import { isIP } from "node:net";
import { z } from "zod";

// An empty variable counts as unset.
const optionalText = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.string().optional(),
);
const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());

// Names proxy-addr (Fastify's trustProxy) knows for address ranges.
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyAddress = (entry: string) => {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Writes one account may make per hour, by kind: far above what an organizer does in a busy hour,
 * low enough that no one account floods the others' inboxes. A route names its kind in
 * `config: { writeLimit }` (plugins/write-limits.ts); a new kind is one line here.
 */
export const WRITE_LIMIT_DEFAULTS = {
  create: 30,
  edit: 120,
  join: 30,
  leave: 30,
  waitlist: 30,
  payment: 300,
  push: 20,
  /** A ride's messages: a busy car's day, not a chat room's. */
  message: 120,
  alert: 30,
  /** The car's position on the day: one every two seconds for an hour, to spare. */
  position: 2000,
} as const;
export type WriteKind = keyof typeof WRITE_LIMIT_DEFAULTS;
const isWriteKind = (kind: string): kind is WriteKind => Object.hasOwn(WRITE_LIMIT_DEFAULTS, kind);

/**
 * "join=60,create=10": the kinds given replace their defaults, the rest keep theirs; "*=N" sets
 * every kind (applied in order, so "*=1000,create=5" is possible).
 */
function parseWriteLimits(value: string, ctx: z.RefinementCtx): Record<WriteKind, number> {
  const limits: Record<WriteKind, number> = { ...WRITE_LIMIT_DEFAULTS };
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [kind = "", count = ""] = entry.split("=").map((part) => part.trim());
    if (!(kind === "*" || isWriteKind(kind)) || !/^[1-9]\d{0,8}$/.test(count)) {
      ctx.addIssue({
        code: "custom",
        message: `"${entry}" is not kind=count with a count of at least 1 and a kind among *, ${Object.keys(WRITE_LIMIT_DEFAULTS).join(", ")}`,
      });
      return z.NEVER;
    }
    for (const each of kind === "*" ? Object.keys(limits) : [kind]) {
      limits[each as WriteKind] = Number(count);
    }
  }
  return limits;
}

/**
 * `false`, a hop count, or the proxies' addresses, CIDR ranges or range names. Never `true`: it
 * would take the client address from the first X-Forwarded-For entry, which anyone can forge.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const text = value.trim();
  if (text === "" || text === "false") return false;
  if (text === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        "true would let a forged X-Forwarded-For choose the client address: give the number of proxies in front (1) or their addresses",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !RANGE_NAMES.has(entry) && !isProxyAddress(entry));
  if (bad === undefined) return entries;
  ctx.addIssue({
    code: "custom",
    message: `"${bad}" is neither false, a hop count, an address, a CIDR range nor loopback/linklocal/uniquelocal`,
  });
  return z.NEVER;
}

/** Origins (scheme, host and port, nothing more) accepted as Web Push endpoints besides the known services. */
function parseOrigins(value: string, ctx: z.RefinementCtx): string[] {
  const entries = value
    .split(",")
    .map((entry) => entry.trim().replace(/\/$/, ""))
    .filter(Boolean);
  for (const entry of entries) {
    const origin = URL.canParse(entry) ? new URL(entry).origin : "null";
    if (origin !== entry || !/^https?:/.test(origin)) {
      ctx.addIssue({
        code: "custom",
        message: `"${entry}" is not an origin such as https://push.example.org or http://127.0.0.1:8080`,
      });
      return z.NEVER;
    }
  }
  return entries;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  // PostgreSQL: a statement, a connection attempt or a lock wait longer than this answers 503.
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  // Retired, read only to say at start that it grants nothing: anyone could register a listed
  // name before a restart. Admins are made with `npm run admin -- grant <name>`.
  ADMIN_DISCORD_USERNAMES: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  WRITE_LIMITS: z.string().default("").transform(parseWriteLimits),
  TILE_URL: z.string().min(1).default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  PLACE_SEARCH_URL: z.url().default("https://nominatim.openstreetmap.org/search"),
  // The checkpoint cameras (issue 39): LTA's traffic images, and where their pictures are served
  // from (the CSP's img-src allows that origin).
  TRAFFIC_IMAGES_URL: z.url().default("https://api.data.gov.sg/v1/transport/traffic-images"),
  TRAFFIC_IMAGES_ORIGIN: z.url().default("https://images.data.gov.sg"),
  PUBLIC_URL: optionalUrl,
  // Trust X-Forwarded-* (and so mark cookies Secure behind https) only from these proxies.
  TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
  // Sign in with Discord: both set, or the button stays hidden and its routes answer 404.
  DISCORD_CLIENT_ID: optionalText,
  DISCORD_CLIENT_SECRET: optionalText,
  // Discord's own paths (/oauth2/authorize, /api/oauth2/token, /api/users/@me) live below it.
  DISCORD_OAUTH_URL: z.url().default("https://discord.com"),
  PUSH_ALLOWED_ORIGINS: z.string().default("").transform(parseOrigins),
  // "production" (set by `npm run start:prod`) keeps `npm run seed` off unless --force.
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.output<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}
