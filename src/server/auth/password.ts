import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. The test suites (NODE_ENV=test, which
// Vitest sets and the browser tests' servers are given) make thousands of accounts and time none
// of them, so they hash at argon2's least cost, as Devise's tests run bcrypt at its least; a hash
// names its own cost, so either kind verifies under the other.
const OPTIONS =
  process.env.NODE_ENV === "test"
    ? ({ memoryCost: 8, timeCost: 1, parallelism: 1 } as const)
    : ({ memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const);

// Each hash holds a core for a few hundred ms: at most two run at once, so a login flood
// queues here instead of starving every other request.
const limit = pLimit(2);

export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limit(() => verify(passwordHash, password).catch(() => false));
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, for accounts that do not exist. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password);
  return false;
}
