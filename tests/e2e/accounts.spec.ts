import { seriousAxeViolations, waitForPictures } from './support/accessibility';
import { PAGING_ACCOUNT } from './support/e2e-paths';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { captchaCode, CERTIFICATE_PDF as PDF, openRegistration, REGISTERED_PASSWORD as PASSWORD, registerAccount, uniqueEmail } from './support/registration';
import { openMail } from './support/mailbox';

// Accounts journeys in Chromium against the built server: registration with a tax document and e-mail
// verification, My Profile, Change Password, My Orders and a purchase order. Demo accounts are only read, except
// the seeded quote of check@playitsafe.test, which gets its PO here; journeys that change an account register
// their own.


test('registers an organization with its tax document, verifies the e-mail from the mailbox and signs in', async ({ page }) => {
  const email = uniqueEmail('counselor');
  await openRegistration(page, '/register/organization');
  await expect(page.getByRole('heading', { name: 'Create an Organization Account' })).toBeVisible();
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('8175550142');
  await expect(page.getByLabel('Phone')).toHaveValue('817-555-0142');
  await page.getByLabel('How did you hear about us?').selectOption('Conference');
  await page.getByLabel('Which conference?').fill('Texas School Counselor Association');
  await page.getByLabel('Title').fill('School Counselor');
  await page.getByLabel('Organization Name').fill('Riverside Elementary');
  await page.getByLabel('Organization Type').selectOption('School');
  await page.getByLabel('EIN').fill('751234567');
  await expect(page.getByLabel('EIN')).toHaveValue('75-1234567');
  await page.getByLabel('Tax Exempt Documentation').setInputFiles({ name: 'exemption.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel(/^Address/).fill('12 River Road');
  await page.getByLabel('City').fill('Fort Worth');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('Zip Code').fill('76102');
  await page.getByLabel(/^Password/).fill('weak');
  await expect(page.getByText('Too weak (not accepted yet)')).toBeVisible();
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await expect(page.getByText('Very strong')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await expect(page.getByRole('img', { name: /Captcha code/ })).toBeVisible();
  await page.getByLabel('Captcha Code').fill(await captchaCode(page.request));
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByText(/check your email.*5 minutes.*spam folder/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await openMail(page, { to: email, subject: 'Verify your Play It Safe email address' });
  await page.getByRole('link', { name: /\/email\/verify\// }).click();
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Your email address has been verified. Thank you!')).toBeVisible();

  await signIn(page, email, PASSWORD);
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Riverside Elementary')).toBeVisible();
  await expect(page.getByText(/Waiting for review by our team/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My Users' })).toBeVisible();
  await expect(page.getByText('Please verify your email address')).toHaveCount(0);
});

test('shows registration errors per field, and a new captcha after the server refused one', async ({ page }) => {
  await openRegistration(page, '/register/individual');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please enter the captcha code')).toBeVisible();
  await page.getByLabel('First Name').fill('Al');
  await page.getByLabel('Email').fill('nope');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address (e.g., name@example.com)')).toBeVisible();

  await page.getByLabel('First Name').fill('Alex');
  await page.getByLabel('Last Name').fill('Rivera');
  await page.getByLabel('Email').fill(uniqueEmail('captcha'));
  await page.getByLabel('Phone').fill('8175550111');
  await page.getByLabel('How did you hear about us?').selectOption('Internet search');
  await page.getByLabel(/^Address/).fill('9 Elm Street');
  await page.getByLabel('City').fill('Fort Worth');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('Zip Code').fill('76104');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  const code = await captchaCode(page.request);
  await page.getByLabel('Captcha Code').fill(code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');
  const newImage = page.waitForResponse((response) => /\/captcha\/register\.png\?v=[\w-]+&renew=1$/.test(response.url()));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Captcha code is incorrect').first()).toBeVisible();
  await newImage;
  await expect(page.getByLabel('Captcha Code')).toHaveValue('');
  await page.getByLabel('Captcha Code').fill(await captchaCode(page.request));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
});

test('edits two profile fields, saves each, then Save All', async ({ page }) => {
  const email = uniqueEmail('profile');
  await registerAccount(page, email);
  await signIn(page, email, PASSWORD);
  await page.goto('/account/profile');
  await expect(page.getByText('Please verify your email address')).toBeVisible();
  const saveAll = page.getByRole('button', { name: 'Save All' }).first();
  await expect(saveAll).toBeDisabled();

  await page.getByRole('button', { name: 'Edit Phone' }).click();
  await page.getByLabel('Phone').fill('81755501');
  await page.getByRole('button', { name: 'Save Phone' }).click();
  await expect(page.getByText('Invalid Phone Number')).toBeVisible();
  await page.getByLabel('Phone').fill('8175550188');
  await page.getByRole('button', { name: 'Save Phone' }).click();
  await page.getByRole('button', { name: 'Edit City' }).click();
  await page.getByLabel('City').fill('Arlington');
  await page.getByRole('button', { name: 'Save City' }).click();
  await expect(saveAll).toBeEnabled();
  await saveAll.click();

  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByText('817-555-0188')).toBeVisible();
  await expect(page.getByText('Arlington')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save All' }).first()).toBeDisabled();
});

test('changes the password, and the new password signs in', async ({ page }) => {
  const email = uniqueEmail('password');
  await registerAccount(page, email);
  await signIn(page, email, PASSWORD);
  await page.goto('/account/change-password');
  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel(/^New Password/).fill('Another!Pass2026');
  await page.getByLabel('Confirm New Password').fill('Another!Pass2026');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('The current password is incorrect.').first()).toBeVisible();

  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();

  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, 'Another!Pass2026');
});

test('filters the school’s orders by a date range, sorts them and clears the filters', async ({ page }) => {
  await signIn(page, 'school@playitsafe.test', DEMO_PASSWORD);
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(page.getByText('Showing 1 to 4 of 4 orders')).toBeVisible();

  // The last 60 days: the school's two recent orders.
  const today = new Date();
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 60);
  const label = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  await page.getByRole('button', { name: /^Purchase Date/ }).first().click();
  const calendar = page.getByRole('dialog', { name: 'Choose a purchase date range' });
  await calendar.getByLabel('Month', { exact: true }).selectOption(String(start.getMonth()));
  await calendar.getByLabel('Year', { exact: true }).selectOption(String(start.getFullYear()));
  await calendar.getByRole('button', { name: label(start), exact: true }).click();
  await expect(calendar.getByText(/now choose the end date/)).toBeVisible();
  await calendar.getByLabel('Month', { exact: true }).selectOption(String(today.getMonth()));
  await calendar.getByLabel('Year', { exact: true }).selectOption(String(today.getFullYear()));
  await calendar.getByRole('button', { name: label(today), exact: true }).click();
  await calendar.getByRole('button', { name: 'Set Dates' }).click();

  await expect(page).toHaveURL(/date_from=.*date_to=/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Showing 1 to 2 of 2 orders')).toBeVisible();

  const totals = () => rows.locator('td:nth-child(5)').allTextContents();
  await page.getByRole('button', { name: 'Total' }).click();
  await expect(page).toHaveURL(/sort_by=total/);
  await expect(page.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');
  const descending = await totals();
  await page.getByRole('button', { name: 'Total' }).click();
  await expect(page.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(await totals()).toEqual([...descending].reverse());

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(rows).toHaveCount(4);
  await expect(page).toHaveURL(/\/account\/orders$/);
});

test('pages through My Orders with the server’s links', async ({ page }) => {
  await signIn(page, PAGING_ACCOUNT, DEMO_PASSWORD);
  await page.goto('/account/orders');
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Showing 1 to 10 of 13 orders')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Orders pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('Showing 11 to 13 of 13 orders')).toBeVisible();
  await expect(pages.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page.getByText('Showing 1 to 10 of 13 orders')).toBeVisible();
});

test('adds a purchase order with a file to a quote and sees it after the reload', async ({ page }) => {
  await signIn(page, 'check@playitsafe.test', DEMO_PASSWORD);
  await page.goto('/account/orders');
  await page.locator('table tbody tr').filter({ hasText: 'PO Generated' }).getByRole('link', { name: /View Detail/ }).click();
  await expect(page).toHaveURL(/\/account\/organization-orders\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Order #\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Shipping')).toBeVisible();

  await page.getByRole('button', { name: 'Add PO Number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add PO Number' });
  await dialog.getByRole('button', { name: 'Save PO' }).click();
  await expect(dialog.getByText('PO number is required')).toBeVisible();
  await dialog.getByLabel('PO Number').fill('PO-E2E-2026');
  await dialog.getByLabel('PO File (optional)').setInputFiles({ name: 'purchase-order.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Save PO' }).click();

  await expect(page.getByText('PO information updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('PO-E2E-2026')).toBeVisible();
  await page.reload();
  await expect(page.getByText('PO-E2E-2026')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add PO Number' })).toHaveCount(0);
  const download = page.getByRole('link', { name: 'Download PO file' });
  const file = await page.request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
});

// DESIGN "UI": no serious axe-core violations on the account pages, at phone and desktop widths.
for (const width of [375, 1280]) {
  test(`registration and account pages at ${width} px have no serious or critical axe violations`, async ({ page }) => {
    // Seven pages, each loaded to network idle and scanned: well over the default minute on a busy 2-core machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const check = async (path: string, open?: () => Promise<void>) => {
      await page.goto(path);
      await waitForPictures(page);
      await open?.();
      expect((await seriousAxeViolations(page)).map((violation) => `${path} ${violation}`)).toEqual([]);
    };
    await check('/register/organization');
    await check('/register/individual');
    await signIn(page, 'school@playitsafe.test', DEMO_PASSWORD);
    await check('/account/profile', async () => {
      await page.getByRole('button', { name: 'Edit Phone' }).click();
    });
    await check('/account/change-password');
    await check('/account/payment-methods');
    await check('/account/orders', async () => {
      await page.getByRole('button', { name: /^Purchase Date/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await page.goto('/account/orders');
    await page.getByRole('link', { name: /View Detail/ }).first().click();
    await expect(page.getByRole('heading', { name: /^Order #/ })).toBeVisible();
    await check(new URL(page.url()).pathname);
  });
}
