const PROBE_ORIGIN = "http://same-site.invalid";

/** `//host` or `/\host`: a browser reads either as another site's address. */
const OFF_SITE = /^[/\\]{2}/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/**
 * The path to return to after login, from a `next` query value: only a same-site path, and never
 * the auth page itself. Anything else gives `fallback`. The path that comes out is what is checked
 * (after dot segments resolve, and once more percent-decoded, as a router may decode it): the
 * text that goes in can spell `//host` many ways (`/..//host`, `/%2e%2e//host`, `/.%2E/%5Chost`).
 */
export function safeNextPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || value.length > 2000 || !value.startsWith("/")) return fallback;
  // Control characters (which URL parsing drops) and backslashes (which it reads as '/').
  if (CONTROL_OR_BACKSLASH.test(value)) return fallback;
  let url: URL;
  let decoded: string;
  let again: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
    decoded = decodeURIComponent(url.pathname);
    // Decoded and resolved again, it must still be a path of the same site.
    again = new URL(decoded, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || again.origin !== PROBE_ORIGIN) return fallback;
  if ([url.pathname, decoded, again.pathname].some((path) => OFF_SITE.test(path))) return fallback;
  if (CONTROL_OR_BACKSLASH.test(decoded)) return fallback;
  if (/^\/auth(\/|$)/.test(decoded)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /auth address that brings the visitor back to `path` after logging in. */
export function authPathFor(path: string): string {
  const next = safeNextPath(path, "");
  return next && next !== "/" ? `/auth?next=${encodeURIComponent(next)}` : "/auth";
}
