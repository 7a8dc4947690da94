import { describe, expect, it } from 'vitest';
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
