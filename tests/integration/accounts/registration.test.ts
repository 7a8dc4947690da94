import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, HEARD_ABOUT_US_DETAIL_REQUIRED, INVALID_EIN, INVALID_ORGANIZATION_NAME } from '#server/accounts/account-fields.schemas';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { REGISTRATION_SUCCESS } from '#server/accounts/registration.schemas';
import { listMailbox, readMailboxMessage } from '#server/mail/mailbox';
import { createUser } from '#tests/factories/users';
import { QUICK_CAPTCHA_ENV, solveProofOfWork } from '#tests/support/human-check';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { exeBytes, guestBrowser, jsonHeaders, megabytes, pdfBytes, pngBytes, signedInBrowser, solveCaptcha, type GuestBrowser } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', ...QUICK_CAPTCHA_ENV } });
});
afterAll(() => t.close());

let sequence = 0;
const organizationFields = (overrides: Record<string, string> = {}) => ({
  visitorType: 'organizations',
  firstName: 'Dana',
  lastName: 'Okafor',
  email: `dana${++sequence}@district.example`,
  phone: '817-555-0142',
  howHeard: 'Conference',
  howHeardOther: 'TX Counselor Association',
  title: 'Counselor',
  orgName: 'Riverside Elementary',
  orgType: 'School',
  ein: '75-1234567',
  address: '12 River Road',
  city: 'Fort Worth',
  state: 'TX',
  zip: '76102',
  password: 'Safer!Kids2026',
  confirmPassword: 'Safer!Kids2026',
  ...overrides,
});
const individualFields = (overrides: Record<string, string> = {}) => {
  const { title: _t, orgName: _o, orgType: _ot, ein: _e, ...rest } = organizationFields({ visitorType: 'other', howHeard: 'Friend or family', ...overrides });
  return rest;
};

/** POST /api/register as the page sends it: multipart, with the CSRF header, a freshly solved captcha and its proof-of-work. */
async function register(browser: GuestBrowser, fields: Record<string, string>, file?: { bytes: Buffer; name: string } | null, captcha?: string) {
  const code = captcha ?? (await solveCaptcha(t, browser));
  const altcha = await solveProofOfWork(browser.agent, 'register');
  const call = browser.agent.post('/api/register').set(jsonHeaders(browser.token));
  for (const [key, value] of Object.entries({ ...fields, captcha: code, altcha, website: '' })) call.field(key, value);
  if (file) call.attach('taxDoc', file.bytes, file.name);
  return call;
}

const storedCertificates = async () => {
  const dir = path.join(t.config.storageDir, 'private', 'tax-certificates');
  return existsSync(dir) ? readdir(dir) : [];
};

describe('registration pages', () => {
  it('renders the organization and individual forms for guests, with the option lists and the captcha', async () => {
    const { agent, token } = await guestBrowser(t);
    const organization = await agent.get('/register/organization').set(inertiaHeaders(token));
    expect(organization.body.component).toBe('auth/register');
    expect(organization.body.props).toMatchObject({ visitorType: 'organizations', captchaUrl: expect.stringMatching(/^\/captcha\/register\.png\?v=[\w-]{8}$/) });
    expect(organization.body.props.options.heardAboutUs).toContainEqual({ value: 'Other', label: 'Other' });
    const individual = await agent.get('/register/individual').set(inertiaHeaders(token));
    expect(individual.body.props.visitorType).toBe('other');
  });

  it('labels the choices in the visitor’s language and keeps the English values the form sends (docs/decisions/163)', async () => {
    const { agent, token } = await guestBrowser(t);
    const english = (await agent.get('/register/organization').set(inertiaHeaders(token))).body.props.options;
    expect(english.heardAboutUs).toContainEqual({ value: 'Internet search', label: 'Internet search' });
    expect(english.organizationTypes).toContainEqual({ value: 'School District', label: 'School District' });
    expect(english.states).toContainEqual({ value: 'NY', label: 'New York' });
    expect(english.heardAboutUsWithDetail).toEqual(['Conference', 'Recommended program list', 'Other']);

    const spanishPage = await agent.get('/register/organization').set(inertiaHeaders(token)).set('Accept-Language', 'es-MX,es;q=0.9');
    const spanish = spanishPage.body.props.options;
    expect(spanish.heardAboutUs).toContainEqual({ value: 'Internet search', label: 'Búsqueda en internet' });
    expect(spanish.heardAboutUs).toContainEqual({ value: 'Other', label: 'Otro' });
    expect(spanish.organizationTypes).toContainEqual({ value: 'School District', label: 'Distrito escolar' });
    expect(spanish.states).toContainEqual({ value: 'NY', label: 'Nueva York' });
    expect(spanish.states).toContainEqual({ value: 'TX', label: 'Texas' });
    expect(spanish.heardAboutUsWithDetail).toEqual(english.heardAboutUsWithDetail);
    // Every choice has its Spanish label; the values are the English lists, in the same order.
    for (const list of ['heardAboutUs', 'organizationTypes'] as const) {
      expect(spanish[list].map((option: { value: string }) => option.value)).toEqual(english[list].map((option: { value: string }) => option.value));
      for (const option of spanish[list] as { value: string; label: string }[]) expect(option.label, option.value).not.toBe(option.value);
    }
  });

  it('sends a signed-in user away from registration', async () => {
    const user = await createUser(t.db);
    const { agent } = await signedInBrowser(t, user.email);
    const answer = await agent.get('/register/organization').set('Accept', 'text/html');
    expect(answer.status).toBe(302);
  });
});

describe('POST /api/register', () => {
  it('registers an organization with its tax document, stored privately under a generated name, and sends the verification e-mail', async () => {
    const browser = await guestBrowser(t);
    const fields = organizationFields({ email: 'Principal@District.example' });
    const answer = await register(browser, fields, { bytes: pdfBytes(2000), name: 'exemption letter.pdf' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: REGISTRATION_SUCCESS, redirect: '/login' });
    expect(answer.body.detail).toMatch(/check your email.*5 minutes.*spam/i);

    const user = await t.db.user.findUniqueOrThrow({ where: { email: 'principal@district.example' } });
    expect(user).toMatchObject({
      accountTypeId: ACCOUNT_TYPE.schools,
      parentId: null,
      firstName: 'Dana',
      phone: '8175550142',
      organizationName: 'Riverside Elementary',
      organizationType: 'School',
      taxId: '75-1234567',
      heardAboutUs: 'Conference',
      heardAboutUsDetail: 'TX Counselor Association',
      zipCode: '76102',
      emailVerifiedAt: null,
    });
    expect(user.taxExemptCertificate).toMatch(/^private\/tax-certificates\/[0-9a-f-]{36}\.pdf$/);
    expect(existsSync(path.join(t.config.storageDir, user.taxExemptCertificate!))).toBe(true);
    // Waits for the center's review (docs/decisions/075): tax is charged until staff approve it.
    expect(user).toMatchObject({ taxExemptStatus: 'pending', taxExemptApprovedAt: null });
    expect(user.taxExemptSubmittedAt).toBeInstanceOf(Date);
    expect(user.passwordHash).not.toContain('Safer');

    const mail = (await listMailbox(t.mailDir)).find((entry) => entry.to.includes('principal@district.example'));
    expect(mail?.subject).toBe('Verify your Play It Safe email address');
    const message = await readMailboxMessage(t.mailDir, mail!.id);
    expect(message!.text).toMatch(new RegExp(`http://shop\\.test/email/verify/${user.id}/[A-Za-z0-9_-]{30,}`));
    expect(message!.html).toContain(`/email/verify/${user.id}/`);

    // Not signed in: the page goes to /login.
    const profile = await browser.agent.get('/account/profile').set('Accept', 'text/html');
    expect(profile.headers.location).toBe('/login');
  });

  it('registers an individual as a parent account without organization fields', async () => {
    const browser = await guestBrowser(t);
    const fields = individualFields({ email: 'parent.new@example.test' });
    const answer = await register(browser, fields);
    expect(answer.status).toBe(201);
    const user = await t.db.user.findUniqueOrThrow({ where: { email: 'parent.new@example.test' } });
    expect(user).toMatchObject({ accountTypeId: ACCOUNT_TYPE.parent, organizationName: null, taxExemptCertificate: null, taxExemptStatus: null, heardAboutUsDetail: null });
  });

  it('reports every rule of account-area §5 with its message at once', async () => {
    const browser = await guestBrowser(t);
    const before = await t.db.user.count();
    const answer = await browser.agent.post('/api/register').set(jsonHeaders(browser.token)).field('visitorType', 'organizations');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      howHeard: 'Please tell us how you heard about us',
      title: 'Title is required',
      orgName: 'Organization name is required',
      orgType: 'Please choose an organization type',
      ein: 'EIN is required',
      taxDoc: 'Tax exempt documentation is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'Zip code is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      captcha: 'Please enter the captcha code',
    });
    expect(await t.db.user.count()).toBe(before);
  });

  it('gives the spec’s messages for short names, a bad e-mail, phone, zip, weak or mismatched passwords and an unexplained "Other"', async () => {
    const browser = await guestBrowser(t);
    const answer = await register(
      browser,
      organizationFields({
        firstName: 'Al',
        lastName: 'B',
        email: 'not-an-address',
        phone: '817-555-014',
        zip: '7610',
        ein: '75-12345',
        howHeard: 'Other',
        howHeardOther: 'x',
        password: 'password',
        confirmPassword: 'different',
      }),
      { bytes: pdfBytes(), name: 'doc.pdf' },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      firstName: 'First name must be at least 3 characters',
      lastName: 'Last name must be at least 3 characters',
      email: 'Please enter a valid email address (e.g., name@example.com)',
      phone: 'Please enter a valid 10-digit phone number',
      zip: 'Please enter a valid US zip code (e.g., 12345 or 12345-1234)',
      ein: INVALID_EIN,
      howHeardOther: HEARD_ABOUT_US_DETAIL_REQUIRED,
      password: 'Password does not meet security requirements',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('refuses an organization name that reads as a link or markup (issue 14, item 1), and keeps ordinary names', async () => {
    // The full list of refused and accepted names is in tests/unit/accounts/organization-name.test.ts.
    for (const orgName of ['Click https://evil.example now', '<b>Riverside</b>']) {
      const browser = await guestBrowser(t);
      const fields = organizationFields({ orgName });
      const answer = await register(browser, fields, { bytes: pdfBytes(), name: 'doc.pdf' });
      expect(answer.status, orgName).toBe(422);
      expect(answer.body.errors, orgName).toEqual({ orgName: INVALID_ORGANIZATION_NAME });
      expect(await t.db.user.count({ where: { email: fields.email } })).toBe(0);
    }
    const browser = await guestBrowser(t);
    const fields = organizationFields({ orgName: "St. Mary's School & Y.M.C.A. (K-5)" });
    expect((await register(browser, fields, { bytes: pdfBytes(), name: 'doc.pdf' })).status).toBe(201);
  });

  it('accepts a 5+4 zip and a password meeting 3 of the 5 criteria', async () => {
    const browser = await guestBrowser(t);
    const answer = await register(browser, individualFields({ zip: '76102-1234', password: 'lowercase99!', confirmPassword: 'lowercase99!' }));
    expect(answer.status).toBe(201);
  });

  it('refuses a wrong captcha with "Captcha code is incorrect" and uses a code up after one attempt', async () => {
    const browser = await guestBrowser(t);
    const code = await solveCaptcha(t, browser);
    const wrong = await register(browser, individualFields(), null, code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ captcha: 'Captcha code is incorrect' });
    // The right code, after a wrong attempt, no longer works either.
    const reused = await register(browser, individualFields(), null, code);
    expect(reused.body.errors).toEqual({ captcha: 'Captcha code is incorrect' });
    // Case does not matter.
    const fresh = await solveCaptcha(t, browser);
    const lower = await register(browser, individualFields(), null, fresh.toLowerCase());
    expect(lower.status).toBe(201);
  });

  it('reports a taken e-mail as a field error, whatever its case, and creates nothing', async () => {
    await createUser(t.db, { email: 'taken@example.test' });
    const before = await t.db.user.count();
    const browser = await guestBrowser(t);
    const answer = await register(browser, individualFields({ email: 'Taken@Example.test' }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: EMAIL_TAKEN });
    expect(await t.db.user.count()).toBe(before);
  });

  it('refuses a 21 MB tax document with the size message and stores nothing', async () => {
    const before = await storedCertificates();
    const browser = await guestBrowser(t);
    const fields = organizationFields();
    const answer = await register(browser, fields, { bytes: pdfBytes(megabytes(21)), name: 'big.pdf' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ taxDoc: 'Tax exempt documentation must be 20 MB or smaller' });
    expect(await t.db.user.count({ where: { email: fields.email } })).toBe(0);
    expect(await storedCertificates()).toEqual(before);
  });

  it('reads the type from the bytes: a renamed executable is refused', async () => {
    const browser = await guestBrowser(t);
    const fields = organizationFields();
    const answer = await register(browser, fields, { bytes: exeBytes(), name: 'certificate.pdf' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ taxDoc: 'Tax exempt documentation must be a PDF, JPG, JPEG or PNG file' });
    expect(await t.db.user.count({ where: { email: fields.email } })).toBe(0);
  });

  it('stores an image whose name carries a script under a generated name, and never uses the name', async () => {
    const browser = await guestBrowser(t);
    const fields = organizationFields();
    const answer = await register(browser, fields, { bytes: pngBytes(), name: '<script>alert(1)</script>.png' });
    expect(answer.status).toBe(201);
    expect(JSON.stringify(answer.body)).not.toContain('script');
    const user = await t.db.user.findUniqueOrThrow({ where: { email: fields.email } });
    expect(user.taxExemptCertificate).toMatch(/^private\/tax-certificates\/[0-9a-f-]{36}\.png$/);
  });

  it('does not serve private uploads statically', async () => {
    const browser = await guestBrowser(t);
    const fields = organizationFields();
    await register(browser, fields, { bytes: pdfBytes(), name: 'x.pdf' });
    const user = await t.db.user.findUniqueOrThrow({ where: { email: fields.email } });
    for (const url of [`/${user.taxExemptCertificate}`, `/storage/${user.taxExemptCertificate}`]) {
      const answer = await browser.agent.get(url);
      expect(answer.status, url).toBe(404);
    }
  });

  it('answers garbage with 4xx and a message, never 500', async () => {
    const browser = await guestBrowser(t);
    const broken = await browser.agent.post('/api/register').set({ ...jsonHeaders(browser.token), 'Content-Type': 'application/json' }).send('{');
    expect(broken.status).toBe(400);
    const array = await browser.agent.post('/api/register').set(jsonHeaders(browser.token)).send([1, 2]);
    expect(array.status).toBe(422);
    expect(array.body.success).toBe(false);
    const wrongType = await browser.agent.post('/api/register').set(jsonHeaders(browser.token)).send({ visitorType: 'admin' });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors).toHaveProperty('visitorType');
    const numbers = await browser.agent.post('/api/register').set(jsonHeaders(browser.token)).send({ ...individualFields(), firstName: 12345, captcha: 'ABCDEF' });
    expect(numbers.status).toBe(422);
    expect(numbers.body.errors.firstName).toBe('First name is required');
    const proto = await browser.agent
      .post('/api/register')
      .set(jsonHeaders(browser.token))
      .field('visitorType', 'other')
      .field('__proto__[isAdmin]', 'true')
      .field('constructor', 'x');
    expect(proto.status).toBe(422);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const huge = await browser.agent.post('/api/register').set(jsonHeaders(browser.token)).field('visitorType', 'other').field('firstName', 'x'.repeat(20_000));
    expect(huge.status).toBe(422);
    const twoFiles = await browser.agent
      .post('/api/register')
      .set(jsonHeaders(browser.token))
      .field('visitorType', 'organizations')
      .attach('taxDoc', pdfBytes(), 'a.pdf')
      .attach('taxDoc', pdfBytes(), 'b.pdf');
    expect(twoFiles.status).toBe(422);
    const otherFile = await browser.agent.post('/api/register').set(jsonHeaders(browser.token)).field('visitorType', 'other').attach('avatar', pngBytes(), 'a.png');
    expect(otherFile.status).toBe(422);
  });

  it('refuses a post without the CSRF header, and a signed-in user', async () => {
    const guest = await guestBrowser(t);
    const noToken = await guest.agent.post('/api/register').set('Accept', 'application/json').field('visitorType', 'other');
    expect(noToken.status).toBe(419);
    const user = await createUser(t.db);
    const signedIn = await signedInBrowser(t, user.email);
    const answer = await signedIn.agent.post('/api/register').set(jsonHeaders(signedIn.token)).send(individualFields());
    expect(answer.status).toBe(403);
  });
});
