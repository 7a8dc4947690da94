import { describe, expect, it } from 'vitest';
import { randomText } from '#server/http/random-text';

// docs/decisions/165: session ids, nonces and CSRF tokens from a pooled secure source, in the formats they had.

describe('randomText', () => {
  it('gives the text randomBytes(size).toString(encoding) would: 24 bytes base64url, 16 bytes base64', () => {
    expect(randomText(24, 'base64url')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(randomText(32, 'base64url')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomText(16, 'base64')).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('never hands out the same bytes twice, across many refills of the pool', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 5000; n++) seen.add(randomText(24, 'base64url'));
    expect(seen.size).toBe(5000);
  });

  it('draws sizes the pool does not serve straight from the system', () => {
    expect(Buffer.from(randomText(2048, 'base64url'), 'base64url')).toHaveLength(2048);
  });
});
