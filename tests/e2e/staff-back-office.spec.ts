import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../prisma/seed';
import { expect, test } from './support/fixtures';
import { acceptTerms, fillCart, findProduct, openCheckout } from './support/shop';
import { signIn } from './support/sign-in';

// The center's office answering what customers started (issue 12): a check recorded on a quote, a tax-exempt
// certificate approved, one line of a card order refunded, each seen from both sides.

test.describe.configure({ mode: 'serial' });

/** Leaves the app first, so no request still in flight brings the session cookie back. */
async function signOut(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** Places the cart's order and returns its id from the confirmation page's address. */
async function placeAndReadOrderId(page: Page, heading: 'Order Confirmed' | 'Quote Request Received'): Promise<number> {
  await page.getByTestId('place-order').click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const id = /\/orders\/(\d+)\/confirmation$/.exec(page.url())?.[1];
  if (!id) throw new Error(`no order id in ${page.url()}`);
  return Number(id);
}

async function openStaffOrder(page: Page, orderId: number) {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Order/);
}

const videoRow = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

test.describe('pays by check', () => {
  test.use({ visitorType: 'parent' });

  test('a quote is paid by check: staff record it and the customer watches the video', async ({ page }) => {
    const title = 'Play It Safe at Home: Growing Kids (1-Year Access)';
    await signIn(page, DEMO_ACCOUNTS.check);
    const video = await findProduct(page, 'Growing Kids', title);
    await fillCart(page, [[video.id, 1]]);
    await openCheckout(page);
    await page.getByLabel(/Payment by Check/).check();
    await acceptTerms(page);
    const orderId = await placeAndReadOrderId(page, 'Quote Request Received');
    await expect(page.getByTestId('order-status')).toHaveText('PO Generated');
    await page.goto('/account/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'My Videos' })).toBeVisible();
    await expect(videoRow(page, title)).toHaveCount(0);

    await signOut(page);
    await openStaffOrder(page, orderId);
    const panel = page.getByRole('region', { name: 'Record check payment' });
    await panel.getByLabel('Check number').fill('10442');
    await panel.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(/recorded/i).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Record check payment' })).toHaveCount(0);
    await expect(page.getByText('Paid').first()).toBeVisible();

    await signOut(page);
    await signIn(page, DEMO_ACCOUNTS.check);
    await page.goto('/account/videos');
    await videoRow(page, title).getByRole('link', { name: /View Detail/ }).click();
    await page.getByRole('button', { name: 'Watch Video' }).click();
    const player = page.getByLabel(/^Video: /);
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
  });
});

test('staff approve the school certificate: the next checkout charges no tax', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.school);
  const book = await findProduct(page, 'coloring', 'Play It Safe Coloring Book (English)');
  await fillCart(page, [[book.id, 1]]);
  await openCheckout(page);
  await expect(page.getByTestId('summary-tax')).toContainText('Texas Sales Tax (8.25%)');

  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/admin/tax-exemptions');
  await expect(page.getByRole('heading', { level: 1, name: /Tax exemption/i })).toBeVisible();
  const school = page.getByRole('listitem').filter({ hasText: DEMO_ACCOUNTS.school });
  await school.getByRole('button', { name: 'Approve certificate' }).click();
  await expect(page.getByText(/approved/i).first()).toBeVisible();

  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.school);
  await openCheckout(page);
  await expect(page.getByTestId('summary-tax')).toHaveCount(0);
  await expect(page.getByTestId('summary-tax-total')).toHaveText(/\$0\.00/);
  await page.goto('/account/profile');
  await expect(page.getByText(/approved on/i)).toBeVisible();
});

test.describe('as a parent', () => {
  test.use({ visitorType: 'parent' });

  test('staff refund one line of a card order: that video leaves My Videos, the other stays', async ({ page }) => {
    const refunded = 'Play It Safe at Home: Talking with Teens (1-Year Access)';
    const kept = 'Play It Safe at Home: Growing Kids (1-Year Access)';
    await signIn(page, DEMO_ACCOUNTS.parent);
    const teens = await findProduct(page, 'Talking with Teens', refunded);
    const growing = await findProduct(page, 'Growing Kids', kept);
    await fillCart(page, [
      [teens.id, 1],
      [growing.id, 1],
    ]);
    await openCheckout(page);
    await acceptTerms(page);
    const orderId = await placeAndReadOrderId(page, 'Order Confirmed');
    await page.goto('/account/videos');
    await expect(videoRow(page, refunded)).toHaveCount(1);

    await signOut(page);
    await openStaffOrder(page, orderId);
    const panel = page.getByRole('region', { name: 'Refund' });
    await panel.getByLabel('By line').check();
    const amount = panel.getByLabel(`Amount ($) for ${refunded}`);
    await amount.fill((await amount.getAttribute('placeholder')) ?? '');
    await panel.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Partially Refunded').first()).toBeVisible();

    await signOut(page);
    await signIn(page, DEMO_ACCOUNTS.parent);
    await page.goto('/account/videos');
    const row = videoRow(page, refunded);
    await expect.poll(async () => (await row.count()) === 0 || (await row.getByText('License Expired').count()) > 0).toBe(true);
    await expect(videoRow(page, kept).getByRole('link', { name: /View Detail/ })).toBeVisible();
  });
});
