// Range requests (RFC 9110 §14) for stored files: videos seek with them, the S3 driver and the disk both answer one range.

export type ByteRange = { type: 'whole' } | { type: 'partial'; start: number; end: number } | { type: 'unsatisfiable' };

const BYTES_RANGE = /^bytes=(.*)$/i;
const RANGE_SPEC = /^\s*(\d*)\s*-\s*(\d*)\s*$/;

/**
 * Reads a Range header for a file of `size` bytes (RFC 9110 §14). No header, another unit, or several ranges ->
 * the whole file (a server may ignore a Range; players ask for one range at a time). One bytes range -> that
 * slice, clamped to the end; a malformed or unsatisfiable one -> 416.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return { type: 'whole' };
  const bytes = BYTES_RANGE.exec(header.trim());
  if (!bytes) return { type: 'whole' };
  const specs = bytes[1].split(',');
  if (specs.length > 1) return { type: 'whole' };
  const spec = RANGE_SPEC.exec(specs[0]);
  if (!spec) return { type: 'unsatisfiable' };
  const [, first, last] = spec;
  if (first === '' && last === '') return { type: 'unsatisfiable' };
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (!Number.isSafeInteger(length) || length === 0 || size === 0) return { type: 'unsatisfiable' };
    return { type: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || (last !== '' && Number(last) < start)) {
    return { type: 'unsatisfiable' };
  }
  return { type: 'partial', start, end };
}
