import { z } from "zod";

// An empty variable counts as unset.
const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  // PostgreSQL: a statement, a connection attempt or a lock wait longer than this answers 503.
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  ADMIN_DISCORD_USERNAMES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  TILE_URL: z.string().min(1).default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  PLACE_SEARCH_URL: z.url().default("https://nominatim.openstreetmap.org/search"),
  PUBLIC_URL: optionalUrl,
  // Trust X-Forwarded-* (and so mark cookies Secure behind https) only from these proxies.
  TRUST_PROXY: z
    .enum(["true", "false", "loopback"])
    .default("false")
    .transform((value) => (value === "true" ? true : value === "false" ? false : "loopback")),
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
