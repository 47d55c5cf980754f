const PROBE_ORIGIN = "http://same-site.invalid";

/**
 * The path to return to after login, from a `next` query value: only a same-site path that starts
 * with a single '/', and never the auth page itself. Anything else gives `fallback`.
 */
export function safeNextPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters and backslashes can be read as a scheme-relative URL by some parsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /auth address that brings the visitor back to `path` after logging in. */
export function authPathFor(path: string): string {
  const next = safeNextPath(path, "");
  return next && next !== "/" ? `/auth?next=${encodeURIComponent(next)}` : "/auth";
}
