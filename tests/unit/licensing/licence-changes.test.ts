import { describe, expect, it } from 'vitest';
import { ZExtendLicenceInput, ZGrantLicenceInput, LICENCE_CHANGE_MESSAGES } from '#server/licensing/licence-changes.schemas';
import { endOfShopDay } from '#server/licensing/licence-changes.service';
import { formatShopDate } from '#server/shared/shop-time-zone';
import { shopDateOf } from '#server/shared/shop-time-zone';

describe('a licence that ends on a shop day', () => {
  it('is valid through the last millisecond of that day in US Central time, summer and winter', () => {
    expect(endOfShopDay('2027-07-04').toISOString()).toBe('2027-07-05T04:59:59.999Z');
    expect(endOfShopDay('2027-01-15').toISOString()).toBe('2027-01-16T05:59:59.999Z');
    // The day the clocks go back: 25 hours long.
    expect(endOfShopDay('2026-11-01').toISOString()).toBe('2026-11-02T05:59:59.999Z');
    for (const day of ['2027-07-04', '2027-01-15', '2026-11-01', '2027-03-14']) {
      expect(shopDateOf(endOfShopDay(day))).toBe(day);
      expect(shopDateOf(new Date(endOfShopDay(day).getTime() + 1))).not.toBe(day);
    }
    expect(formatShopDate(endOfShopDay('2027-07-04'))).toBe('Jul 4, 2027');
  });
});

describe('the staff licence forms', () => {
  const key = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
  it('needs a product, a real end day and a reason', () => {
    const grant = ZGrantLicenceInput.safeParse({ idempotency_key: key, product_id: '', expires_on: '2027-02-29', reason: ' ' });
    expect(grant.success).toBe(false);
    const messages = grant.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['product_id', LICENCE_CHANGE_MESSAGES.productRequired],
        ['expires_on', 'Please enter a real date.'],
        ['reason', LICENCE_CHANGE_MESSAGES.reasonRequired],
      ]),
    );
    expect(ZGrantLicenceInput.parse({ idempotency_key: key, product_id: '7', expires_on: '2028-02-29', reason: ' Pilot ' })).toEqual({
      idempotency_key: key,
      product_id: 7,
      expires_on: '2028-02-29',
      reason: 'Pilot',
    });
  });

  it('refuses an extension without the state the form was opened on', () => {
    const extend = ZExtendLicenceInput.safeParse({ idempotency_key: key, expires_on: '2030-01-01' });
    expect(extend.error!.issues.map((issue) => issue.message)).toEqual([LICENCE_CHANGE_MESSAGES.stale, LICENCE_CHANGE_MESSAGES.stale]);
  });
});
