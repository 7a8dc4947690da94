// Prices arrive from the server in dollars (e.g. 349.5); the page only formats them: USD, $ sign, 2 decimals.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export function formatMoney(amount: number): string {
  return usd.format(amount);
}
