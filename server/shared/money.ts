// Money is integer cents on the server; dollars exist only at the edge (page props, forms, e-mails).

/** Cents to the dollars a page shows (2 decimals as a number). */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;

/** Dollars a page or form sent, to cents. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,212.50" for messages, e-mails and documents. */
export const formatDollars = (cents: number) => usd.format(cents / 100);

/** Cents to a provider's decimal amount string ("12.50"). */
export const centsToAmountString = (cents: number) => (cents / 100).toFixed(2);

export function amountStringToCents(value: string | undefined | null): number {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
