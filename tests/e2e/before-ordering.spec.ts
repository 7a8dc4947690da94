import { EMAIL_NOT_VERIFIED } from '#server/accounts/email-verification.rules';
import { seriousAxeViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { registerAccount, REGISTERED_PASSWORD, uniqueEmail } from './support/registration';
import { fillCart, findProduct, openCheckout } from './support/shop';
import { signIn } from './support/sign-in';

// Issue 13 item 4, "say it before the last click": what stops an order is said on the way to it, not only when
// Place Order is pressed. A school registered just now: its e-mail is not verified yet and its tax-exempt
// certificate waits for staff review.

test('a new school is told on every page to verify its e-mail, and at cart and checkout why tax is charged', async ({ page }) => {
  const email = uniqueEmail('new-school');
  await registerAccount(page, email, 'organization');
  await signIn(page, email, REGISTERED_PASSWORD);

  // Every page, not only the account area, carries the banner with a way to get a new link.
  for (const path of ['/', '/shop', '/account/profile']) {
    await page.goto(path);
    const banner = page.getByRole('region', { name: 'Please verify your email address' });
    await expect(banner, path).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('A new verification link has been sent to your email address.')).toBeVisible();

  const book = await findProduct(page, 'coloring', 'Play It Safe Coloring Book (English)');
  await fillCart(page, [[book.id, 1]]);
  await page.goto('/shopping-cart');
  await expect(page.getByTestId('tax-exemption-note')).toContainText('tax-exempt certificate is waiting for our review, so sales tax is charged for now');

  await openCheckout(page);
  await expect(page.getByTestId('checkout-verify-email')).toHaveText(EMAIL_NOT_VERIFIED);
  await expect(page.getByTestId('place-order')).toBeDisabled();
  await expect(page.getByTestId('place-order-guidance')).toHaveText('Verify Your Email Address');
  await expect(page.getByTestId('tax-exemption-note')).toContainText('Once we approve it, your orders are charged no sales tax.');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
