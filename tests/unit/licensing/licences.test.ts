import { describe, expect, it } from 'vitest';
import { isLicenceActive, isRenewable, summarizeLicences, type RenewalCandidate } from '#server/licensing/licences.service';
import { dueReminderKind } from '#server/licensing/licence-reminders.service';

const DAY = 24 * 3600_000;
const now = new Date('2026-06-01T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('isLicenceActive', () => {
  const licence = { status: 'active' as const, startsAt: at(-300 * DAY), expiresAt: at(0) };

  it('is valid up to, but not at, the moment it ends', () => {
    expect(isLicenceActive(licence, at(-1))).toBe(true);
    expect(isLicenceActive(licence, at(0))).toBe(false);
    expect(isLicenceActive(licence, at(1))).toBe(false);
  });

  it('starts at starts_at and never counts while suspended', () => {
    expect(isLicenceActive(licence, licence.startsAt)).toBe(true);
    expect(isLicenceActive(licence, at(-300 * DAY - 1))).toBe(false);
    expect(isLicenceActive({ ...licence, status: 'suspended' }, at(-DAY))).toBe(false);
  });
});

describe('summarizeLicences', () => {
  const row = (id: number, orderId: number, startsAt: Date, expiresAt: Date, status: 'active' | 'suspended' = 'active') => ({ id, orderId, startsAt, expiresAt, status });

  it('reads an early renewal: today’s licence is current, the chain ends with the renewal', () => {
    const old = row(1, 10, at(-360 * DAY), at(5 * DAY));
    const renewal = row(2, 20, at(5 * DAY), at(370 * DAY));
    const chain = summarizeLicences([old, renewal], now);
    expect(chain).toMatchObject({ current: old, head: renewal, shown: old, expired: false });
    expect(chain.expiresAt).toEqual(renewal.expiresAt);
  });

  it('reads an ended licence as expired and shows it', () => {
    const old = row(1, 10, at(-400 * DAY), at(-35 * DAY));
    expect(summarizeLicences([old], now)).toMatchObject({ current: null, head: old, shown: old, expired: true });
  });

  it('ignores suspended licences for the end date', () => {
    const active = row(1, 10, at(-10 * DAY), at(100 * DAY));
    const suspended = row(2, 20, at(-5 * DAY), at(300 * DAY), 'suspended');
    expect(summarizeLicences([active, suspended], now)).toMatchObject({ current: active, head: active, expiresAt: active.expiresAt });
  });
});

describe('isRenewable', () => {
  const candidate = (expiresInMs: number, overrides: Partial<RenewalCandidate> = {}): RenewalCandidate => ({
    viewerRole: 'schools',
    ownerAccountTypeId: 5,
    product: { accountTypeId: 5, isLicensed: true, isActive: true, renewalPriceCents: 3000 },
    head: { status: 'active', expiresAt: at(expiresInMs) },
    ...overrides,
  });

  it('is offered from 30 days before the end and any time after', () => {
    expect(isRenewable(candidate(30 * DAY + 1), now)).toBe(false);
    expect(isRenewable(candidate(30 * DAY), now)).toBe(true);
    expect(isRenewable(candidate(-400 * DAY), now)).toBe(true);
  });

  it('is for school programs bought by schools only', () => {
    expect(isRenewable(candidate(DAY, { viewerRole: 'parent' }), now)).toBe(false);
    expect(isRenewable(candidate(DAY, { ownerAccountTypeId: 6 }), now)).toBe(false);
    expect(isRenewable(candidate(DAY, { product: { accountTypeId: 6, isLicensed: true, isActive: true, renewalPriceCents: 3000 } }), now)).toBe(false);
    expect(isRenewable(candidate(DAY, { product: { accountTypeId: 5, isLicensed: true, isActive: false, renewalPriceCents: 3000 } }), now)).toBe(false);
    expect(isRenewable(candidate(DAY, { head: { status: 'suspended', expiresAt: at(DAY) } }), now)).toBe(false);
  });
});

describe('dueReminderKind', () => {
  it('is the 14-day reminder from 14 days before, the 1-day reminder in the last day, nothing after', () => {
    expect(dueReminderKind(at(14 * DAY + 1), now)).toBeNull();
    expect(dueReminderKind(at(14 * DAY), now)).toBe('days_14');
    expect(dueReminderKind(at(DAY + 1), now)).toBe('days_14');
    expect(dueReminderKind(at(DAY), now)).toBe('days_1');
    expect(dueReminderKind(at(1), now)).toBe('days_1');
    expect(dueReminderKind(at(0), now)).toBeNull();
  });
});
