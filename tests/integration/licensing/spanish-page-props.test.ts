import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItemView } from '#server/cart/cart.rules';
import type { PaginationLink } from '#server/http/pagination.rules';
import type { LicensedItem } from '#server/licensing/licences.service';
import type { ViewingHistoryRow } from '#server/licensing/viewing-history.service';
import type { OrderListRow } from '#server/orders/orders.service';
import { listMailbox, readMailboxMessage } from '#server/mail/mailbox';
import { createMailer } from '#server/mail/mailer';
import { sendOrderConfirmation } from '#server/orders/order-confirmation.mail';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { formatShopDate, formatShopTime } from '#server/shared/shop-time-zone';
import { addDays, addMonths } from '#tests/factories/db';
import { createViewingHistory } from '#tests/factories/licensing';
import { createCheckOrder, createOrder } from '#tests/factories/orders';
import { createLicensedProgram } from '#tests/factories/products';
import { createSchoolUser, createUser } from '#tests/factories/users';
import { expectInertiaPage } from '#tests/support/inertia-page';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { pino } from 'pino';
import { jsonHeaders, signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { staffBrowser } from '#tests/integration/admin/staff-helpers';

// What the server writes into a customer page's props follows the visitor's language (docs/decisions/162): dates
// (My Programs, a program's page, Viewing History, the profile's certificate and check terms), the pager's
// Previous/Next, order status names, a renewal line's words and date, and the role and account-type names. English
// stays word for word; staff pages stay English whatever the cookie says.

type Locale = 'en' | 'es';

let t: TestApp;
let school: Browser;
let schoolId: number;
let staff: Browser;
const now = new Date();
// A fixed instant (10:30 a.m. in Fort Worth) so the dates and times can be spelled out.
const watchedAt = new Date('2026-03-05T16:30:00Z');
const certificateSentAt = new Date('2026-02-10T18:00:00Z');
const checkTermsAskedAt = new Date('2026-02-12T18:00:00Z');
let licence: { id: number; expiresAt: Date; startsAt: Date };
let programId: number;
let paidAt: Date;
let quoteId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  const owner = await createSchoolUser(t.db, {
    email: 'spanish.props.school@example.test',
    taxExemptCertificate: 'private/tax-certificates/spanish-props.pdf',
    taxExemptStatus: 'pending',
    taxExemptSubmittedAt: certificateSentAt,
    checkTermsStatus: 'pending',
    checkTermsRequestedAt: checkTermsAskedAt,
  });
  schoolId = owner.id;
  const program = await createLicensedProgram(t.db, { title: 'Safe Touches', titleEs: 'Contactos seguros' });
  programId = program.id;
  // Bought eleven months and three weeks ago: the licence ends within the renewal window.
  paidAt = addDays(addMonths(now, -12), 9);
  const { licences } = await createOrder(t.db, { user: owner, lines: [{ product: program }], paidAt });
  licence = licences[0];
  // A renewal quoted for payment by check and not paid yet: its confirmation shows the end paying now would give.
  quoteId = (await createCheckOrder(t.db, { user: owner, lines: [{ product: program, kind: 'renewal', renews: licences[0] }], createdAt: addDays(now, -1) })).order.id;
  await createViewingHistory(t.db, { schoolUserId: owner.id, userId: owner.id, productId: program.id, orderId: licences[0].orderId, lastWatchedAt: watchedAt });
  school = await signedInBrowser(t, owner.email);
  const renewal = await school.agent.post(`/account/licences/${licence.id}/renew`).set(inertiaHeaders(school.token)).send({});
  expect(renewal.status).toBe(302);
  staff = await staffBrowser(t);
});
afterAll(() => t.close());

/** The props of a page visited with the language cookie, checked to be the expected component; read loosely here. */
async function page(browser: Browser, url: string, locale: Locale, component: Parameters<typeof expectInertiaPage>[1]) {
  const answer = await browser.agent.get(url).set({ ...inertiaHeaders(browser.token), Cookie: `locale=${locale}` });
  expect(answer.status, url).toBe(200);
  const props: unknown = expectInertiaPage(answer, component).props;
  return props as Record<string, unknown> & { auth: { user: Record<string, unknown> } };
}
const labelsOf = (links: PaginationLink[]) => links.map((link) => link.label);
const renewalDate = () => addMonths(licence.expiresAt, 12);

describe('dates on customer pages', () => {
  it('My Programs writes the order date and the licence end in the visitor’s language', async () => {
    const [spanish] = (await page(school, '/account/programs', 'es', 'account/programs/index')).items as LicensedItem[];
    expect(spanish).toMatchObject({ name: 'Contactos seguros', order_date_label: formatShopDate(paidAt, 'es'), licence_expires_on: formatShopDate(licence.expiresAt, 'es') });
    expect(spanish.licence_expires_on).toMatch(/^\d{1,2} [a-z]+\.? \d{4}$/);
    const [english] = (await page(school, '/account/programs', 'en', 'account/programs/index')).items as LicensedItem[];
    expect(english).toMatchObject({ name: 'Safe Touches', order_date_label: formatShopDate(paidAt, 'en'), licence_expires_on: formatShopDate(licence.expiresAt, 'en') });
    expect(english.licence_expires_on).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('a program’s page writes the licence end in the visitor’s language', async () => {
    const spanish = await page(school, `/account/programs/${programId}`, 'es', 'account/programs/show');
    expect(spanish.licence).toMatchObject({ licence_expires_on: formatShopDate(licence.expiresAt, 'es') });
    const english = await page(school, `/account/programs/${programId}`, 'en', 'account/programs/show');
    expect(english.licence).toMatchObject({ licence_expires_on: formatShopDate(licence.expiresAt, 'en') });
  });

  it('Viewing History writes the date, the time, the program and the pager in the visitor’s language', async () => {
    const spanish = (await page(school, '/account/viewing-history', 'es', 'account/viewing-history')).history as { data: ViewingHistoryRow[]; links: PaginationLink[] };
    expect(spanish.data[0]).toMatchObject({ view_date: '5 mar 2026', view_time: formatShopTime(watchedAt, 'es'), product: { title: 'Contactos seguros' } });
    expect(spanish.data[0]!.view_time).toMatch(/^10:30 a\.\s?m\. CST$/);
    expect(labelsOf(spanish.links)).toEqual(['Anterior', '1', 'Siguiente']);
    const english = (await page(school, '/account/viewing-history', 'en', 'account/viewing-history')).history as { data: ViewingHistoryRow[]; links: PaginationLink[] };
    expect(english.data[0]).toMatchObject({ view_date: 'Mar 5, 2026', view_time: '10:30 AM CST', product: { title: 'Safe Touches' } });
    expect(labelsOf(english.links)).toEqual(['Previous', '1', 'Next']);
  });

  it('My Profile writes the certificate’s and the check-terms request’s dates and the account type in the visitor’s language', async () => {
    const spanish = await page(school, '/account/profile', 'es', 'account/profile');
    expect(spanish.profile).toMatchObject({ account_type: { name: 'Escuela/Organización' }, tax_exempt_certificate: { submitted_on: '10 feb 2026' } });
    expect(spanish.checkTerms).toMatchObject({ requested_on: '12 feb 2026' });
    const english = await page(school, '/account/profile', 'en', 'account/profile');
    expect(english.profile).toMatchObject({ account_type: { name: 'Schools/Organization' }, tax_exempt_certificate: { submitted_on: 'Feb 10, 2026' } });
    expect(english.checkTerms).toMatchObject({ requested_on: 'Feb 12, 2026' });
  });
});

describe('My Orders', () => {
  it('names the status and labels the pager in the visitor’s language', async () => {
    const spanish = (await page(school, '/account/orders', 'es', 'account/orders/index')).orders as { data: OrderListRow[]; links: PaginationLink[] };
    expect(spanish.data.map((order) => order.status_name)).toEqual(['OC generada', 'Pagado']);
    expect(labelsOf(spanish.links)).toEqual(['Anterior', '1', 'Siguiente']);
    const english = (await page(school, '/account/orders', 'en', 'account/orders/index')).orders as { data: OrderListRow[]; links: PaginationLink[] };
    expect(english.data.map((order) => order.status_name)).toEqual(['PO Generated', 'Paid']);
    expect(labelsOf(english.links)).toEqual(['Previous', '1', 'Next']);
  });
});

describe('a renewal line', () => {
  const spanishLabel = () => `Renovación de licencia por un año: Contactos seguros — nuevo vencimiento: ${formatShopDate(renewalDate(), 'es')}`;
  const englishLabel = () => `One-year licence renewal: Safe Touches — new expiry ${formatShopDate(renewalDate(), 'en')}`;

  it('reads in the visitor’s language in the cart, its JSON and the checkout summary', async () => {
    const cart = async (locale: Locale) => {
      const answer = await school.agent.get('/cart').set({ ...jsonHeaders(school.token), Cookie: `locale=${locale}` });
      expect(answer.status).toBe(200);
      return (answer.body.items as CartItemView[]).find((item) => item.renewal)!.renewal!;
    };
    expect(await cart('es')).toMatchObject({ label: spanishLabel(), new_expires_on: formatShopDate(renewalDate(), 'es') });
    expect(await cart('en')).toMatchObject({ label: englishLabel(), new_expires_on: formatShopDate(renewalDate(), 'en') });
    const checkout = async (locale: Locale) => ((await page(school, '/checkout', locale, 'checkout/index')).cart_items as CartItemView[]).find((item) => item.renewal)!.renewal!.label;
    expect(await checkout('es')).toBe(spanishLabel());
    expect(await checkout('en')).toBe(englishLabel());
  });

  it('reads in the visitor’s language on the order confirmation', async () => {
    const itemsOf = async (locale: Locale) =>
      ((await page(school, `/orders/${quoteId}/confirmation`, locale, 'orders/confirmation')).order as { items: { renewal_label: string | null }[] }).items;
    expect((await itemsOf('es'))[0]!.renewal_label).toBe(`Renovación de licencia por un año: Safe Touches — nuevo vencimiento: ${formatShopDate(renewalDate(), 'es')}`);
    expect((await itemsOf('en'))[0]!.renewal_label).toBe(englishLabel());
  });

  it('reads in the recipient’s saved language in the confirmation e-mail', async () => {
    const confirmationText = async (locale: Locale) => {
      await t.db.user.update({ where: { id: schoolId }, data: { locale } });
      const deps = { db: t.db, mailer: createMailer(t.config), logger: pino({ level: 'silent' }), appUrl: t.config.appUrl };
      expect(await sendOrderConfirmation(deps, { id: quoteId, userId: schoolId })).toBe(true);
      const [newest] = (await listMailbox(t.mailDir)).filter((entry) => entry.to.includes('spanish.props.school@example.test')).sort((a, b) => b.id.localeCompare(a.id));
      return (await readMailboxMessage(t.mailDir, newest!.id))!.text;
    };
    expect(await confirmationText('es')).toContain(spanishLabel().replace('Contactos seguros', 'Safe Touches'));
    expect(await confirmationText('en')).toContain(englishLabel());
  });
});

describe('the role and account type', () => {
  it('come in the visitor’s language with the signed-in user on every page', async () => {
    const spanish = await page(school, '/account/orders', 'es', 'account/orders/index');
    expect(spanish.auth.user).toMatchObject({ role: 'schools', role_label: 'Escuela/Organización', account_type: { name: 'Escuela/Organización' } });
    const english = await page(school, '/account/orders', 'en', 'account/orders/index');
    expect(english.auth.user).toMatchObject({ role: 'schools', role_label: 'Schools/Organization', account_type: { name: 'Schools/Organization' } });
  });

  it('checkout’s user detail names the account type in the visitor’s language', async () => {
    expect((await page(school, '/checkout', 'es', 'checkout/index')).user).toMatchObject({ account_type: { name: 'Escuela/Organización' } });
    expect((await page(school, '/checkout', 'en', 'checkout/index')).user).toMatchObject({ account_type: { name: 'Schools/Organization' } });
  });

  it('names a parent’s role too', async () => {
    const parent = await createUser(t.db, { email: 'spanish.props.parent@example.test', accountTypeId: ACCOUNT_TYPE.parent });
    const browser = await signedInBrowser(t, parent.email);
    expect((await page(browser, '/account/profile', 'es', 'account/profile')).auth.user).toMatchObject({ role_label: 'Padre, madre o particular' });
  });
});

describe('staff pages', () => {
  it('stay English for a staff member who chose Spanish', async () => {
    const props = await page(staff, `/admin/customers/${schoolId}`, 'es', 'admin/customers/show');
    const licences = props.licences as { rows: { starts_on: string; expires_on: string }[] };
    expect(licences.rows[0]).toMatchObject({ starts_on: formatShopDate(licence.startsAt, 'en'), expires_on: formatShopDate(licence.expiresAt, 'en') });
    expect((props.viewing as { last_watched_on: string }).last_watched_on).toBe('Mar 5, 2026');
    const orders = await page(staff, '/admin/orders', 'es', 'admin/orders/index');
    expect(labelsOf((orders.orders as { links: PaginationLink[] }).links)).toEqual(['Previous', '1', 'Next']);
  });
});
