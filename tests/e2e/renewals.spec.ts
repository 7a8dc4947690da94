import { DEMO_ACCOUNTS } from '../../prisma/seed';
import { expect, test } from './support/fixtures';
import { pageProps } from './support/shop';
import { signIn } from './support/sign-in';

// A renewal line says what it buys (issue 13 item 6; docs/decisions/098): in the cart and in the checkout summary
// it reads "One-year licence renewal: <program> — new expiry <date>", a year from today for a licence that ended.

interface LicensedRow {
  name: string;
  is_licensed_expired: boolean;
  renew: { url: string; price: number } | null;
}

const shopDate = (date: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', dateStyle: 'medium' }).format(date);

test('a school renewing an ended licence sees a one-year renewal of that program with its new expiry', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.school);
  const { items } = await pageProps<{ items: LicensedRow[] }>(page, '/account/programs');
  const ended = items.find((item) => item.is_licensed_expired && item.renew)!;
  expect(ended, 'the demo school has an ended, renewable licence').toBeTruthy();

  await page.goto('/account/programs');
  await page.getByRole('row').filter({ has: page.getByText(ended.name, { exact: true }) }).getByRole('button', { name: /Renew/ }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);

  const inAYear = new Date();
  inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
  const wording = `One-year licence renewal: ${ended.name} — new expiry ${shopDate(inAYear)}`;
  await expect(page.getByTestId('cart-item').getByRole('link', { name: wording, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('summary-items').getByText(wording, { exact: true })).toBeVisible();

  // Leave the demo school's cart as it was for the journeys after this one.
  await page.goto('/shopping-cart');
  await page.getByRole('button', { name: `Remove ${ended.name} from cart` }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Yes, remove it!' }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(0);
});
