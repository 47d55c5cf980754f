// A backup of the embedded database is PGlite's tar of DATA_DIR, and DATA_DIR holds the owner's
// lease (owner-lock.ts): it is left out when a backup is made and again when one is restored, so a
// backup never carries a lease, nor the channel's secret in it, and a restore never writes one over
// the restoring tool's own.
import { gunzipSync, gzipSync } from "node:zlib";
import { isLeaseFile } from "./owner-lock.ts";

const BLOCK = 512;

/** A header's text field: up to its first NUL. */
function field(header: Buffer, start: number, length: number) {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.toString("latin1", 0, end === -1 ? length : end).trim();
}

/** `dump` (a tar, gzipped or not, with ustar headers as PGlite writes) without the lease, gzipped. */
export async function withoutLease(dump: Blob): Promise<Blob> {
  let tar = Buffer.from(await dump.arrayBuffer());
  if (tar[0] === 0x1f && tar[1] === 0x8b) tar = gunzipSync(tar);
  const kept: Buffer[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(field(header, 124, 12) || "0", 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const prefix = field(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ""}${field(header, 0, 100)}`.replace(/^(\.?\/)+/, "");
    if (!isLeaseFile(name)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(Buffer.alloc(2 * BLOCK));
  return new Blob([gzipSync(Buffer.concat(kept))], { type: "application/gzip" });
}
