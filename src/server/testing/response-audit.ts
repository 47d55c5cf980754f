import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { Db } from "../db/client.ts";
import type { Person } from "./security-world.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Who sent a request, as far as contact privacy is concerned: their id (null for a visitor), or
 * the session cookie they sent, looked up when it matters.
 */
export interface AuditCaller {
  id?: number | null;
  cookie?: string | null;
  isAdmin?: boolean;
}

interface Exposure {
  ownerId: number;
  field: string;
}

/**
 * Collects every response a suite receives and checks what it carries:
 * - never a password hash (`$argon2…`) and never a session token or its stored hash;
 * - a watched person's phone numbers and payment username only to someone who may see them:
 *   the person themself; any logged-in reader when the person organises a ride (the Ride
 *   Organizer card); someone sharing a ride with them (its creator, a passenger, its vendor);
 *   an admin editing the profile. Visitors never.
 * Contacts are judged right after each response, against the database as it is then.
 */
export class ResponseAudit {
  private readonly watched = new Map<string, Exposure>();
  /** Raw session tokens (43 base64url characters) and sha256 hashes (64 hex) seen so far. */
  private readonly secrets = new Set<string>();
  /** Every 64-hex-character run a body carried, to compare with the stored hashes at the end. */
  private readonly hexSeen = new Set<string>();
  readonly violations: string[] = [];
  responses = 0;
  /** Responses that carried someone else's contact, allowed by the rules above. */
  allowedExposures = 0;

  constructor(private readonly db: Db) {}

  watch(...people: Person[]) {
    for (const person of people) {
      for (const [field, value] of Object.entries(person.contacts)) {
        this.watched.set(value, { ownerId: person.id, field });
      }
      this.addSessionToken(person.cookie.replace(/^sid=/, ""));
    }
  }

  /** A session token that must never appear in a body, nor its stored hash. */
  addSessionToken(token: string) {
    this.secrets.add(token);
    this.secrets.add(sha256(token));
  }

  async record(
    caller: AuditCaller,
    request: { method: string; url: string },
    response: LightMyRequestResponse,
  ) {
    this.responses += 1;
    const body = response.body;
    const setCookie = response.headers["set-cookie"];
    for (const header of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const token = /sid=([^;]+)/.exec(header)?.[1];
      if (token) this.addSessionToken(token);
    }
    if (/\$argon2/.test(body)) this.fail(request, "carries a password hash");
    if (this.carriesSecret(body)) this.fail(request, "carries a session token or its hash");

    const shown = [...this.watched].filter(([value]) => body.includes(value));
    if (shown.length === 0) return;
    // Register and login answer with the user they log in: that user is the reader.
    let readerId = caller.id !== undefined ? caller.id : await this.sessionUser(caller.cookie);
    if (
      response.statusCode < 300 &&
      /^\/api\/(register|login)$/.test(request.url.split("?")[0] ?? "")
    ) {
      readerId = (JSON.parse(body) as { id?: number }).id ?? readerId;
    }
    for (const [, { ownerId, field }] of shown) {
      if (ownerId === readerId) continue;
      if (await this.mayRead(readerId, ownerId, caller, request.url)) {
        this.allowedExposures += 1;
      } else {
        this.fail(
          request,
          `shows user ${ownerId}'s ${field} to ${readerId === null ? "a visitor" : `user ${readerId}`}`,
        );
      }
    }
  }

  private async sessionUser(cookie: string | null | undefined): Promise<number | null> {
    const token = cookie ? /sid=([^;]+)/.exec(cookie)?.[1] : undefined;
    if (!token) return null;
    const result = await this.db.execute(
      sql`select user_id from sessions where token_hash = ${sha256(token)} and expires_at > now()`,
    );
    const [row] = (result as unknown as { rows: { user_id: number }[] }).rows;
    return row?.user_id ?? null;
  }

  private async mayRead(
    readerId: number | null,
    ownerId: number,
    caller: AuditCaller,
    url: string,
  ): Promise<boolean> {
    if (readerId === null) return false;
    if (caller.isAdmin && url.startsWith("/api/users/")) return true;
    const result = await this.db.execute(sql`
      select
        exists(select 1 from rides where creator_id = ${ownerId}) as organizer,
        exists(
          select 1 from ride_passengers p join rides r on r.id = p.ride_id
          where p.user_id = ${ownerId}
            and (r.creator_id = ${readerId} or r.vendor_id = ${readerId}
              or exists(select 1 from ride_passengers q
                        where q.ride_id = r.id and q.user_id = ${readerId}))
        ) as shared`);
    const [row] = (result as unknown as { rows: { organizer: boolean; shared: boolean }[] }).rows;
    return Boolean(row?.organizer || row?.shared);
  }

  private fail(request: { method: string; url: string }, what: string) {
    this.violations.push(`${request.method} ${request.url.slice(0, 120)} ${what}`);
  }

  /**
   * Looks up every 43- and 64-character window of the body's base64url runs: linear in the body,
   * whatever the number of tokens known.
   */
  private carriesSecret(body: string): boolean {
    let found = false;
    for (const match of body.matchAll(/[A-Za-z0-9_-]{43,}/g)) {
      const run = match[0];
      for (const size of [43, 64]) {
        for (let i = 0; i + size <= run.length; i++) {
          const window = run.slice(i, i + size);
          if (this.secrets.has(window)) found = true;
          if (size === 64 && /^[0-9a-f]{64}$/.test(window)) this.hexSeen.add(window);
        }
      }
    }
    return found;
  }

  /** The violations found, after comparing the token hashes the database holds now. */
  async finish(): Promise<string[]> {
    const result = await this.db.execute(
      sql`select token_hash from sessions union all select token_hash from password_reset_tokens`,
    );
    for (const row of (result as unknown as { rows: { token_hash: string }[] }).rows) {
      if (this.hexSeen.has(row.token_hash)) {
        this.violations.push("a response carried a stored token hash");
      }
    }
    return this.violations;
  }
}
