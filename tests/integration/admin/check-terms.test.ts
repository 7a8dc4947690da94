import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_TERMS_MESSAGES, CHECK_TERMS_NOTE_MAX } from '#server/accounts/check-terms.schemas';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { createProduct } from '#tests/factories/products';
import { createAddress, createSchoolWithSubUsers, createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { signInBuyer } from '#tests/integration/checkout/checkout-buyer';
import { mailsTo, newKey, postStaffForm, staffBrowser, visitPage } from './staff-helpers';

// Issue 13 item 3 (docs/decisions/096): a school asks for check / PO terms in My Profile; staff approve (the school
// and its sub-users are offered check at checkout), decline with a reason, or switch the school back to card
// payments; each staff action audited, idempotent, refused when stale, and e-mailed to the school.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const REQUEST_URL = '/account/check-terms';
const approveUrl = (id: number) => `/admin/customers/${id}/check-terms/approve`;
const declineUrl = (id: number) => `/admin/customers/${id}/check-terms/decline`;
const cardUrl = (id: number) => `/admin/customers/${id}/check-terms/card`;

const termsOf = (id: number) =>
  t.db.user.findUniqueOrThrow({
    where: { id },
    select: { paysByCheck: true, checkTermsStatus: true, checkTermsNote: true, checkTermsRequestedAt: true, checkTermsDecidedAt: true, checkTermsDeclineReason: true },
  });

async function requestTerms(browser: Browser, note?: string) {
  return postStaffForm(browser, REQUEST_URL, note === undefined ? {} : { note });
}

async function schoolWithRequest(note = 'Our district pays by purchase order, net 30.') {
  const { school, subUsers } = await createSchoolWithSubUsers(t.db);
  const own = await signedInBrowser(t, school.email);
  const answer = await requestTerms(own, note);
  expect(answer.flash).toEqual({ success: CHECK_TERMS_MESSAGES.requested });
  const row = await termsOf(school.id);
  return { school, subUsers, own, expected: { expected_requested_at: row.checkTermsRequestedAt!.toISOString() } };
}

async function checkoutPaymentOf(email: string) {
  const browser = await signedInBrowser(t, email);
  const page = await visitPage(browser, '/checkout');
  return page.body.props.payment as { pays_by_check: boolean; check_terms_hint: string | null };
}

describe('a school asks for check / PO terms', () => {
  it('the main account sends one request with an optional note; My Profile shows it waiting; staff see it', async () => {
    const { school, own } = await schoolWithRequest('PO from the district office');
    const row = await termsOf(school.id);
    expect(row).toMatchObject({ paysByCheck: false, checkTermsStatus: 'pending', checkTermsNote: 'PO from the district office' });

    const profile = await visitPage(own, '/account/profile');
    expect(profile.body.props.checkTerms).toMatchObject({ pays_by_check: false, status: 'pending', can_request: true, note: 'PO from the district office' });

    // One open request at a time: a second post is refused with a clear message and changes nothing.
    const again = await requestTerms(own, 'Another note');
    expect(again.errors.note).toBe(CHECK_TERMS_MESSAGES.alreadyPending);
    expect(await termsOf(school.id)).toEqual(row);

    const staff = await staffBrowser(t);
    const dashboard = await visitPage(staff, '/admin');
    const queue = (dashboard.body.props.queues as { key: string; count: number; href: string }[]).find((q) => q.key === 'check_terms');
    expect(queue?.count).toBeGreaterThanOrEqual(1);
    expect(queue?.href).toBe('/admin/customers?check_terms=pending');
    const list = await visitPage(staff, queue!.href);
    const ids = (list.body.props.customers as { data: { id: number }[] }).data.map((row) => row.id);
    expect(ids).toContain(school.id);

    const detail = await visitPage(staff, `/admin/customers/${school.id}`);
    expect(detail.body.props.check_terms).toMatchObject({
      holder_id: school.id,
      status: 'pending',
      note: 'PO from the district office',
      urls: { approve: approveUrl(school.id), decline: declineUrl(school.id), switch_to_card: cardUrl(school.id) },
    });
  });

  it('the note is optional and limited in length', async () => {
    const { school } = await createSchoolWithSubUsers(t.db);
    const own = await signedInBrowser(t, school.email);
    const tooLong = await requestTerms(own, 'x'.repeat(CHECK_TERMS_NOTE_MAX + 1));
    expect(tooLong.errors.note).toBe(CHECK_TERMS_MESSAGES.noteTooLong);
    expect((await termsOf(school.id)).checkTermsStatus).toBeNull();

    await requestTerms(own);
    expect(await termsOf(school.id)).toMatchObject({ checkTermsStatus: 'pending', checkTermsNote: null });
  });

  it('a sub-user or a parent cannot ask; a sub-user sees the school terms; nothing changes', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db);
    const parent = await createUser(t.db);
    for (const user of [subUsers[0], subUsers[1], parent]) {
      const browser = await signedInBrowser(t, user.email);
      const answer = await browser.agent.post(REQUEST_URL).set(inertiaHeaders(browser.token)).send({ note: 'please' });
      expect(answer.status).toBe(403);
    }
    expect((await termsOf(school.id)).checkTermsStatus).toBeNull();
    expect((await termsOf(parent.id)).checkTermsStatus).toBeNull();

    const sub = await signedInBrowser(t, subUsers[0].email);
    expect((await visitPage(sub, '/account/profile')).body.props.checkTerms).toMatchObject({ can_request: false, pays_by_check: false });
    const parentBrowser = await signedInBrowser(t, parent.email);
    expect((await visitPage(parentBrowser, '/account/profile')).body.props.checkTerms).toBeNull();
  });

  it('checkout points a school paying by card at the request, and a sub-user at its main account', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db);
    expect(await checkoutPaymentOf(school.email)).toMatchObject({ pays_by_check: false, check_terms_hint: 'request' });
    expect(await checkoutPaymentOf(subUsers[1].email)).toMatchObject({ pays_by_check: false, check_terms_hint: 'ask-school' });
    const parent = await createUser(t.db);
    expect(await checkoutPaymentOf(parent.email)).toMatchObject({ pays_by_check: false, check_terms_hint: null });
  });
});

describe('staff approve a request', () => {
  it('switches the school to pays by check: audited, e-mailed, and check is offered to the school and its sub-users', async () => {
    const { school, subUsers, own, expected } = await schoolWithRequest();
    const product = await createProduct(t.db, { priceCents: 45_000 });

    // Before approval, a check order is refused.
    const before = await signInBuyer(t.app, school);
    await before.addToCart(product.id);
    const address = await createAddress(t.db, school.id, { isDefault: true });
    const refused = await before.completeOrder(await before.placementBody({ addressId: address.id, paymentType: 'check' }));
    expect(refused.status).toBe(422);
    expect(await t.db.order.count({ where: { userId: school.id } })).toBe(0);

    const staff = await staffBrowser(t);
    const key = newKey();
    const answer = await postStaffForm(staff, approveUrl(school.id), { idempotency_key: key, ...expected });
    expect(answer.status).toBe(303);
    expect(answer.flash).toEqual({ success: CHECK_TERMS_MESSAGES.approved });
    const row = await termsOf(school.id);
    expect(row).toMatchObject({ paysByCheck: true, checkTermsStatus: 'approved' });
    expect(row.checkTermsDecidedAt).toBeInstanceOf(Date);
    // The school keeps its account type: licences, prices and sub-users stay as they are.
    expect((await t.db.user.findUniqueOrThrow({ where: { id: school.id } })).accountTypeId).toBe(school.accountTypeId);

    const events = await t.db.staffAuditEvent.findMany({ where: { customerUserId: school.id } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'check-terms.approve', actorUserId: staff.userId, subjectType: 'user', subjectId: school.id });
    expect(events[0].before).toEqual({ pays_by_check: false, status: 'pending' });
    expect(events[0].after).toEqual({ pays_by_check: true, status: 'approved' });

    const [mail] = await mailsTo(t, school.email);
    expect(mail.subject).toBe('Check / purchase-order terms approved');
    expect(await t.db.sentEmail.count({ where: { userId: school.id, kind: 'check-terms-approved' } })).toBe(1);

    // The same form again: already done, nothing changes, no second event or e-mail.
    const repeat = await postStaffForm(staff, approveUrl(school.id), { idempotency_key: key, ...expected });
    expect(repeat.flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: school.id } })).toBe(1);
    expect(await t.db.sentEmail.count({ where: { userId: school.id, kind: 'check-terms-approved' } })).toBe(1);

    // My Profile shows the approval with its date; checkout offers check to the school and to both sub-users.
    expect((await visitPage(own, '/account/profile')).body.props.checkTerms).toMatchObject({ pays_by_check: true, status: 'approved', decided_on: expect.any(String) });
    expect(await checkoutPaymentOf(school.email)).toMatchObject({ pays_by_check: true, check_terms_hint: null });
    for (const subUser of subUsers) expect((await checkoutPaymentOf(subUser.email)).pays_by_check).toBe(true);

    // And a check order now goes through as a quote request, for the school and for a sub-user.
    const placed = await before.completeOrder(await before.placementBody({ addressId: address.id, paymentType: 'check' }));
    expect(placed.status).toBe(200);
    expect(await t.db.order.findFirstOrThrow({ where: { userId: school.id } })).toMatchObject({ paymentType: 'check', statusId: ORDER_STATUS.poGenerated });

    const sub = await signInBuyer(t.app, subUsers[1]);
    await sub.addToCart(product.id);
    const subAddress = await createAddress(t.db, subUsers[1].id, { isDefault: true });
    const subPlaced = await sub.completeOrder(await sub.placementBody({ addressId: subAddress.id, paymentType: 'check' }));
    expect(subPlaced.status).toBe(200);
    expect(await t.db.order.findFirstOrThrow({ where: { userId: subUsers[1].id } })).toMatchObject({ paymentType: 'check', ownerUserId: school.id });
  });

  it('a stale form (the request was decided meanwhile) is refused and changes nothing', async () => {
    const { school, expected } = await schoolWithRequest();
    const staff = await staffBrowser(t);
    await postStaffForm(staff, declineUrl(school.id), { idempotency_key: newKey(), ...expected, reason: 'We need a purchase order first.' });
    const afterDecline = await termsOf(school.id);

    const stale = await postStaffForm(staff, approveUrl(school.id), { idempotency_key: newKey(), ...expected });
    expect(stale.flash).toEqual({ error: CHECK_TERMS_MESSAGES.stale });
    expect(await termsOf(school.id)).toEqual(afterDecline);
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: school.id } })).toBe(1);

    // A new request after the decision: a form opened on the old one is stale too.
    const own = await signedInBrowser(t, school.email);
    await requestTerms(own, 'We now have a PO.');
    const newer = await postStaffForm(staff, approveUrl(school.id), { idempotency_key: newKey(), ...expected });
    expect(newer.flash).toEqual({ error: CHECK_TERMS_MESSAGES.stale });
    expect((await termsOf(school.id)).paysByCheck).toBe(false);
  });
});

describe('staff decline a request', () => {
  it('needs a reason; declines with it, e-mails it, and the school sees it and may ask again', async () => {
    const { school, own, expected } = await schoolWithRequest();
    const staff = await staffBrowser(t);

    const noReason = await postStaffForm(staff, declineUrl(school.id), { idempotency_key: newKey(), ...expected, reason: '  ' });
    expect(noReason.errors.reason).toBe(CHECK_TERMS_MESSAGES.reasonRequired);
    expect((await termsOf(school.id)).checkTermsStatus).toBe('pending');

    const answer = await postStaffForm(staff, declineUrl(school.id), { idempotency_key: newKey(), ...expected, reason: 'Please send a signed purchase order first.' });
    expect(answer.flash).toEqual({ success: CHECK_TERMS_MESSAGES.declined });
    expect(await termsOf(school.id)).toMatchObject({ paysByCheck: false, checkTermsStatus: 'declined', checkTermsDeclineReason: 'Please send a signed purchase order first.' });
    const [event] = await t.db.staffAuditEvent.findMany({ where: { customerUserId: school.id } });
    expect(event).toMatchObject({ action: 'check-terms.decline', subjectId: school.id });

    const [mail] = await mailsTo(t, school.email);
    expect(mail.subject).toBe('Your request for check / PO terms');
    expect(mail.text).toContain('Please send a signed purchase order first.');

    expect((await visitPage(own, '/account/profile')).body.props.checkTerms).toMatchObject({
      status: 'declined',
      decline_reason: 'Please send a signed purchase order first.',
      decided_on: expect.any(String),
    });
    expect((await checkoutPaymentOf(school.email)).pays_by_check).toBe(false);

    const again = await requestTerms(own, 'Here is our PO.');
    expect(again.flash).toEqual({ success: CHECK_TERMS_MESSAGES.requested });
    expect(await termsOf(school.id)).toMatchObject({ checkTermsStatus: 'pending', checkTermsDeclineReason: null });
  });
});

describe('staff switch a school back to card payments', () => {
  it('ends check terms for the school and its sub-users, audited and e-mailed; a repeat is already done', async () => {
    const { school, subUsers, own, expected } = await schoolWithRequest();
    const staff = await staffBrowser(t);
    await postStaffForm(staff, approveUrl(school.id), { idempotency_key: newKey(), ...expected });

    const key = newKey();
    const answer = await postStaffForm(staff, cardUrl(school.id), { idempotency_key: key, expected_pays_by_check: true });
    expect(answer.flash).toEqual({ success: CHECK_TERMS_MESSAGES.switchedBack });
    expect(await termsOf(school.id)).toMatchObject({ paysByCheck: false, checkTermsStatus: null });
    const events = await t.db.staffAuditEvent.findMany({ where: { customerUserId: school.id }, orderBy: { id: 'asc' } });
    expect(events.map((event) => event.action)).toEqual(['check-terms.approve', 'check-terms.switch-to-card']);
    expect(events[1].after).toEqual({ pays_by_check: false, status: null });
    expect(await t.db.sentEmail.count({ where: { userId: school.id, kind: 'check-terms-ended' } })).toBe(1);

    expect((await checkoutPaymentOf(school.email)).pays_by_check).toBe(false);
    expect((await checkoutPaymentOf(subUsers[0].email)).pays_by_check).toBe(false);
    expect((await visitPage(own, '/account/profile')).body.props.checkTerms).toMatchObject({ pays_by_check: false, status: null, can_request: true });

    expect((await postStaffForm(staff, cardUrl(school.id), { idempotency_key: key, expected_pays_by_check: true })).flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });
    // A second form opened while it paid by check: already done, no event.
    expect((await postStaffForm(staff, cardUrl(school.id), { idempotency_key: newKey(), expected_pays_by_check: true })).flash).toEqual({
      info: CHECK_TERMS_MESSAGES.notPayingByCheck,
    });
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: school.id } })).toBe(2);
    expect(await t.db.sentEmail.count({ where: { userId: school.id, kind: 'check-terms-ended' } })).toBe(1);
  });
});

describe('permissions on the staff actions', () => {
  it('the school, its sub-user, another school and a parent get 404 and nothing changes; a sub-user or parent id is not a school', async () => {
    const { school, subUsers, expected } = await schoolWithRequest();
    const other = await createSchoolWithSubUsers(t.db);
    const parent = await createUser(t.db);
    const before = await termsOf(school.id);
    for (const email of [school.email, subUsers[0].email, other.school.email, parent.email]) {
      const browser = await signedInBrowser(t, email);
      for (const url of [approveUrl(school.id), declineUrl(school.id), cardUrl(school.id)]) {
        const answer = await browser.agent.post(url).set(inertiaHeaders(browser.token)).send({ idempotency_key: newKey(), ...expected, reason: 'x', expected_pays_by_check: true });
        expect(answer.status).toBe(404);
      }
    }
    expect(await termsOf(school.id)).toEqual(before);

    const staff = await staffBrowser(t);
    for (const id of [subUsers[0].id, parent.id]) {
      const answer = await staff.agent.post(approveUrl(id)).set(inertiaHeaders(staff.token)).send({ idempotency_key: newKey(), ...expected });
      expect(answer.status).toBe(404);
    }
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: { in: [subUsers[0].id, parent.id] } } })).toBe(0);

    // A sub-user's page shows its school's terms without the actions.
    const subPage = await visitPage(staff, `/admin/customers/${subUsers[0].id}`);
    expect(subPage.body.props.check_terms).toMatchObject({ holder_id: school.id, status: 'pending', urls: null });
  });
});
