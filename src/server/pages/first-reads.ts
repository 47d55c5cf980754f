import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RideListFilters } from "../../domain/ride/ride-list.ts";
import { INNER_READ } from "../plugins/logging.ts";

/**
 * A read the page makes first. A list page names the filters its URL was made from, so the
 * client keeps the answer under its own query key without the list's rules in its first script.
 */
export interface InlineRead {
  url: string;
  filters?: RideListFilters;
}

/**
 * One API read answered inside the page's own response: the body the API gave this reader for
 * this URL, and the list's next-page cursor (X-Next-Cursor) when there is one.
 */
export interface FirstRead extends InlineRead {
  status: number;
  body: unknown;
  nextCursor?: string;
}

/** The id of the page's data script (src/web/lib/first-reads.ts reads it). */
export const FIRST_READS_ID = "first-reads";

/** The session's 401 is an answer the client takes too: it means "nobody is logged in". */
const kept = (url: string, status: number) =>
  status === 200 || (status === 401 && url === "/api/auth/me");

/**
 * Answers the page's first reads through the API's own routes, with the reader's cookie and
 * language, so what the page carries is exactly what the API would answer them (their own view,
 * no contact fields for a stranger) and no rule is repeated here; `asVisitor`, without the
 * cookie (a page shared by every rider, shared-reader.ts). A read the API refuses or fails is
 * left out, and the client asks for it as it would without this.
 */
export async function firstReads(
  app: FastifyInstance,
  request: FastifyRequest,
  reads: InlineRead[],
  { asVisitor = false } = {},
): Promise<FirstRead[]> {
  const headers: Record<string, string> = { [INNER_READ.name]: INNER_READ.value };
  for (const name of asVisitor
    ? (["accept-language"] as const)
    : (["cookie", "accept-language"] as const)) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const answers = await Promise.all(
    reads.map(async ({ url, filters }): Promise<FirstRead | null> => {
      const answer = await app.inject({ method: "GET", url, headers, remoteAddress: request.ip });
      if (!kept(url, answer.statusCode)) return null;
      const cursor = answer.headers["x-next-cursor"];
      return {
        url,
        ...(filters ? { filters } : {}),
        status: answer.statusCode,
        body: answer.json(),
        ...(typeof cursor === "string" ? { nextCursor: cursor } : {}),
      };
    }),
  );
  return answers.filter((read) => read !== null);
}

/**
 * JSON that can sit inside a <script> element: `<`, `>` and `&` as \u escapes (so `</script>` or
 * `<!--` in a ride's text cannot end or change the element), and the two line separators that
 * older JavaScript parsers take for line ends. JSON.parse reads it back unchanged.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * The page's data script: JSON, which the CSP's script-src does not govern (it never runs).
 * `data-reader="shared"`: drawn for any rider, the reader's own reads to follow (shared-reader.ts).
 */
export const firstReadsScript = (reads: FirstRead[], shared: boolean) =>
  `<script type="application/json" id="${FIRST_READS_ID}"${shared ? ' data-reader="shared"' : ""}>${jsonForHtml(reads)}</script>`;
