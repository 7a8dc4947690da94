import { INTL_LOCALE, LOCALES, type Locale } from './locales.rules.js';

// Money is integer cents on the server; dollars exist only at the edge (page props, forms, e-mails).

/** Cents to the dollars a page shows (2 decimals as a number). */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;

/** Dollars a page or form sent, to cents. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

const usd = Object.fromEntries(LOCALES.map((locale) => [locale, new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' })])) as Record<
  Locale,
  Intl.NumberFormat
>;

/** "$1,212.50" for messages, e-mails and documents, in a language's way of writing amounts (English unless given). */
export const formatDollars = (cents: number, locale: Locale = 'en') => usd[locale].format(cents / 100);

/** Cents to a provider's decimal amount string ("12.50"). */
export const centsToAmountString = (cents: number) => (cents / 100).toFixed(2);

export function amountStringToCents(value: string | undefined | null): number {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
