import { randomBytes, randomFillSync } from 'node:crypto';

// Session ids, CSP nonces and CSRF tokens are made on many requests; asking the system for a few bytes each time
// showed in the profile (docs/decisions/165). Like crypto.randomUUID(), the bytes come from a pool filled 4 KB at a
// time from the same cryptographically secure source, and each byte is handed out once.
const POOL_BYTES = 4096;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let offset = POOL_BYTES;

/** `size` random bytes as base64 or base64url text: what `randomBytes(size).toString(encoding)` gives. */
export function randomText(size: number, encoding: 'base64' | 'base64url'): string {
  if (!Number.isInteger(size) || size <= 0 || size > POOL_BYTES / 4) return randomBytes(size).toString(encoding);
  if (offset + size > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const text = pool.toString(encoding, offset, offset + size);
  offset += size;
  return text;
}
