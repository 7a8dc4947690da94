import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '#server/shared/same-origin-path.rules';

// Issue 14 item 6: a redirect back goes only to a path on this site, whatever the Referer says.
const HOST = 'shop.test';

describe('sameOriginPath', () => {
  it.each([
    ['http://shop.test/account/orders?page=2', '/account/orders?page=2'],
    ['https://shop.test/forgot-password#top', '/forgot-password'],
    ['/settings/profile', '/settings/profile'],
    ['http://shop.test//evil.example/x', '/evil.example/x'],
    ['http://shop.test/\\evil.example/x', '/evil.example/x'],
    ['http://shop.test/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps %s as the path %s', (target, path) => {
    expect(sameOriginPath(target, HOST)).toBe(path);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '\\/evil.example/x',
    '/\t/evil.example/x',
    'http://evil.example/x',
    'https://shop.test.evil.example/x',
    'http://shop.test:8080/x',
    'javascript:alert(1)',
    'http://[::1',
    '',
    undefined,
  ])('refuses %s', (target) => {
    expect(sameOriginPath(target, HOST)).toBeNull();
  });

  it('refuses everything when the request named no host', () => {
    expect(sameOriginPath('/account', undefined)).toBeNull();
  });
});
