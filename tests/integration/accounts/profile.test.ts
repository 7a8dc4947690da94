import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, HEARD_ABOUT_US_DETAIL_REQUIRED } from '#server/accounts/account-fields.schemas';
import {
  PROFILE_FIELD_READ_ONLY,
  PROFILE_FORBIDDEN,
  PROFILE_NOTHING_TO_SAVE,
  PROFILE_UPDATED,
} from '#server/accounts/profile.schemas';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { listMailbox } from '#server/mail/mailbox';
import { createSchoolWithSubUsers, createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { exeBytes, jsonHeaders, megabytes, pdfBytes, pngBytes, signedInBrowser, type Browser } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

/** The page's call: POST multipart with `_method=PUT` and the method-override header. */
function updateProfile(browser: Browser, userId: number, fields: Record<string, string>, files: Record<string, { bytes: Buffer; name: string }> = {}) {
  const call = browser.agent
    .post(`/settings/profile/${userId}`)
    .set({ ...jsonHeaders(browser.token), 'X-HTTP-Method-Override': 'PUT' })
    .field('_method', 'PUT');
  for (const [key, value] of Object.entries(fields)) call.field(key, value);
  for (const [key, file] of Object.entries(files)) call.attach(key, file.bytes, file.name);
  return call;
}

describe('GET /account/profile', () => {
  it('shows a parent every personal field as editable, and no organization fields', async () => {
    const parent = await createUser(t.db, { heardAboutUs: 'Friend or family' });
    const browser = await signedInBrowser(t, parent.email);
    const page = await browser.agent.get('/account/profile').set(inertiaHeaders(browser.token));
    expect(page.body.component).toBe('account/profile');
    expect(page.body.props.profile).toMatchObject({ id: parent.id, email: parent.email, phone: '8175550100', email_verified: true });
    expect(page.body.props.editableFields).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'phone', 'heard_about_us', 'address', 'city', 'state', 'zip_code', 'profile_pic']),
    );
    expect(page.body.props.visibleFields).not.toContain('organization_name');
    expect(page.body.props.updateUrl).toBe(`/settings/profile/${parent.id}`);
    expect(page.body.props.options.heardAboutUs).toContainEqual({ value: 'Friend or family', label: 'Friend or family' });
  });

  it('labels the choices in Spanish for a Spanish visitor, the stored English value unchanged', async () => {
    const parent = await createUser(t.db, { heardAboutUs: 'Friend or family' });
    const browser = await signedInBrowser(t, parent.email);
    const page = await browser.agent.get('/account/profile').set(inertiaHeaders(browser.token)).set('Accept-Language', 'es');
    expect(page.body.props.profile.heard_about_us).toBe('Friend or family');
    expect(page.body.props.options.heardAboutUs).toContainEqual({ value: 'Friend or family', label: 'Un amigo o familiar' });
    expect(page.body.props.options.organizationTypes).toContainEqual({ value: 'Non-profit Organization', label: 'Organización sin fines de lucro' });
    expect(page.body.props.options.states).toContainEqual({ value: 'NC', label: 'Carolina del Norte' });
  });

  it('shows a school its identity read only, and a sub-user the school’s organization fields', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db);
    const main = await signedInBrowser(t, school.email);
    const mainPage = await main.agent.get('/account/profile').set(inertiaHeaders(main.token));
    expect(mainPage.body.props.editableFields).not.toEqual(expect.arrayContaining(['first_name']));
    expect(mainPage.body.props.editableFields).not.toContain('email');
    expect(mainPage.body.props.editableFields).toContain('tax_exempt_certificate');
    expect(mainPage.body.props.visibleFields).toEqual(expect.arrayContaining(['organization_name', 'tax_id', 'tax_exempt_certificate']));

    const sub = await signedInBrowser(t, subUsers[1].email);
    const subPage = await sub.agent.get('/account/profile').set(inertiaHeaders(sub.token));
    expect(subPage.body.props.profile.organization_name).toBe(school.organizationName);
    expect(subPage.body.props.editableFields).not.toContain('tax_exempt_certificate');
    expect(subPage.body.props.visibleFields).not.toContain('tax_exempt_certificate');
  });

  it('carries the sidebar for the account', async () => {
    const parent = await createUser(t.db);
    const browser = await signedInBrowser(t, parent.email);
    const page = await browser.agent.get('/account/profile').set(inertiaHeaders(browser.token));
    expect(page.body.props.accountNav.map((item: { label: string }) => item.label)).toEqual([
      'My Profile',
      'My Orders',
      'My Videos',
      'Change Password',
      'My Payment Method',
    ]);
    expect(page.body.props.accountNav[0]).toMatchObject({ href: '/account/profile', active: true });
  });
});

describe('PUT /settings/profile/:id', () => {
  it('saves the changed fields, the phone as digits, and answers the spec’s message with the user', async () => {
    const parent = await createUser(t.db);
    const browser = await signedInBrowser(t, parent.email);
    const answer = await updateProfile(browser, parent.id, { first_name: 'Jordan', phone: '(817) 555-0199', city: 'Arlington', state: 'tx', zip_code: '76012-4455' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: PROFILE_UPDATED, user: { first_name: 'Jordan', phone: '8175550199', city: 'Arlington', state: 'TX' } });
    const row = await t.db.user.findUniqueOrThrow({ where: { id: parent.id } });
    expect(row).toMatchObject({ firstName: 'Jordan', phone: '8175550199', zipCode: '76012-4455', lastName: parent.lastName });
  });

  it('works as a real PUT too (the Inertia v3 client)', async () => {
    const parent = await createUser(t.db);
    const browser = await signedInBrowser(t, parent.email);
    const answer = await browser.agent.put(`/settings/profile/${parent.id}`).set(jsonHeaders(browser.token)).field('city', 'Denton');
    expect(answer.status).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: parent.id } })).city).toBe('Denton');
  });

  it('refuses a phone without 10 digits with "Invalid Phone Number"', async () => {
    const parent = await createUser(t.db);
    const browser = await signedInBrowser(t, parent.email);
    for (const phone of ['817555019', '81755501999', 'abc-def-ghij']) {
      const answer = await updateProfile(browser, parent.id, { phone });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ phone: 'Invalid Phone Number' });
    }
    expect((await t.db.user.findUniqueOrThrow({ where: { id: parent.id } })).phone).toBe(parent.phone);
  });

  it('asks for at least 3 characters of detail for Conference, Recommended program list and Other', async () => {
    const parent = await createUser(t.db);
    const browser = await signedInBrowser(t, parent.email);
    for (const option of ['Conference', 'Recommended program list', 'Other']) {
      const answer = await updateProfile(browser, parent.id, { heard_about_us: option, heard_about_us_detail: 'ab' });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ heard_about_us_detail: HEARD_ABOUT_US_DETAIL_REQUIRED });
    }
    const ok = await updateProfile(browser, parent.id, { heard_about_us: 'Other', heard_about_us_detail: 'Church newsletter' });
    expect(ok.status).toBe(200);
    const plain = await updateProfile(browser, parent.id, { heard_about_us: 'Social media' });
    expect(plain.status).toBe(200);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: parent.id } })).toMatchObject({ heardAboutUs: 'Social media', heardAboutUsDetail: null });
  });

  it('refuses another user’s id with 403 and changes nothing, even with a file', async () => {
    const victim = await createUser(t.db, { firstName: 'Victim' });
    const attacker = await createUser(t.db);
    const browser = await signedInBrowser(t, attacker.email);
    const answer = await updateProfile(browser, victim.id, { first_name: 'Hacked' }, { profile_pic: { bytes: pngBytes(), name: 'a.png' } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(PROFILE_FORBIDDEN);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: victim.id } })).toMatchObject({ firstName: 'Victim', profilePic: null });
    const notAnId = await updateProfile(browser, 0, { first_name: 'Hacked' });
    expect(notAnId.status).toBe(404);
  });

  it('keeps a school’s identity read only, and a sub-user’s name and e-mail', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db);
    const main = await signedInBrowser(t, school.email);
    const answer = await updateProfile(main, school.id, { first_name: 'Changed', email: 'new@school.example', organization_name: 'Other School', tax_id: '11-1111111' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      first_name: PROFILE_FIELD_READ_ONLY,
      email: PROFILE_FIELD_READ_ONLY,
      organization_name: PROFILE_FIELD_READ_ONLY,
      tax_id: PROFILE_FIELD_READ_ONLY,
    });
    expect(await t.db.user.findUniqueOrThrow({ where: { id: school.id } })).toMatchObject({ firstName: school.firstName, organizationName: school.organizationName });

    const titleOnly = await updateProfile(main, school.id, { title: 'Head Counselor' });
    expect(titleOnly.status).toBe(200);

    const sub = await signedInBrowser(t, subUsers[1].email);
    const subAnswer = await updateProfile(sub, subUsers[1].id, { last_name: 'Other' }, { tax_exempt_certificate: { bytes: pdfBytes(), name: 'c.pdf' } });
    expect(subAnswer.status).toBe(422);
    expect(subAnswer.body.errors).toEqual({ last_name: PROFILE_FIELD_READ_ONLY, tax_exempt_certificate: PROFILE_FIELD_READ_ONLY });
  });

  it('keeps a trainer’s e-mail, which the center issued', async () => {
    const trainer = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.trainer });
    const browser = await signedInBrowser(t, trainer.email);
    const answer = await updateProfile(browser, trainer.id, { email: 'mine@example.test' });
    expect(answer.body.errors).toEqual({ email: PROFILE_FIELD_READ_ONLY });
  });

  it('lets a school main account replace its tax certificate, which then waits for review again', async () => {
    const approvedAt = new Date('2026-01-10T18:00:00Z');
    const { school } = await createSchoolWithSubUsers(t.db, {
      school: { taxExemptStatus: 'approved', taxExemptSubmittedAt: new Date('2026-01-05T18:00:00Z'), taxExemptApprovedAt: approvedAt },
      subUsers: [],
    });
    const browser = await signedInBrowser(t, school.email);
    const before = await browser.agent.get('/account/profile').set(inertiaHeaders(browser.token));
    expect(before.body.props.profile.tax_exempt_certificate).toMatchObject({ status: 'approved', approved: true, approved_on: 'Jan 10, 2026' });

    const uploadedAfter = Date.now();
    const answer = await updateProfile(browser, school.id, {}, { tax_exempt_certificate: { bytes: pdfBytes(), name: 'renewed.pdf' } });
    expect(answer.status).toBe(200);
    const row = await t.db.user.findUniqueOrThrow({ where: { id: school.id } });
    expect(row.taxExemptCertificate).toMatch(/^private\/tax-certificates\/[0-9a-f-]{36}\.pdf$/);
    expect(row).toMatchObject({ taxExemptStatus: 'pending', taxExemptApprovedAt: null, taxExemptRejectedAt: null, taxExemptRejectedReason: null });
    expect(row.taxExemptSubmittedAt!.getTime()).toBeGreaterThanOrEqual(uploadedAfter);
    expect(answer.body.user.tax_exempt_certificate).toMatchObject({ on_file: true, status: 'pending', approved: false, approved_on: null });
  });

  it('stores an avatar checked from its bytes, served only to the user, the same school and administrators', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db);
    const browser = await signedInBrowser(t, subUsers[1].email);
    const answer = await updateProfile(browser, subUsers[1].id, {}, { profile_pic: { bytes: pngBytes(), name: '<img src=x onerror=alert(1)>.png' } });
    expect(answer.status).toBe(200);
    const row = await t.db.user.findUniqueOrThrow({ where: { id: subUsers[1].id } });
    expect(row.profilePic).toMatch(/^private\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(path.join(t.config.storageDir, row.profilePic!))).toBe(true);
    const url = answer.body.user.profile_pic as string;
    expect(url).toMatch(new RegExp(`^/account/avatars/${row.id}\\?v=\\d+$`));

    const own = await browser.agent.get(url);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const colleague = await signedInBrowser(t, school.email);
    expect((await colleague.agent.get(url)).status).toBe(200);
    const admin = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.administrator });
    expect((await (await signedInBrowser(t, admin.email)).agent.get(url)).status).toBe(200);
    const stranger = await createUser(t.db);
    expect((await (await signedInBrowser(t, stranger.email)).agent.get(url)).status).toBe(404);
    const otherSchool = await createSchoolWithSubUsers(t.db, { subUsers: [] });
    expect((await (await signedInBrowser(t, otherSchool.school.email)).agent.get(url)).status).toBe(404);
  });

  it('refuses a renamed executable and a 6 MB picture, storing nothing', async () => {
    const parent = await createUser(t.db);
    const browser = await signedInBrowser(t, parent.email);
    const renamed = await updateProfile(browser, parent.id, { city: 'Keller' }, { profile_pic: { bytes: exeBytes(), name: 'me.png' } });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ profile_pic: 'The profile picture must be a JPG, PNG or WEBP image' });
    const pdf = await updateProfile(browser, parent.id, {}, { profile_pic: { bytes: pdfBytes(), name: 'me.png' } });
    expect(pdf.body.errors).toEqual({ profile_pic: 'The profile picture must be a JPG, PNG or WEBP image' });
    const big = await updateProfile(browser, parent.id, {}, { profile_pic: { bytes: pngBytes(megabytes(6)), name: 'me.png' } });
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ profile_pic: 'The profile picture must be 5 MB or smaller' });
    expect(await t.db.user.findUniqueOrThrow({ where: { id: parent.id } })).toMatchObject({ profilePic: null, city: parent.city });
  });

  it('asks a new e-mail address to be verified, and tells the old address', async () => {
    const parent = await createUser(t.db, { email: 'old-address@example.test' });
    const browser = await signedInBrowser(t, parent.email);
    await createUser(t.db, { email: 'someone-else@example.test' });
    const taken = await updateProfile(browser, parent.id, { email: 'Someone-Else@example.test' });
    expect(taken.body.errors).toEqual({ email: EMAIL_TAKEN });
    const invalid = await updateProfile(browser, parent.id, { email: 'nope' });
    expect(invalid.body.errors).toEqual({ email: 'Please enter a valid email address (e.g., name@example.com)' });

    const answer = await updateProfile(browser, parent.id, { email: 'New-Address@example.test' });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ email: 'new-address@example.test', email_verified: false });
    const mails = await listMailbox(t.mailDir);
    expect(mails.some((mail) => mail.to.includes('new-address@example.test') && mail.subject.startsWith('Verify'))).toBe(true);
    expect(mails.some((mail) => mail.to.includes('old-address@example.test') && mail.subject === 'Your Play It Safe email address was changed')).toBe(true);
  });

  it('says when there is nothing to save, and refuses garbage with 4xx', async () => {
    const parent = await createUser(t.db);
    const browser = await signedInBrowser(t, parent.email);
    const empty = await updateProfile(browser, parent.id, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ form: PROFILE_NOTHING_TO_SAVE });
    const json = await browser.agent.put(`/settings/profile/${parent.id}`).set(jsonHeaders(browser.token)).send({ first_name: ['a', 'b'], city: 42 });
    expect(json.status).toBe(422);
    const broken = await browser.agent.put(`/settings/profile/${parent.id}`).set({ ...jsonHeaders(browser.token), 'Content-Type': 'application/json' }).send('{');
    expect(broken.status).toBe(400);
    const huge = await updateProfile(browser, parent.id, { address: 'x'.repeat(20_000) });
    expect(huge.status).toBe(422);
    const noToken = await browser.agent.put(`/settings/profile/${parent.id}`).set('Accept', 'application/json').field('city', 'X');
    expect(noToken.status).toBe(419);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: parent.id } })).city).toBe(parent.city);
  });
});
