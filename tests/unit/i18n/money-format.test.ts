import { describe, expect, it } from 'vitest';
import { formatNumber } from '#js/i18n';
import { formatMoney } from '#js/lib/money';
import { INTL_LOCALE } from '#server/shared/locales.rules.js';
import { formatDollars } from '#server/shared/money.js';

// Decision 159: dollars read the same in both languages, so the pages and e-mails keep one money format.
describe('money in Spanish', () => {
  it.each([0, 0.5, 12, 349.5, 1212.5, 123456.78])('writes %d dollars as English does', (dollars) => {
    const spanish = new Intl.NumberFormat(INTL_LOCALE.es, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(dollars);
    expect(formatMoney(dollars)).toBe(spanish);
    expect(formatDollars(Math.round(dollars * 100))).toBe(spanish);
  });
});

describe('formatMoney', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

  it('writes every amount of whole cents as Intl.NumberFormat does', () => {
    const amounts: number[] = [];
    for (let cents = 0; cents <= 2_000_000; cents += 37) amounts.push(cents / 100, -cents / 100);
    amounts.push(0.29, 0.57, 1.1, 999.99, 1000, 999_999.99, 1_234_567.89, 12_345_678.9);
    for (const amount of amounts) expect(formatMoney(amount), String(amount)).toBe(intl.format(amount));
  });
});

describe('formatNumber without options', () => {
  it.each(Object.keys(INTL_LOCALE) as (keyof typeof INTL_LOCALE)[])('writes whole numbers and tenths as Intl.NumberFormat does in %s', (locale) => {
    const intl = new Intl.NumberFormat(INTL_LOCALE[locale]);
    const values: number[] = [-0, 0.3, 0.1 + 0.2, 33 / 10, 1.23, 4.56, 1_234_567, 12_345.6, 2 ** 40];
    for (let tenths = -30_000; tenths <= 30_000; tenths += 7) values.push(tenths / 10);
    for (const value of values) expect(formatNumber(value, locale), String(value)).toBe(intl.format(value));
  });
});
