import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_INCORRECT,
  NEW_PASSWORD_SAME_AS_CURRENT,
  PASSWORD_CHANGE_FORBIDDEN,
  PASSWORD_UPDATED,
} from '#server/accounts/change-password.schemas';
import { verifyPassword } from '#server/accounts/password-hash.service';
import { listMailbox } from '#server/mail/mailbox';
import { createUser, DEFAULT_PASSWORD } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { guestBrowser, jsonHeaders, signedInBrowser, type GuestBrowser } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-New!Pass9';

/** The spec's call: POST with `_method: PUT`. */
const changePassword = (browser: GuestBrowser, userId: number, body: Record<string, unknown>) =>
  browser.agent.post(`/settings/reset-password/${userId}`).set(jsonHeaders(browser.token)).send({ _method: 'PUT', ...body });

describe('GET /account/change-password', () => {
  it('renders the page with the user’s own update URL', async () => {
    const user = await createUser(t.db);
    const browser = await signedInBrowser(t, user.email);
    const page = await browser.agent.get('/account/change-password').set(inertiaHeaders(browser.token));
    expect(page.body.component).toBe('account/change-password');
    expect(page.body.props.updateUrl).toBe(`/settings/reset-password/${user.id}`);
    expect(page.body.props.accountNav.find((item: { active: boolean }) => item.active).label).toBe('Change Password');
  });
});

describe('PUT /settings/reset-password/:id', () => {
  it('requires all three fields, at least 6 characters, and a matching confirmation', async () => {
    const user = await createUser(t.db);
    const browser = await signedInBrowser(t, user.email);
    const empty = await changePassword(browser, user.id, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      current_password: 'Current password is required',
      new_password: 'New password is required',
      new_password_confirmation: 'Password confirmation is required',
    });
    expect(empty.body.message).toBe('Current password is required');
    const short = await changePassword(browser, user.id, { current_password: DEFAULT_PASSWORD, new_password: 'Ab1!', new_password_confirmation: 'Ab1!' });
    expect(short.body.errors).toEqual({
      new_password: 'New password must be at least 6 characters',
      new_password_confirmation: 'Password confirmation must be at least 6 characters',
    });
    const weak = await changePassword(browser, user.id, { current_password: DEFAULT_PASSWORD, new_password: 'abcdefgh', new_password_confirmation: 'abcdefgh' });
    expect(weak.body.errors).toEqual({ new_password: 'Password does not meet security requirements' });
    const mismatch = await changePassword(browser, user.id, { current_password: DEFAULT_PASSWORD, new_password: NEW_PASSWORD, new_password_confirmation: `${NEW_PASSWORD}x` });
    expect(mismatch.body.errors).toEqual({ new_password_confirmation: 'Passwords do not match' });
    const types = await changePassword(browser, user.id, { current_password: 123, new_password: [NEW_PASSWORD], new_password_confirmation: null });
    expect(types.status).toBe(422);
    const row = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(DEFAULT_PASSWORD, row.passwordHash)).toBe(true);
  });

  it('checks the current password on the server', async () => {
    const user = await createUser(t.db);
    const browser = await signedInBrowser(t, user.email);
    const wrong = await changePassword(browser, user.id, { current_password: 'not-my-password', new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ success: false, message: CURRENT_PASSWORD_INCORRECT, errors: { current_password: CURRENT_PASSWORD_INCORRECT } });
    const same = await changePassword(browser, user.id, { current_password: DEFAULT_PASSWORD, new_password: DEFAULT_PASSWORD, new_password_confirmation: DEFAULT_PASSWORD });
    expect(same.body.errors).toEqual({ new_password: NEW_PASSWORD_SAME_AS_CURRENT });
  });

  it('updates the password, ends every other session, keeps this one, and the new password signs in', async () => {
    const user = await createUser(t.db, { email: 'changer@example.test' });
    const other = await signedInBrowser(t, user.email);
    const browser = await signedInBrowser(t, user.email);
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(2);

    const answer = await browser.agent.put(`/settings/reset-password/${user.id}`).set(jsonHeaders(browser.token)).send({
      current_password: DEFAULT_PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: PASSWORD_UPDATED });

    const sessions = await t.db.session.findMany({ where: { userId: user.id } });
    expect(sessions.map((session) => session.sid)).toEqual([browser.sid]);
    const stillIn = await browser.agent.get('/account/profile').set(inertiaHeaders(browser.token));
    expect(stillIn.status).toBe(200);
    const signedOut = await other.agent.get('/account/profile').set('Accept', 'text/html');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.location).toBe('/login');

    const guest = await guestBrowser(t);
    const oldLogin = await guest.agent.post('/login').set(jsonHeaders(guest.token)).send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(oldLogin.status).toBe(401);
    await signedInBrowser(t, user.email, NEW_PASSWORD);
    const mails = await listMailbox(t.mailDir);
    expect(mails.some((mail) => mail.to.includes(user.email) && mail.subject === 'Your Play It Safe password was changed')).toBe(true);
  });

  it('refuses another user’s id with 403 and changes nothing', async () => {
    const victim = await createUser(t.db);
    const attacker = await createUser(t.db);
    const browser = await signedInBrowser(t, attacker.email);
    const answer = await changePassword(browser, victim.id, { current_password: DEFAULT_PASSWORD, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(PASSWORD_CHANGE_FORBIDDEN);
    const row = await t.db.user.findUniqueOrThrow({ where: { id: victim.id } });
    expect(await verifyPassword(DEFAULT_PASSWORD, row.passwordHash)).toBe(true);
    expect(row.passwordChangedAt).toBeNull();
  });

  it('limits wrong current passwords to 5 in 15 minutes', async () => {
    const user = await createUser(t.db);
    const browser = await signedInBrowser(t, user.email);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await changePassword(browser, user.id, { current_password: `guess-${i}`, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('needs sign-in and the CSRF token', async () => {
    const user = await createUser(t.db);
    const guest = await guestBrowser(t);
    expect((await changePassword(guest, user.id, {})).status).toBe(401);
    const browser = await signedInBrowser(t, user.email);
    const noToken = await browser.agent.put(`/settings/reset-password/${user.id}`).set('Accept', 'application/json').send({});
    expect(noToken.status).toBe(419);
  });
});
