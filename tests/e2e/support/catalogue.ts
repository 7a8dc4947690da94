import { expect, type Page } from '@playwright/test';

/**
 * Takes a product a journey created off sale again through its staff edit page (staff signed in), so the shop's
 * other browser tests find the demo catalogue as it was.
 */
export async function takeOffSale(page: Page, productId: number): Promise<void> {
  await page.goto(`/admin/products/${productId}/edit`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Product deactivated. It is no longer on sale; past orders and licences keep it.')).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true }).first()).toBeVisible();
}
