import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillCart, findProduct, openCheckout } from './support/shop';
import { signIn } from './support/sign-in';

// Issue 13 item 2, docs/decisions/095: the checkout asks for a shipping address exactly when something in the cart
// ships (a coloring book, a doll set, a kit), and never for a streaming rental.

const stepOf = (page: Page, id: string) => page.locator(`#${id}-title span[aria-hidden="true"]`);

test.describe('the shipping step follows the cart', () => {
  test.use({ visitorType: 'parent' });

  test('a parent renting a streaming video sees no shipping step and pays no shipping', async ({ page }) => {
    await signIn(page, 'parent@playitsafe.test');
    const rental = await findProduct(page, 'rental', 'Play It Safe at Home: Young Children (30-Day Rental)');
    await fillCart(page, [[rental.id, 1]]);
    await openCheckout(page);

    await expect(page.getByRole('heading', { name: 'User Detail' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shipping Address' })).toHaveCount(0);
    await expect(page.getByTestId('address-option')).toHaveCount(0);
    // The sections are numbered without the missing step.
    await expect(stepOf(page, 'payment-method')).toHaveText('2');
    await expect(stepOf(page, 'terms')).toHaveText('3');
    await expect(page.getByTestId('place-order-guidance')).not.toHaveText('Complete Shipping Address');
    await expect(page.getByTestId('summary-shipping')).toHaveText(/\$0\.00/);
    await fillCart(page, []);
  });

  test('a parent buying a coloring book is asked where to ship it, and pays shipping', async ({ page }) => {
    await signIn(page, 'parent@playitsafe.test');
    const book = await findProduct(page, 'coloring', 'Play It Safe Coloring Book (English)');
    await fillCart(page, [[book.id, 1]]);
    await openCheckout(page);

    await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
    await expect(stepOf(page, 'shipping-address')).toHaveText('2');
    await expect(stepOf(page, 'payment-method')).toHaveText('3');
    await expect(page.getByTestId('address-option').filter({ hasText: '742 Magnolia Avenue' }).getByRole('radio')).toBeChecked();
    await expect(page.getByTestId('summary-shipping')).toHaveText(/\$12\.95/);
    await fillCart(page, []);
  });
});
