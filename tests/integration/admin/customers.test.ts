import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_ACCOUNT_MESSAGES } from '#server/accounts/customer-accounts.schemas';
import { INACTIVE_ACCOUNT } from '#server/accounts/login.service';
import type { CustomerShowPageProps } from '#server/admin/customers.pages';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { createLicence, createViewingHistory } from '#tests/factories/licensing';
import { createOrder } from '#tests/factories/orders';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createSchoolWithSubUsers, createUser, DEFAULT_PASSWORD } from '#tests/factories/users';
import { addDays } from '#tests/factories/db';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { guestBrowser, jsonHeaders, signedInBrowser } from '#tests/integration/accounts/account-helpers';
import { mailsTo, newKey, postStaffForm, staffBrowser, visitPage } from './staff-helpers';

// Issue 12 item 4 (docs/decisions/077): the customer detail page and the account switches staff may use.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

describe('the customer detail page', () => {
  it('shows a school: profile, organization, certificate, orders, licences, school users, viewing and staff trail; never a password', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db, { school: { organizationName: 'Lakeside Academy' } });
    const [manager, teacher] = subUsers;
    const program = await createLicensedProgram(t.db, { title: 'Kindergarten Program' });
    const { order } = await createOrder(t.db, { user: manager, lines: [{ product: program }] });
    const unrelated = await createOrder(t.db, { user: await createUser(t.db), lines: [{ product: await createProduct(t.db) }] });
    await createViewingHistory(t.db, { schoolUserId: school.id, userId: teacher.id, productId: program.id, orderId: order.id, watchCount: 4 });
    await createViewingHistory(t.db, { schoolUserId: school.id, userId: manager.id, productId: program.id, orderId: order.id, watchCount: 1 });
    const staff = await staffBrowser(t);

    const page = await visitPage(staff, `/admin/customers/${school.id}`);
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('admin/customers/show');
    const props = page.body.props as unknown as CustomerShowPageProps;
    expect(props.breadcrumbs.at(-1)).toEqual({ label: `${school.firstName} ${school.lastName}` });
    expect(props.customer).toMatchObject({
      id: school.id,
      email: school.email,
      is_school_main_account: true,
      is_active: true,
      organization: { name: 'Lakeside Academy', tax_id: '75-1234567' },
      tax_exemption: { status: 'pending', holder_id: school.id, document_url: `/admin/tax-exemptions/${school.id}/document` },
    });
    expect(props.orders.rows.map((row: { id: number }) => row.id)).toEqual([order.id]);
    expect(props.orders.rows[0]).toMatchObject({ url: `/admin/orders/${order.id}`, order_number: String(order.id).padStart(6, '0'), placed_by: `${manager.firstName} ${manager.lastName}` });
    expect(props.orders.rows.some((row: { id: number }) => row.id === unrelated.order.id)).toBe(false);
    expect(props.licences.rows).toHaveLength(1);
    expect(props.licences.rows[0]).toMatchObject({ product: { title: 'Kindergarten Program' }, state: 'active', order: { id: order.id } });
    expect(props.sub_users.map((user: { id: number }) => user.id).sort()).toEqual([manager.id, teacher.id].sort());
    expect(props.viewing).toMatchObject({ total_views: 5, products_watched: 1, viewers: 2 });
    expect(props.viewing.top_products[0]).toMatchObject({ title: 'Kindergarten Program', views: 5 });
    expect(props.actions).toMatchObject({ resend_verification_url: null, send_password_reset_url: `/admin/customers/${school.id}/send-password-reset`, can_deactivate: true });

    const json = JSON.stringify(page.body.props);
    const row = await t.db.user.findUniqueOrThrow({ where: { id: school.id } });
    expect(json).not.toContain(row.passwordHash);
    expect(json.toLowerCase()).not.toContain('password_hash');
    expect(json).not.toContain('passwordHash');
  });

  it('shows a sub-user with its school and the school’s licences and certificate', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db);
    const staff = await staffBrowser(t);
    const page = await visitPage(staff, `/admin/customers/${subUsers[0].id}`);
    const props = page.body.props as unknown as CustomerShowPageProps;
    expect(props.customer).toMatchObject({ is_school_sub_user: true, school: { id: school.id, url: `/admin/customers/${school.id}` }, tax_exemption: { holder_id: school.id } });
    expect(props.licences).toMatchObject({ owner_id: school.id, owner_is_school: true });
    expect(props.sub_users).toEqual([]);
  });

  it('answers 404 for an unknown or deleted customer', async () => {
    const staff = await staffBrowser(t);
    const deleted = await createUser(t.db, { deletedAt: new Date() });
    for (const url of ['/admin/customers/999999', `/admin/customers/${deleted.id}`, '/admin/customers/0', '/admin/customers/x']) {
      expect((await staff.agent.get(url).set(inertiaHeaders(staff.token))).status, url).toBe(404);
    }
  });

  it('lists a parent’s licences with their state and the staff trail, newest first', async () => {
    const parent = await createUser(t.db);
    const video = await createLicensedProgram(t.db, { title: 'Home Video' });
    await createLicence(t.db, { userId: parent.id, productId: video.id, startsAt: addDays(new Date(), -400), expiresAt: addDays(new Date(), -35), status: 'active' });
    const staff = await staffBrowser(t);
    await postStaffForm(staff, `/admin/customers/${parent.id}/send-password-reset`, { idempotency_key: newKey() });
    const props = (await visitPage(staff, `/admin/customers/${parent.id}`)).body.props as unknown as CustomerShowPageProps;
    expect(props.licences.rows[0]).toMatchObject({ product: { title: 'Home Video' }, state: 'expired', order: null });
    expect(props.audit_trail[0]).toMatchObject({ action: 'customer.send-password-reset', customer_user_id: parent.id });
    expect(props.sent_emails[0]).toMatchObject({ subject: 'Reset your Play It Safe password' });
  });
});

describe('activating and deactivating an account', () => {
  it('deactivates: signed out at once and refused at sign-in; activating lets them back in', async () => {
    const customer = await createUser(t.db);
    const theirs = await signedInBrowser(t, customer.email);
    expect((await theirs.agent.get('/account/profile').set(inertiaHeaders(theirs.token))).status).toBe(200);
    const staff = await staffBrowser(t);

    const off = await postStaffForm(staff, `/admin/customers/${customer.id}/active`, { idempotency_key: newKey(), is_active: false });
    expect(off.status).toBe(303);
    expect(off.location).toBe(`/admin/customers/${customer.id}`);
    expect(off.flash).toEqual({ success: CUSTOMER_ACCOUNT_MESSAGES.deactivated });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: customer.id } })).isActive).toBe(false);
    expect(await t.db.session.count({ where: { userId: customer.id } })).toBe(0);
    const after = await theirs.agent.get('/account/profile').set('Accept', 'text/html');
    expect(after.headers.location).toBe('/login');
    const guest = await guestBrowser(t);
    const login = await guest.agent.post('/login').set(jsonHeaders(guest.token)).send({ email: customer.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(INACTIVE_ACCOUNT);

    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { customerUserId: customer.id } });
    expect(event).toMatchObject({ action: 'customer.deactivate', before: { is_active: true }, after: { is_active: false }, actorUserId: staff.userId });

    const again = await postStaffForm(staff, `/admin/customers/${customer.id}/active`, { idempotency_key: newKey(), is_active: '0' });
    expect(again.flash).toEqual({ info: CUSTOMER_ACCOUNT_MESSAGES.alreadyInactive });
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: customer.id } })).toBe(1);

    const on = await postStaffForm(staff, `/admin/customers/${customer.id}/active`, { idempotency_key: newKey(), is_active: 1 });
    expect(on.flash).toEqual({ success: CUSTOMER_ACCOUNT_MESSAGES.activated });
    const back = await guest.agent.post('/login').set(jsonHeaders(guest.token)).send({ email: customer.email, password: DEFAULT_PASSWORD });
    expect(back.status).toBe(200);
  });

  it('does a double submit once, and validates the form', async () => {
    const customer = await createUser(t.db);
    const staff = await staffBrowser(t);
    const url = `/admin/customers/${customer.id}/active`;
    const body = { idempotency_key: newKey(), is_active: false };
    const [first, second] = await Promise.all([postStaffForm(staff, url, body), postStaffForm(staff, url, body)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: customer.id } })).toBe(1);
    expect((await postStaffForm(staff, url, body)).flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });

    expect((await postStaffForm(staff, url, { idempotency_key: newKey(), is_active: 'maybe' })).errors).toEqual({ is_active: CUSTOMER_ACCOUNT_MESSAGES.activeRequired });
    expect((await postStaffForm(staff, url, { is_active: true })).errors).toEqual({ idempotency_key: STAFF_FORM_MESSAGES.idempotencyKey });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: customer.id } })).isActive).toBe(false);
  });

  it('never lets staff deactivate themselves', async () => {
    const staff = await staffBrowser(t);
    const answer = await postStaffForm(staff, `/admin/customers/${staff.userId}/active`, { idempotency_key: newKey(), is_active: false });
    expect(answer.flash).toEqual({ error: CUSTOMER_ACCOUNT_MESSAGES.notYourself });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: staff.userId } })).isActive).toBe(true);
    const page = await visitPage(staff, `/admin/customers/${staff.userId}`);
    expect((page.body.props.actions as { can_deactivate: boolean }).can_deactivate).toBe(false);
  });
});

describe('account e-mails sent by staff', () => {
  it('resends the verification e-mail only while the address is unverified', async () => {
    const unverified = await createUser(t.db, { emailVerifiedAt: null });
    const staff = await staffBrowser(t);
    const page = await visitPage(staff, `/admin/customers/${unverified.id}`);
    expect((page.body.props.actions as { resend_verification_url: string }).resend_verification_url).toBe(`/admin/customers/${unverified.id}/resend-verification`);

    const answer = await postStaffForm(staff, `/admin/customers/${unverified.id}/resend-verification`, { idempotency_key: newKey() });
    expect(answer.flash).toEqual({ success: CUSTOMER_ACCOUNT_MESSAGES.verificationSent });
    const [mail] = await mailsTo(t, unverified.email);
    expect(mail.subject).toBe('Verify your Play It Safe email address');
    expect(mail.text).toMatch(new RegExp(`http://shop\\.test/email/verify/${unverified.id}/`));
    expect(await t.db.sentEmail.count({ where: { userId: unverified.id, kind: 'email-verification' } })).toBe(1);
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: unverified.id, action: 'customer.resend-verification' } })).toBe(1);

    const verified = await createUser(t.db);
    const refused = await postStaffForm(staff, `/admin/customers/${verified.id}/resend-verification`, { idempotency_key: newKey() });
    expect(refused.flash).toEqual({ info: CUSTOMER_ACCOUNT_MESSAGES.alreadyVerified });
    expect(await mailsTo(t, verified.email)).toHaveLength(0);
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: verified.id } })).toBe(0);
  });

  it('sends a password-reset link the customer can use; staff never see it, and an inactive account is refused', async () => {
    const customer = await createUser(t.db);
    const staff = await staffBrowser(t);
    const key = newKey();
    const answer = await postStaffForm(staff, `/admin/customers/${customer.id}/send-password-reset`, { idempotency_key: key });
    expect(answer.flash).toEqual({ success: CUSTOMER_ACCOUNT_MESSAGES.resetSent });
    const mails = await mailsTo(t, customer.email);
    expect(mails).toHaveLength(1);
    const link = /http:\/\/shop\.test\/reset-password\/\S+/.exec(mails[0].text)![0];
    expect(JSON.stringify((await visitPage(staff, `/admin/customers/${customer.id}`)).body)).not.toContain(new URL(link).pathname);
    expect((await postStaffForm(staff, `/admin/customers/${customer.id}/send-password-reset`, { idempotency_key: key })).flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });
    expect(await mailsTo(t, customer.email)).toHaveLength(1);

    // The customer chooses the new password through the link.
    const guest = await guestBrowser(t);
    const url = new URL(link);
    const reset = await guest.agent
      .post('/reset-password')
      .set(inertiaHeaders(guest.token))
      .send({ token: url.pathname.split('/').pop(), email: customer.email, password: 'Another-Pass-2026', password_confirmation: 'Another-Pass-2026' });
    expect(reset.status).toBe(302);
    expect((await guest.agent.post('/login').set(jsonHeaders(guest.token)).send({ email: customer.email, password: 'Another-Pass-2026' })).status).toBe(200);

    const inactive = await createUser(t.db, { isActive: false });
    const refused = await postStaffForm(staff, `/admin/customers/${inactive.id}/send-password-reset`, { idempotency_key: newKey() });
    expect(refused.flash).toEqual({ error: CUSTOMER_ACCOUNT_MESSAGES.resetInactive });
    expect(await mailsTo(t, inactive.email)).toHaveLength(0);
  });
});

it('keeps a paid order’s status untouched by account changes', async () => {
  const customer = await createUser(t.db);
  const { order } = await createOrder(t.db, { user: customer, lines: [{ product: await createProduct(t.db) }], statusId: ORDER_STATUS.paid });
  const staff = await staffBrowser(t);
  await postStaffForm(staff, `/admin/customers/${customer.id}/active`, { idempotency_key: newKey(), is_active: false });
  expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).statusId).toBe(ORDER_STATUS.paid);
});
