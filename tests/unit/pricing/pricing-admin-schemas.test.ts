import { describe, expect, it } from 'vitest';
import { PRICING_PREVIEW_MESSAGES } from '#server/pricing/pricing-admin.rules';
import { parseDollarsToCents, parsePercentToBasisPoints, ZPricingPreviewQuery } from '#server/pricing/pricing-admin.schemas';

// Staff type dollars and percents; the server keeps integer cents and basis points (docs/decisions/117-119).

describe('form amounts', () => {
  it('turns dollars into whole cents without floating-point drift', () => {
    expect(parseDollarsToCents('10')).toBe(1000);
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('$1,250.5')).toBe(125_050);
    expect(parseDollarsToCents(19.99)).toBe(1999);
    expect(parseDollarsToCents('1.234')).toBeNull();
    expect(parseDollarsToCents('-1')).toBeNull();
    expect(parseDollarsToCents(Number.NaN)).toBeNull();
  });

  it('turns percents into basis points, at most 2 decimals', () => {
    expect(parsePercentToBasisPoints('20')).toBe(2000);
    expect(parsePercentToBasisPoints('8.25')).toBe(825);
    expect(parsePercentToBasisPoints('12.5 %')).toBe(1250);
    expect(parsePercentToBasisPoints('8.255')).toBeNull();
    expect(parsePercentToBasisPoints('1e2')).toBeNull();
  });
});

describe('the preview query', () => {
  it('reads product:quantity pairs, adding up repeats and capping at 10', () => {
    const parsed = ZPricingPreviewQuery.parse({ account_type: '6', state: 'tx', items: '12:2,15:1,12:9', code: 'save' });
    expect(parsed).toEqual({ account_type: 6, state: 'TX', items: [{ productId: 12, qty: 10 }, { productId: 15, qty: 1 }], code: 'save', tax_exempt: false });
  });

  it('refuses a malformed list or a quantity above 10 with the message', () => {
    for (const items of ['12', '12:0', '12:11', 'a:1', '0:1']) {
      const result = ZPricingPreviewQuery.safeParse({ items });
      expect(result.success, items).toBe(false);
      expect(result.error?.issues[0].message).toBe(PRICING_PREVIEW_MESSAGES.itemsFormat);
    }
  });
});
