import { expect, type Page } from '@playwright/test';

/**
 * Opens a message in the development mailbox (/dev/mailbox) as a person would, once it has arrived: e-mail leaves
 * through the job queue (docs/decisions/138), a moment after the page that caused it answered, so the mailbox is
 * reloaded until the message is listed.
 */
export async function openMail(page: Page, { to, subject }: { to: string; subject: string | RegExp }): Promise<void> {
  const link = page.getByRole('row').filter({ hasText: to }).getByRole('link', { name: subject }).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1_000] });
  await link.click();
}
