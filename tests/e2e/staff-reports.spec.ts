import { DEMO_ACCOUNTS } from '../../prisma/seed';
import { seriousAxeViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

// Issue 15 item 8: staff read the reports (a recharts chart and the same figures as tables), pick a range and
// download a report as CSV; the page passes axe on a phone and a desktop (docs/decisions/125, 126).

test('staff read the reports, change the range and download the sales CSV', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Bar chart of net sales by month/ }).locator('svg.recharts-surface')).toBeVisible();
  const sales = page.getByRole('region', { name: /^Sales by month, / });
  await expect(sales.getByRole('row')).toHaveCount(1 + 12 + 1);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page), `${width} px`).toEqual([]);
  }

  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-31');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?from=2026-01-01&to=2026-03-31$/);
  await expect(page.getByRole('region', { name: 'Sales by month, 2026-01-01 to 2026-03-31' }).getByRole('row')).toHaveCount(1 + 3 + 1);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV of sales by month' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sales-by-month-2026-01-01-to-2026-03-31.csv');
});
