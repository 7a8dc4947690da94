import { describe, expect, it } from 'vitest';
import { containsNulByte } from '#server/http/nul-bytes';
import { parseIdParam } from '#server/http/route-params';

// Issue 14 item 5: the two checks every route goes through (the table-driven test covers them over HTTP).

describe('parseIdParam', () => {
  it('accepts the ids the database can hold', () => {
    expect([parseIdParam('1'), parseIdParam('42'), parseIdParam('2147483647')]).toEqual([1, 42, 2_147_483_647]);
  });

  it.each(['2147483648', '99999999999999999999', 'abc', '0', '-1', '01', '1.5', '1e3', ' 1', '', undefined])('refuses %j', (value) => {
    expect(parseIdParam(value)).toBeNull();
  });
});

describe('containsNulByte', () => {
  it('finds a NUL in a string, a nested value or a key', () => {
    expect(containsNulByte('a\u0000')).toBe(true);
    expect(containsNulByte({ user: { names: ['ok', 'b\u0000'] } })).toBe(true);
    expect(containsNulByte({ ['k\u0000']: 'v' })).toBe(true);
    expect(containsNulByte(Object.assign(Object.create(null) as object, { field: '\u0000' }))).toBe(true);
  });

  it('passes clean input, numbers, and raw bytes', () => {
    expect(containsNulByte({ email: 'a@b.c', qty: 2, tags: ['x'], nothing: null })).toBe(false);
    expect(containsNulByte(Buffer.from([0, 0, 0]))).toBe(false);
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(containsNulByte(deep)).toBe(true);
  });
});
