// A push service of the test's own, on 127.0.0.1: it keeps every message sent to it, answers
// 410 for endpoints under /gone/, and decrypts messages (RFC 8291, aes128gcm) with the keys of
// the browser subscriptions it hands out.
import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** Waits until `check` holds, looking every 100 ms; fails after 5 s naming `what`. */
export async function waitFor(check: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 50; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within 5 s`);
}

/** A browser's subscription: a real P-256 key pair and auth secret, as PushSubscription.toJSON(). */
function newBrowser(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: {
      endpoint,
      keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
    },
    /** The message's plaintext, decrypted as the browser would (one record). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverKey]);
      const ikm = hmac(hmac(auth, shared), Buffer.concat([info, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const expand = (label: string, length: number) =>
        hmac(prk, Buffer.from(`Content-Encoding: ${label}\0\x01`, "latin1")).subarray(0, length);
      const decipher = createDecipheriv(
        "aes-128-gcm",
        expand("aes128gcm", 16),
        expand("nonce", 12),
      );
      decipher.setAuthTag(ciphertext.subarray(-16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, -16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding.
      return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
    },
  };
}

export async function startPushReceiver() {
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(path.startsWith("/gone/") ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** A new browser whose endpoint is here; `gone` makes the endpoint answer 410. */
    browser: (gone = false) => newBrowser(`${origin}/${gone ? "gone" : "push"}/${randomUUID()}`),
    /** The first message to `endpoint`, waiting at most 5 s for it. */
    async next(endpoint: string): Promise<ReceivedPush> {
      const path = new URL(endpoint).pathname;
      const first = () => received.find((push) => push.path === path);
      await waitFor(async () => first() !== undefined, `a push to ${path}`);
      return first() as ReceivedPush;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
