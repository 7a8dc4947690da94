import { readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLING_CODES, CONTACT_MESSAGES, CONTACT_ORGANIZATIONS } from '#server/contact/contact.schemas.js';
import { CONTACT_SUBMISSIONS_PER_WINDOW } from '#server/contact/contact.controller.js';
import { SESSION_COOKIE } from '#server/http/session-store.js';
import { listMailbox, readMailboxMessage } from '#server/mail/mailbox.js';
import { QUICK_CAPTCHA_ENV, solveProofOfWork } from '#tests/support/human-check';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  // Each test visitor comes from its own address (X-Forwarded-For), as behind the production proxy.
  t = await createTestApp({ env: { TRUST_PROXY: '1', ...QUICK_CAPTCHA_ENV } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.contactMessage.deleteMany();
});

// Each visitor gets its own address, so the per-IP limit only bites in the test about it.
let nextIp = 1;
type Agent = ReturnType<typeof request.agent>;

interface Visitor {
  agent: Agent;
  token: string;
  ip: string;
}

function sessionIdFrom(response: request.Response): string {
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('the answer set no session cookie');
  // express-session signs the id: "s:<sid>.<signature>".
  return decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]).replace(/^s:/, '').replace(/\.[^.]*$/, '');
}

async function visitContactPage(): Promise<Visitor> {
  const agent = request.agent(t.app);
  const ip = `198.51.100.${nextIp++}`;
  const page = await agent.get('/contact-us').set('X-Forwarded-For', ip);
  return { agent, token: xsrfTokenFrom(page), ip };
}

/** Loads the captcha image (which issues the code and starts the session), then reads the code from the stored session. */
async function captchaOf(visitor: Visitor): Promise<string> {
  const image = await visitor.agent.get('/captcha/contact.png').set('X-Forwarded-For', visitor.ip);
  expect(image.status).toBe(200);
  const row = await t.db.session.findUniqueOrThrow({ where: { sid: sessionIdFrom(image) } });
  const code = (row.data as { captchas?: { contact?: { code: string } } }).captchas?.contact?.code;
  if (!code) throw new Error('no contact captcha in the session');
  return code;
}

const validInput = {
  first_name: 'Dana',
  last_name: 'Whitaker',
  email: 'dana.whitaker@example.org',
  phone_country_code: '+1',
  phone_number: '(817) 555-0142',
  organization: 'School',
  message: 'We would like to schedule presentations for our 2nd grade classrooms this spring.',
};

/** POST /contact-us as the page sends it: an object body gets the solved proof-of-work and the empty honeypot. */
async function send(visitor: Visitor, body: unknown, options: { csrf?: boolean } = {}) {
  const secondLayer = typeof body === 'object' && body !== null && !Array.isArray(body) ? { altcha: await solveProofOfWork(visitor.agent, 'contact'), website: '' } : {};
  const call = visitor.agent
    .post('/contact-us')
    .set({ Accept: 'application/json', 'X-Forwarded-For': visitor.ip })
    .set(options.csrf === false ? {} : { 'X-XSRF-TOKEN': visitor.token });
  return typeof body === 'string' ? call.set('Content-Type', 'application/json').send(body) : call.send(Array.isArray(body) ? body : { ...(body as object), ...secondLayer });
}

describe('GET /contact-us', () => {
  it('renders the contact page with the captcha image route and the e-mail address', async () => {
    const agent = request.agent(t.app);
    const first = await agent.get('/contact-us');
    const answer = await agent.get('/contact-us').set(inertiaHeaders(xsrfTokenFrom(first)));
    expect(answer.status).toBe(200);
    expect(answer.body.component).toBe('contact/index');
    expect(answer.body.props).toMatchObject({ captchaUrl: expect.stringMatching(/^\/captcha\/contact\.png\?v=[\w-]{8}$/), contactEmail: t.config.mail.staffAddress });
  });

  it('offers 38 calling codes with +1 first, and the six organization types of the spec', () => {
    expect(CALLING_CODES).toHaveLength(38);
    expect(new Set(CALLING_CODES.map((entry) => entry.code)).size).toBe(38);
    expect(CALLING_CODES[0].code).toBe('+1');
    expect(CONTACT_ORGANIZATIONS).toEqual(['School', 'Non-profit Organization', 'Government Agency', 'Healthcare Provider', 'Parent/Guardian', 'Other']);
  });

  it('sends the choices with English labels, or Spanish ones (country names from Intl) for a Spanish visitor', async () => {
    const agent = request.agent(t.app);
    const first = await agent.get('/contact-us');
    const english = (await agent.get('/contact-us').set(inertiaHeaders(xsrfTokenFrom(first)))).body.props.options;
    expect(english.organizations.map((option: { value: string }) => option.value)).toEqual([...CONTACT_ORGANIZATIONS]);
    expect(english.organizations).toContainEqual({ value: 'Parent/Guardian', label: 'Parent/Guardian' });
    expect(english.callingCodes).toHaveLength(38);
    expect(english.callingCodes[0]).toEqual({ value: '+1', label: 'United States / Canada' });
    expect(english.callingCodes).toContainEqual({ value: '+90', label: 'Türkiye' });

    const spanish = (await agent.get('/contact-us').set(inertiaHeaders(xsrfTokenFrom(first))).set('Accept-Language', 'es-US,es;q=0.9')).body.props.options;
    expect(spanish.organizations).toContainEqual({ value: 'Parent/Guardian', label: 'Padre, madre o tutor' });
    expect(spanish.organizations).toContainEqual({ value: 'Non-profit Organization', label: 'Organización sin fines de lucro' });
    expect(spanish.callingCodes.map((option: { value: string }) => option.value)).toEqual(CALLING_CODES.map((entry) => entry.code));
    expect(spanish.callingCodes[0]).toEqual({ value: '+1', label: 'Estados Unidos / Canadá' });
    expect(spanish.callingCodes).toContainEqual({ value: '+52', label: 'México' });
    expect(spanish.callingCodes).toContainEqual({ value: '+7', label: 'Rusia / Kazajistán' });
    expect(spanish.callingCodes).toContainEqual({ value: '+44', label: 'Reino Unido' });
  });
});

describe('POST /contact-us', () => {
  it('stores the message, e-mails it to the staff address with a reply-to, and answers success', async () => {
    const visitor = await visitContactPage();
    const captcha = await captchaOf(visitor);
    const answer = await send(visitor, { ...validInput, captcha });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: CONTACT_MESSAGES.successTitle });

    const rows = await t.db.contactMessage.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Dana',
      lastName: 'Whitaker',
      email: 'dana.whitaker@example.org',
      phoneCountryCode: '+1',
      phoneNumber: '(817) 555-0142',
      organization: 'School',
      message: validInput.message,
      ip: visitor.ip,
    });

    const [entry] = (await listMailbox(t.mailDir)).filter((mail) => mail.to.includes(t.config.mail.staffAddress));
    expect(entry).toBeDefined();
    const mail = await readMailboxMessage(t.mailDir, entry.id);
    expect(mail?.subject).toBe('Contact form: Dana Whitaker (School)');
    expect(mail?.text).toContain(validInput.message);
    expect(mail?.text).toContain('+1 (817) 555-0142');
    const raw = await readFile(path.join(t.mailDir, `${entry.id}.eml`), 'utf8');
    expect(raw).toMatch(/^Reply-To: dana\.whitaker@example\.org/m);
  });

  it('accepts the captcha in any letter case, once', async () => {
    const visitor = await visitContactPage();
    const captcha = await captchaOf(visitor);
    const first = await send(visitor, { ...validInput, captcha: captcha.toLowerCase() });
    expect(first.status).toBe(200);
    const reused = await send(visitor, { ...validInput, captcha });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ captcha: CONTACT_MESSAGES.captchaIncorrect });
    expect(await t.db.contactMessage.count()).toBe(1);
  });

  it('refuses a wrong captcha and uses the code up, so the right one fails afterwards', async () => {
    const visitor = await visitContactPage();
    const captcha = await captchaOf(visitor);
    const wrong = await send(visitor, { ...validInput, captcha: captcha === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ success: false, message: CONTACT_MESSAGES.formInvalid, errors: { captcha: CONTACT_MESSAGES.captchaIncorrect } });
    const retried = await send(visitor, { ...validInput, captcha });
    expect(retried.status).toBe(422);
    expect(await t.db.contactMessage.count()).toBe(0);
  });

  it('asks for the captcha when none is typed, and refuses one when no image was ever loaded', async () => {
    const visitor = await visitContactPage();
    const missing = await send(visitor, { ...validInput, captcha: '   ' });
    expect(missing.body.errors).toEqual({ captcha: CONTACT_MESSAGES.captchaRequired });
    const neverIssued = await send(visitor, { ...validInput, captcha: 'ABC123' });
    expect(neverIssued.body.errors).toEqual({ captcha: CONTACT_MESSAGES.captchaIncorrect });
  });

  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['a one-letter first name', { first_name: 'D' }, { first_name: CONTACT_MESSAGES.firstNameMin }],
    ['a blank first name', { first_name: '   ' }, { first_name: CONTACT_MESSAGES.firstNameMin }],
    ['a 51-character first name', { first_name: 'x'.repeat(51) }, { first_name: CONTACT_MESSAGES.firstNameMax }],
    ['a one-letter last name', { last_name: 'W' }, { last_name: CONTACT_MESSAGES.lastNameMin }],
    ['a 51-character last name', { last_name: 'y'.repeat(51) }, { last_name: CONTACT_MESSAGES.lastNameMax }],
    ['an e-mail without a domain', { email: 'dana@' }, { email: CONTACT_MESSAGES.emailInvalid }],
    ['an empty e-mail', { email: '' }, { email: CONTACT_MESSAGES.emailInvalid }],
    ['a 101-character e-mail', { email: `${'a'.repeat(89)}@example.org` }, { email: CONTACT_MESSAGES.emailMax }],
    ['a phone with 6 digits', { phone_number: '555-014' }, { phone_number: CONTACT_MESSAGES.phoneInvalid }],
    ['a phone with letters', { phone_number: '817-CALL-NOW' }, { phone_number: CONTACT_MESSAGES.phoneInvalid }],
    ['a 21-character phone', { phone_number: '1'.repeat(21) }, { phone_number: CONTACT_MESSAGES.phoneMax }],
    ['no organization', { organization: '' }, { organization: CONTACT_MESSAGES.organizationRequired }],
    ['an organization not in the list', { organization: 'Church' }, { organization: CONTACT_MESSAGES.organizationRequired }],
    ['a 9-character message', { message: 'Hello you' }, { message: CONTACT_MESSAGES.messageMin }],
    ['a 1001-character message', { message: 'm'.repeat(1001) }, { message: CONTACT_MESSAGES.messageMax }],
    ['a calling code not in the list', { phone_country_code: '+999' }, { phone_country_code: CONTACT_MESSAGES.callingCodeInvalid }],
    ['a number for a name', { first_name: 42 }, { first_name: CONTACT_MESSAGES.firstNameMin }],
    ['an array for the message', { message: ['long enough message text'] }, { message: CONTACT_MESSAGES.messageMin }],
  ];

  it.each(cases)('answers 422 with the spec message for %s, and stores nothing', async (_name, change, errors) => {
    const visitor = await visitContactPage();
    const captcha = await captchaOf(visitor);
    const answer = await send(visitor, { ...validInput, ...change, captcha });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, message: CONTACT_MESSAGES.formInvalid });
    expect(answer.body.errors).toEqual(errors);
    expect(await t.db.contactMessage.count()).toBe(0);
  });

  it('accepts the limits themselves: 2 and 50 letters, 100-character e-mail, 7 digits, 20 characters, 10 and 1000 characters', async () => {
    for (const change of [
      { first_name: 'Al', last_name: 'x'.repeat(50), email: `${'a'.repeat(88)}@example.org`, phone_number: '5550142', message: 'm'.repeat(10) },
      { phone_number: '+52 (55) 1234-567890', message: 'm'.repeat(1000) },
    ]) {
      const visitor = await visitContactPage();
      const captcha = await captchaOf(visitor);
      const answer = await send(visitor, { ...validInput, ...change, captcha });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    expect(await t.db.contactMessage.count()).toBe(2);
  });

  it('answers every field at once for an empty object or an array, 400 for a bare JSON value, and never stores a row', async () => {
    const visitor = await visitContactPage();
    for (const body of [{}, [1, 2]]) {
      const answer = await send(visitor, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.body.errors).sort()).toEqual(['captcha', 'email', 'first_name', 'last_name', 'message', 'organization', 'phone_number']);
    }
    for (const body of ['"just a string"', 'null', '42']) {
      expect((await send(visitor, body)).status, body).toBe(400);
    }
    expect(await t.db.contactMessage.count()).toBe(0);
  });

  it('answers 400 for broken JSON and 413 for a huge body, never 500', async () => {
    const visitor = await visitContactPage();
    expect((await send(visitor, '{')).status).toBe(400);
    expect((await send(visitor, { ...validInput, message: 'x'.repeat(200_000) })).status).toBe(413);
  });

  it('ignores __proto__ and unknown keys', async () => {
    const visitor = await visitContactPage();
    const captcha = await captchaOf(visitor);
    const altcha = await solveProofOfWork(visitor.agent, 'contact');
    const body = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"isAdmin":true,${JSON.stringify({ ...validInput, captcha, altcha }).slice(1)}`;
    const answer = await send(visitor, body);
    expect(answer.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a call without the CSRF header (419) and stores nothing', async () => {
    const visitor = await visitContactPage();
    const captcha = await captchaOf(visitor);
    const answer = await send(visitor, { ...validInput, captcha }, { csrf: false });
    expect(answer.status).toBe(419);
    expect(await t.db.contactMessage.count()).toBe(0);
  });

  it(`limits each address to ${CONTACT_SUBMISSIONS_PER_WINDOW} submissions, then answers 429 with a wait time`, async () => {
    const visitor = await visitContactPage();
    for (let attempt = 1; attempt <= CONTACT_SUBMISSIONS_PER_WINDOW; attempt++) {
      expect((await send(visitor, { ...validInput, captcha: 'WRONG1' })).status).toBe(422);
    }
    const captcha = await captchaOf(visitor);
    const limited = await send(visitor, { ...validInput, captcha });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many messages were sent from your connection\. Please try again in \d+ minutes?\.$/);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(await t.db.contactMessage.count()).toBe(0);

    // Another address is not affected.
    const other = await visitContactPage();
    const otherCaptcha = await captchaOf(other);
    expect((await send(other, { ...validInput, captcha: otherCaptcha })).status).toBe(200);
  });
});

describe('POST /contact-us when the staff e-mail cannot be sent', () => {
  it('keeps the stored message and still thanks the visitor', async () => {
    const failing = await createTestApp({
      env: { TRUST_PROXY: '1', ...QUICK_CAPTCHA_ENV },
      mailer: {
        send: () => Promise.reject(new Error('SMTP server unreachable')),
        close: () => undefined,
      },
    });
    try {
      const agent = request.agent(failing.app);
      const page = await agent.get('/contact-us');
      const image = await agent.get('/captcha/contact.png');
      const row = await failing.db.session.findUniqueOrThrow({ where: { sid: sessionIdFrom(image) } });
      const captcha = (row.data as { captchas: { contact: { code: string } } }).captchas.contact.code;
      const answer = await agent
        .post('/contact-us')
        .set({ Accept: 'application/json', 'X-XSRF-TOKEN': xsrfTokenFrom(page) })
        .send({ ...validInput, captcha, altcha: await solveProofOfWork(agent, 'contact') });
      expect(answer.status).toBe(200);
      expect(await failing.db.contactMessage.count()).toBe(1);
    } finally {
      await failing.close();
    }
  });
});
