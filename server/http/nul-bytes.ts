import type { Request } from 'express';
import { HttpError } from './errors.js';

// PostgreSQL text cannot hold U+0000: a NUL byte that reaches a query fails it (a 500). No form of the shop
// accepts one, so a request carrying it anywhere (path parameters, query, parsed body, keys included) is refused
// before its handlers run (docs/decisions/082).

export const NUL_BYTE_MESSAGE = 'The request contains a NUL character, which is not accepted.';

/** True when a string anywhere in the value (keys and nested values) contains U+0000. Iterative: any depth. */
export function containsNulByte(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\0')) return true;
    } else if (Array.isArray(current)) {
      for (const item of current as unknown[]) pending.push(item);
    } else if (isParsedObject(current)) {
      for (const [key, nested] of Object.entries(current)) {
        if (key.includes('\0')) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

// Plain objects as the query and body parsers build them (multer's have no prototype); a Buffer (the webhooks'
// raw body) or a file is not text.
function isParsedObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The 400 for a request whose parameters, query or body carry a NUL byte, or null when it is clean. */
export function nulByteRefusalOf(req: Request): HttpError | null {
  const carriesNul = containsNulByte(req.params) || containsNulByte(req.query) || containsNulByte(req.body);
  return carriesNul ? new HttpError(400, NUL_BYTE_MESSAGE) : null;
}
