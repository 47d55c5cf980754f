// The session's user kept in memory between requests, so a logged-in request does not read its
// session from the database every time (docs/PERFORMANCE.md, issue 16). One of the shared reads:
// its bounds and what forgets it are in shared-reads.ts's tables. An entry is dropped when its
// session ends (logout, password change, expiry) or its user's row changes (roles, verification,
// profile), on this instance at once (heardHere) and on the others as soon as PostgreSQL's
// notification arrives.
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import type { Forgettable, ForgettingEvent } from "./shared-reads.ts";

export interface CachedSession {
  user: PublicUser;
  /** The session's idle expiry as the database last had it. */
  expiresAt: Date;
}

interface Entry extends CachedSession {
  storedAt: number;
}

export class SessionCache implements Forgettable {
  readonly #entries = new Map<string, Entry>();
  readonly #options: { ttlMs: number; max: number };
  // Bumped by every change: a read that began before one is not kept after it.
  #generation = 0;
  // Off until this instance hears changes, and whenever it may miss them (connection down).
  #enabled = false;

  constructor(options: { ttlMs: number; max: number }) {
    this.#options = options;
  }

  get generation() {
    return this.#generation;
  }

  /** The session's user if kept, still fresh, and the session not past its expiry. */
  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.#options.ttlMs || entry.expiresAt.getTime() <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    // Least recently used goes first: a Map iterates in insertion order.
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, entry);
    return entry;
  }

  /** Keeps what a read begun at `generation` found, unless something changed since. */
  set(tokenHash: string, session: CachedSession, generation: number, now: number) {
    if (!this.#enabled || generation !== this.#generation) return;
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, { ...session, storedAt: now });
    if (this.#entries.size > this.#options.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** The session's entry (a `session` event), or the user's (a `user` event). */
  forget(event: ForgettingEvent) {
    if (event.kind === "session") this.forgetSession(event.tokenHash);
    else if (event.kind === "user") this.forgetUser(event.userId);
  }

  forgetSession(tokenHash: string) {
    this.#generation++;
    this.#entries.delete(tokenHash);
  }

  forgetUser(userId: number) {
    this.#generation++;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.user.id === userId) this.#entries.delete(tokenHash);
    }
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
  }

  /** While off, nothing is kept or served: changes made elsewhere might go unheard. */
  setEnabled(enabled: boolean) {
    this.#enabled = enabled;
    this.clear();
  }

  get size() {
    return this.#entries.size;
  }
}
