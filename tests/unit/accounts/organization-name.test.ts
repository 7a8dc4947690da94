import { describe, expect, it } from 'vitest';
import { INVALID_ORGANIZATION_NAME, zOrganizationName } from '#server/accounts/account-fields.schemas';
import { plainNameOr } from '#server/shared/plain-name.rules';

// An organization's name is shown to its users and in e-mails (issue 14, item 1; docs/decisions/084).

const messageFor = (value: string) => {
  const parsed = zOrganizationName.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe('zOrganizationName', () => {
  it('refuses web addresses, host names, e-mail addresses, markup and control characters', () => {
    for (const value of [
      'Click https://evil.example now',
      'http://x',
      'javascript://alert(1)',
      'Visit www.evil.example',
      'evil.example',
      'Bit.ly School',
      'EVIL.COM Academy',
      'Write to boss@evil.example',
      '<b>Riverside</b>',
      'Riverside > Lakeview',
      'Tab\there',
      'Line\nbreak',
    ]) {
      expect(messageFor(value), value).toBe(INVALID_ORGANIZATION_NAME);
    }
  });

  it('keeps ordinary names, with their punctuation', () => {
    for (const value of ["St. Mary's School", 'Y.M.C.A. of Fort Worth', 'Riverside Elementary (K-5) & Pre-K', 'École Saint-Jean', 'P.S. 123', 'Dr. Ruth Smith Center, Inc.']) {
      expect(messageFor(value), value).toBeNull();
    }
  });

  it('needs 2 to 150 characters', () => {
    expect(messageFor('  ')).toBe('Organization name is required');
    expect(messageFor('R')).toBe('Organization name must be at least 2 characters');
    expect(messageFor('R'.repeat(151))).toBe('Organization name must be at most 150 characters');
    expect(messageFor('R'.repeat(150))).toBeNull();
  });
});

describe('plainNameOr', () => {
  it('shows a plain name and replaces one that reads as a link', () => {
    expect(plainNameOr('Lakeview ISD', 'your school')).toBe('Lakeview ISD');
    expect(plainNameOr('Click https://evil.example now', 'your school')).toBe('your school');
    expect(plainNameOr(null, 'your school')).toBe('your school');
    expect(plainNameOr('  ', 'your school')).toBe('your school');
  });
});
