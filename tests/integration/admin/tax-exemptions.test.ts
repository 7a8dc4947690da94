import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJECTION_REASON_MAX, TAX_EXEMPTION_MESSAGES } from '#server/accounts/tax-exemption.schemas';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { createOrder } from '#tests/factories/orders';
import { createProduct } from '#tests/factories/products';
import { createTaxRate } from '#tests/factories/pricing-rules';
import { createSchoolSubUser, createSchoolUser, createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { pdfBytes, pngBytes, signedInBrowser } from '#tests/integration/accounts/account-helpers';
import { openCartBrowser } from '#tests/integration/cart/cart-browser';
import { mailsTo, newKey, postStaffForm, staffBrowser, visitPage } from './staff-helpers';

// Issue 12 item 5 (docs/decisions/075): the certificate queue, the protected document, approve and reject with a
// reason, and what approval does to pricing (the school and its sub-users, from the next pricing on).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await createTaxRate(t.db, { sortOrder: 1 });
});
afterAll(() => t.close());

const texasAddress = { receiver_name: 'Pat Doe', phone_number: '8175550100', street: '1 Main St', city: 'Austin', state: 'TX', zip_code: '78701' };

async function schoolWithCertificate(overrides: Parameters<typeof createSchoolUser>[1] = {}) {
  const relative = `private/tax-certificates/${crypto.randomUUID()}.pdf`;
  await mkdir(path.join(t.config.storageDir, 'private/tax-certificates'), { recursive: true });
  await writeFile(path.join(t.config.storageDir, relative), pdfBytes(2000));
  return createSchoolUser(t.db, { taxExemptCertificate: relative, taxExemptSubmittedAt: new Date('2026-11-01T15:00:00Z'), ...overrides });
}

const expectedOf = (user: { taxExemptStatus: string | null; taxExemptSubmittedAt: Date | null }) => ({
  expected_status: user.taxExemptStatus,
  expected_submitted_at: user.taxExemptSubmittedAt!.toISOString(),
});

async function taxFor(email: string): Promise<number> {
  const tab = await openCartBrowser(t.app);
  await tab.signIn(email);
  await tab.delete('/cart/clear');
  const product = await createProduct(t.db, { priceCents: 45_000 });
  await tab.post('/cart', { product_id: product.id, qty: 1 });
  const pricing = (await tab.post('/cart/pricing', { shipping_address: texasAddress })).body.pricing;
  return pricing.tax;
}

describe('the certificate queue', () => {
  it('lists pending certificates first, oldest first, and filters by state', async () => {
    const staff = await staffBrowser(t);
    const older = await schoolWithCertificate({ organizationName: 'Older Pending ISD', taxExemptSubmittedAt: new Date('2026-10-01T12:00:00Z') });
    const approved = await schoolWithCertificate({ organizationName: 'Approved ISD', taxExemptStatus: 'approved', taxExemptApprovedAt: new Date() });
    const newer = await schoolWithCertificate({ organizationName: 'Newer Pending ISD', taxExemptSubmittedAt: new Date('2026-11-20T12:00:00Z') });
    const rejected = await schoolWithCertificate({ organizationName: 'Rejected ISD', taxExemptStatus: 'rejected', taxExemptRejectedAt: new Date(), taxExemptRejectedReason: 'Expired' });
    await createSchoolUser(t.db, { taxExemptCertificate: null, taxExemptStatus: null, organizationName: 'No Certificate ISD' });

    const page = await visitPage(staff, '/admin/tax-exemptions');
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('admin/tax-exemptions/index');
    const ids = (page.body.props.certificates as { data: { user_id: number }[] }).data.map((row) => row.user_id);
    const ours = ids.filter((id) => [older.id, approved.id, newer.id, rejected.id].includes(id));
    expect(ours).toEqual([older.id, newer.id, approved.id, rejected.id]);
    expect(page.body.props.pending_count).toBeGreaterThanOrEqual(2);

    const onlyRejected = await visitPage(staff, '/admin/tax-exemptions?status=rejected');
    const rows = (onlyRejected.body.props.certificates as { data: { user_id: number; certificate: { status: string; rejected_reason: string } }[] }).data;
    expect(rows.every((row) => row.certificate.status === 'rejected')).toBe(true);
    expect(rows.find((row) => row.user_id === rejected.id)?.certificate.rejected_reason).toBe('Expired');

    const unknown = await staff.agent.get('/admin/tax-exemptions?status=lost').set(inertiaHeaders(staff.token));
    expect(unknown.status).toBe(422);
  });

  it('opens the certificate inline with its type, for staff only', async () => {
    const school = await schoolWithCertificate();
    const staff = await staffBrowser(t);
    const answer = await staff.agent.get(`/admin/tax-exemptions/${school.id}/document`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^inline/);
    expect(answer.headers['cache-control']).toContain('no-store');
    expect(Buffer.from(answer.body).subarray(0, 5).toString()).toBe('%PDF-');

    const own = await signedInBrowser(t, school.email);
    expect((await own.agent.get(`/admin/tax-exemptions/${school.id}/document`)).status).toBe(404);
    // No certificate, or not a school: not found.
    const parent = await createUser(t.db);
    expect((await staff.agent.get(`/admin/tax-exemptions/${parent.id}/document`)).status).toBe(404);
    expect((await staff.agent.get('/admin/tax-exemptions/abc/document')).status).toBe(404);
  });

  it('serves a PNG certificate as an image', async () => {
    const relative = `private/tax-certificates/${crypto.randomUUID()}.png`;
    await writeFile(path.join(t.config.storageDir, relative), pngBytes());
    const school = await createSchoolUser(t.db, { taxExemptCertificate: relative });
    const staff = await staffBrowser(t);
    const answer = await staff.agent.get(`/admin/tax-exemptions/${school.id}/document`);
    expect(answer.headers['content-type']).toBe('image/png');
  });
});

describe('approving a certificate', () => {
  it('stops charging tax to the school and its sub-users from the next pricing on; placed orders keep their tax', async () => {
    const school = await schoolWithCertificate();
    const subUser = await createSchoolSubUser(t.db, school);
    const product = await createProduct(t.db, { priceCents: 45_000 });
    const placed = await createOrder(t.db, { user: school, lines: [{ product }], taxRate: { name: 'Texas Sales Tax', basisPoints: 825 } });
    expect(await taxFor(school.email)).toBe(37.13);
    expect(await taxFor(subUser.email)).toBe(37.13);

    const staff = await staffBrowser(t);
    const answer = await postStaffForm(staff, `/admin/tax-exemptions/${school.id}/approve`, { idempotency_key: newKey(), ...expectedOf(school) });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/admin/tax-exemptions');
    expect(answer.flash).toEqual({ success: TAX_EXEMPTION_MESSAGES.approved });

    const row = await t.db.user.findUniqueOrThrow({ where: { id: school.id } });
    expect(row.taxExemptStatus).toBe('approved');
    expect(row.taxExemptApprovedAt).toBeInstanceOf(Date);
    expect(await taxFor(school.email)).toBe(0);
    expect(await taxFor(subUser.email)).toBe(0);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: placed.order.id } });
    expect(order.totalTaxCents).toBe(placed.order.totalTaxCents);
    expect(order.totalTaxCents).toBeGreaterThan(0);

    const events = await t.db.staffAuditEvent.findMany({ where: { customerUserId: school.id } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'tax-exemption.approve', actorUserId: staff.userId, subjectType: 'user', subjectId: school.id });
    expect(events[0].before).toMatchObject({ status: 'pending' });
    expect(events[0].after).toMatchObject({ status: 'approved' });

    const [mail] = await mailsTo(t, school.email);
    expect(mail.subject).toBe('Your tax-exempt certificate was approved');
    expect(await t.db.sentEmail.count({ where: { userId: school.id, kind: 'tax-exemption-approved' } })).toBe(1);

    // The school's profile shows the approval and its date.
    const own = await signedInBrowser(t, school.email);
    const profile = await visitPage(own, '/account/profile');
    expect((profile.body.props.profile as { tax_exempt_certificate: object }).tax_exempt_certificate).toMatchObject({ status: 'approved', approved: true });
    expect((profile.body.props.profile as { tax_exempt_certificate: { approved_on: string } }).tax_exempt_certificate.approved_on).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('does it once for a double submit, and says so', async () => {
    const school = await schoolWithCertificate();
    const staff = await staffBrowser(t);
    const body = { idempotency_key: newKey(), ...expectedOf(school) };
    const [first, second] = await Promise.all([
      postStaffForm(staff, `/admin/tax-exemptions/${school.id}/approve`, body),
      postStaffForm(staff, `/admin/tax-exemptions/${school.id}/approve`, body),
    ]);
    // Both answered with a redirect (the flashes of one session may merge into one page); done once.
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: school.id } })).toBe(1);
    expect(await t.db.sentEmail.count({ where: { userId: school.id } })).toBe(1);
    // The same form sent once more is answered "already done".
    const repeat = await postStaffForm(staff, `/admin/tax-exemptions/${school.id}/approve`, body);
    expect(repeat.flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: school.id } })).toBe(1);

    // Another form opened before the approval: already approved, nothing more happens.
    const again = await postStaffForm(staff, `/admin/tax-exemptions/${school.id}/approve`, { idempotency_key: newKey(), ...expectedOf(school) });
    expect(again.flash).toEqual({ info: TAX_EXEMPTION_MESSAGES.alreadyApproved });
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: school.id } })).toBe(1);
  });

  it('refuses a form opened before the school uploaded a newer certificate', async () => {
    const school = await schoolWithCertificate();
    const staff = await staffBrowser(t);
    const stale = expectedOf(school);
    await t.db.user.update({ where: { id: school.id }, data: { taxExemptSubmittedAt: new Date() } });
    const answer = await postStaffForm(staff, `/admin/tax-exemptions/${school.id}/approve`, { idempotency_key: newKey(), ...stale });
    expect(answer.flash).toEqual({ error: TAX_EXEMPTION_MESSAGES.stale });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: school.id } })).taxExemptStatus).toBe('pending');
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: school.id } })).toBe(0);
  });

  it('answers 404 for an account without a certificate, a sub-user or a parent', async () => {
    const staff = await staffBrowser(t);
    const school = await schoolWithCertificate();
    const subUser = await createSchoolSubUser(t.db, school);
    const parent = await createUser(t.db);
    for (const user of [subUser, parent]) {
      const answer = await staff.agent
        .post(`/admin/tax-exemptions/${user.id}/approve`)
        .set(inertiaHeaders(staff.token))
        .send({ idempotency_key: newKey(), expected_status: 'pending', expected_submitted_at: new Date().toISOString() });
      expect(answer.status).toBe(404);
    }
  });
});

describe('rejecting a certificate', () => {
  it('needs a reason of at most 500 characters, and a form key', async () => {
    const school = await schoolWithCertificate();
    const staff = await staffBrowser(t);
    const url = `/admin/tax-exemptions/${school.id}/reject`;
    const blank = await postStaffForm(staff, url, { idempotency_key: newKey(), ...expectedOf(school), reason: '   ' });
    expect(blank.errors).toEqual({ reason: TAX_EXEMPTION_MESSAGES.reasonRequired });
    const long = await postStaffForm(staff, url, { idempotency_key: newKey(), ...expectedOf(school), reason: 'x'.repeat(REJECTION_REASON_MAX + 1) });
    expect(long.errors).toEqual({ reason: TAX_EXEMPTION_MESSAGES.reasonTooLong });
    const noKey = await postStaffForm(staff, url, { ...expectedOf(school), reason: 'Expired' });
    expect(noKey.errors).toEqual({ idempotency_key: STAFF_FORM_MESSAGES.idempotencyKey });
    const errorBag = await postStaffForm(staff, url, { idempotency_key: newKey(), ...expectedOf(school) }, { errorBag: 'reject-certificate' });
    expect(errorBag.errors).toEqual({ reason: TAX_EXEMPTION_MESSAGES.reasonRequired });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: school.id } })).taxExemptStatus).toBe('pending');
    expect(await t.db.staffAuditEvent.count({ where: { customerUserId: school.id } })).toBe(0);
  });

  it('records the reason, e-mails the school asking for a new document, and the profile shows it; a new upload goes back to pending', async () => {
    const school = await schoolWithCertificate();
    const staff = await staffBrowser(t);
    const reason = 'The certificate expired in 2024. Please send the current one.';
    const answer = await postStaffForm(staff, `/admin/tax-exemptions/${school.id}/reject`, { idempotency_key: newKey(), ...expectedOf(school), reason });
    expect(answer.flash).toEqual({ success: TAX_EXEMPTION_MESSAGES.rejected });
    const row = await t.db.user.findUniqueOrThrow({ where: { id: school.id } });
    expect(row).toMatchObject({ taxExemptStatus: 'rejected', taxExemptRejectedReason: reason, taxExemptApprovedAt: null });
    expect(await taxFor(school.email)).toBe(37.13);

    const [mail] = await mailsTo(t, school.email);
    expect(mail.subject).toBe('Your tax-exempt certificate needs attention');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('http://shop.test/account/profile');
    expect(await t.db.sentEmail.count({ where: { userId: school.id, kind: 'tax-exemption-rejected' } })).toBe(1);

    const own = await signedInBrowser(t, school.email);
    const profile = await visitPage(own, '/account/profile');
    expect((profile.body.props.profile as { tax_exempt_certificate: object }).tax_exempt_certificate).toMatchObject({
      status: 'rejected',
      rejected_reason: reason,
    });

    const upload = await own.agent
      .post(`/settings/profile/${school.id}`)
      .set({ Accept: 'application/json', 'X-XSRF-TOKEN': own.token, 'X-HTTP-Method-Override': 'PUT' })
      .field('_method', 'PUT')
      .attach('tax_exempt_certificate', pdfBytes(), 'new.pdf');
    expect(upload.status).toBe(200);
    expect(upload.body.user.tax_exempt_certificate).toMatchObject({ status: 'pending', rejected_reason: null, rejected_on: null });

    // The old rejection form is now stale.
    const stale = await postStaffForm(staff, `/admin/tax-exemptions/${school.id}/approve`, { idempotency_key: newKey(), expected_status: 'rejected', expected_submitted_at: row.taxExemptSubmittedAt!.toISOString() });
    expect(stale.flash).toEqual({ error: TAX_EXEMPTION_MESSAGES.stale });
  });

  it('withdraws an approval: the school pays tax again from the next pricing on', async () => {
    const school = await schoolWithCertificate({ taxExemptStatus: 'approved', taxExemptApprovedAt: new Date() });
    const subUser = await createSchoolSubUser(t.db, school);
    expect(await taxFor(subUser.email)).toBe(0);
    const staff = await staffBrowser(t);
    const answer = await postStaffForm(staff, `/admin/tax-exemptions/${school.id}/reject`, { idempotency_key: newKey(), ...expectedOf(school), reason: 'Revoked by the state.' });
    expect(answer.flash).toEqual({ success: TAX_EXEMPTION_MESSAGES.rejected });
    expect(await taxFor(subUser.email)).toBe(37.13);
  });
});
