import { decimalParts } from '#js/i18n';

// Prices arrive from the server in dollars made from whole cents (e.g. 349.5); the page only formats them: USD,
// $ sign, 2 decimals, as Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) writes them, without
// making one (decimalParts says why).

export function formatMoney(amount: number): string {
  const { sign, whole, fraction } = decimalParts(amount, 2);
  return `${sign}$${whole}.${fraction}`;
}
