import { ECDH } from "node:crypto";
import { P256_POINT_BYTES } from "../../domain/notification/push-schemas.ts";

/**
 * Whether `p256dh` (base64url) is an uncompressed point on P-256: what a browser sends, and what
 * web-push needs to encrypt a message. Junk would only fail later, at every push.
 */
export function isP256PublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, "base64url");
  if (point.length !== P256_POINT_BYTES || point[0] !== 0x04) return false;
  try {
    ECDH.convertKey(point, "prime256v1");
    return true;
  } catch {
    return false;
  }
}
