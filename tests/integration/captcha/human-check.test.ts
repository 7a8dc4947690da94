import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestBrowser, jsonHeaders, solveCaptcha, type GuestBrowser } from '#tests/integration/accounts/account-helpers';
import { QUICK_CAPTCHA_ENV, solveProofOfWork } from '#tests/support/human-check';
import { createTestApp, type TestApp } from '#tests/support/test-app';

// The second layer behind the captcha (issue 14 item 3, docs/decisions/086): a right code is not enough; the
// submission must also carry a solved, unused proof-of-work of this form, leave the honeypot empty and
// come no sooner than the least fill time after the code was drawn. Each failure reads as a wrong code.
const INCORRECT = 'Captcha code is incorrect';

let t: TestApp;
let slow: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', ...QUICK_CAPTCHA_ENV } });
  slow = await createTestApp({ env: { TRUST_PROXY: '1', ...QUICK_CAPTCHA_ENV, CAPTCHA_MIN_FILL_SECONDS: '60' } });
});
afterAll(async () => {
  await t.close();
  await slow.close();
});

interface SecondLayer {
  altcha?: string;
  website?: string;
}

let sequence = 0;
const forms = [
  {
    purpose: 'contact' as const,
    page: '/contact-us',
    accepted: 200,
    submit: (browser: GuestBrowser, captcha: string, layer: SecondLayer) =>
      browser.agent
        .post('/contact-us')
        .set(jsonHeaders(browser.token))
        .send({
          first_name: 'Dana',
          last_name: 'Whitaker',
          email: 'dana.whitaker@example.org',
          phone_country_code: '+1',
          phone_number: '(817) 555-0142',
          organization: 'School',
          message: 'We would like to schedule presentations for our 2nd grade classrooms this spring.',
          captcha,
          ...layer,
        }),
    stored: (app: TestApp) => app.db.contactMessage.count(),
  },
  {
    purpose: 'register' as const,
    page: '/register/individual',
    accepted: 201,
    submit: (browser: GuestBrowser, captcha: string, layer: SecondLayer) => {
      const call = browser.agent.post('/api/register').set(jsonHeaders(browser.token));
      const fields = {
        visitorType: 'other',
        firstName: 'Dana',
        lastName: 'Okafor',
        email: `human-check${++sequence}@district.example`,
        phone: '817-555-0142',
        howHeard: 'Friend or family',
        address: '12 River Road',
        city: 'Fort Worth',
        state: 'TX',
        zip: '76102',
        password: 'Safer!Kids2026',
        confirmPassword: 'Safer!Kids2026',
        captcha,
        ...layer,
      };
      for (const [key, value] of Object.entries(fields)) call.field(key, value);
      return call;
    },
    stored: (app: TestApp) => app.db.user.count(),
  },
];

describe.each(forms)('the human check of the $purpose form', ({ purpose, page, accepted, submit, stored }) => {
  async function attempt(app: TestApp, layer: (browser: GuestBrowser) => Promise<SecondLayer>) {
    const browser = await guestBrowser(app, page);
    const captcha = await solveCaptcha(app, browser, purpose);
    const before = await stored(app);
    const answer = await submit(browser, captcha, await layer(browser));
    return { answer, added: (await stored(app)) - before, browser };
  }
  const solved = async (browser: GuestBrowser) => ({ altcha: await solveProofOfWork(browser.agent, purpose), website: '' });

  it('accepts the right code with the solved proof-of-work and an empty honeypot', async () => {
    const { answer, added } = await attempt(t, solved);
    expect(answer.status, JSON.stringify(answer.body)).toBe(accepted);
    expect(added).toBe(1);
  });

  it.each<[string, (browser: GuestBrowser) => Promise<SecondLayer>]>([
    ['no proof-of-work', async () => ({ website: '' })],
    ['an unsolved proof-of-work', async () => ({ altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') })],
    ['a filled honeypot', async (browser) => ({ ...(await solved(browser)), website: 'https://spam.example' })],
    [
      'a forged solution',
      async (browser) => {
        const payload = JSON.parse(Buffer.from(await solveProofOfWork(browser.agent, purpose), 'base64').toString('utf8'));
        payload.solution.derivedKey = '00'.repeat(32);
        return { altcha: Buffer.from(JSON.stringify(payload)).toString('base64') };
      },
    ],
    [
      'a tampered challenge (a lower cost written into it)',
      async (browser) => {
        const payload = JSON.parse(Buffer.from(await solveProofOfWork(browser.agent, purpose), 'base64').toString('utf8'));
        payload.challenge.parameters.cost = 1;
        return { altcha: Buffer.from(JSON.stringify(payload)).toString('base64') };
      },
    ],
    [
      "the other form's challenge",
      async (browser) => ({ altcha: await solveProofOfWork(browser.agent, purpose === 'contact' ? 'register' : 'contact') }),
    ],
  ])('refuses the right code with %s as a wrong code, and stores nothing', async (_case, layer) => {
    const { answer, added } = await attempt(t, layer);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ captcha: INCORRECT });
    expect(added).toBe(0);
  });

  it('refuses an answer sent sooner than the least fill time after the code was drawn', async () => {
    const { answer, added } = await attempt(slow, solved);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ captcha: INCORRECT });
    expect(added).toBe(0);
  });

  it('uses the proof-of-work up: the same payload does not pass twice', async () => {
    const browser = await guestBrowser(t, page);
    const altcha = await solveProofOfWork(browser.agent, purpose);
    const first = await submit(browser, await solveCaptcha(t, browser, purpose), { altcha, website: '' });
    expect(first.status).toBe(accepted);
    const again = await submit(browser, await solveCaptcha(t, browser, purpose), { altcha, website: '' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ captcha: INCORRECT });
  });

  it('uses the proof-of-work up on a wrong code too: every attempt costs the work', async () => {
    const browser = await guestBrowser(t, page);
    const altcha = await solveProofOfWork(browser.agent, purpose);
    const code = await solveCaptcha(t, browser, purpose);
    const wrong = await submit(browser, code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA', { altcha, website: '' });
    expect(wrong.status).toBe(422);
    const before = await stored(t);
    const reused = await submit(browser, await solveCaptcha(t, browser, purpose), { altcha, website: '' });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ captcha: INCORRECT });
    expect(await stored(t)).toBe(before);
  });
});
