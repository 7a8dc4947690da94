// Prices arrive from the server in dollars (e.g. 349.5); the page only formats them: USD, $ sign, 2 decimals.
// Written out by hand, the way Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) writes them: the
// first currency formatter a page makes loads the browser's locale data, 20–45 ms of main thread on a phone during
// hydration (decision 168). A unit test compares the two.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

export function formatMoney(amount: number): string {
  // The amounts are whole cents; rounding here only absorbs the binary fraction (0.29 * 100 = 28.999…).
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = String(Math.floor(cents / 100)).replace(THOUSANDS, ',');
  // As Intl does, a negative amount keeps its sign even at zero (-0 is what "minus a zero discount" gives).
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}
