import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INACTIVE_ACCOUNT } from '#server/accounts/login.service';
import { PASSWORD_REQUIREMENTS } from '#server/accounts/password-reset.schemas';
import { verifyPassword } from '#server/accounts/password-hash.service';
import { extractLinks, listMailbox, readMailboxMessage } from '#server/mail/mailbox';
import { SCHOOL_USER_MESSAGES } from '#server/schools/school-users.schemas';
import type { SchoolUserRow } from '#server/schools/school-users.service';
import { createSchoolSubUser, createSchoolWithSubUsers, DEFAULT_PASSWORD } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { guestBrowser, jsonHeaders, signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';

// My Users, School user detail and the user calls (account-area §2, §4, §5 "Create user", §6, §7, §8 "Users").

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchoolWithSubUsers>>;
let main: Browser;
let manager: Browser;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  school = await createSchoolWithSubUsers(t.db, {
    school: { email: 'main@school.test', organizationName: 'Lakeview ISD' },
    subUsers: [
      { firstName: 'Mia', lastName: 'Manager', email: 'mia@school.test', isManageSchoolUser: true },
      { firstName: 'Sam', lastName: 'Staff', email: 'sam@school.test' },
      { firstName: 'Ina', lastName: 'Inactive', email: 'ina@school.test', isActive: false },
    ],
  });
  main = await signedInBrowser(t, 'main@school.test');
  manager = await signedInBrowser(t, 'mia@school.test');
});
afterAll(() => t.close());

const [mia, sam, ina] = [0, 1, 2].map((index) => () => school.subUsers[index]);
const usersPage = async (browser: Browser, query = '') => {
  const answer = await browser.agent.get(`/account/users${query}`).set(inertiaHeaders(browser.token));
  return answer;
};
const emailsOf = (rows: SchoolUserRow[]) => rows.map((row) => row.email);

describe('My Users list', () => {
  it('lists the school’s sub-users, newest id first, with their status', async () => {
    const answer = await usersPage(main);
    expect(answer.status).toBe(200);
    expect(answer.body.component).toBe('account/users/index');
    const users = answer.body.props.users;
    expect(emailsOf(users.data)).toEqual(['ina@school.test', 'sam@school.test', 'mia@school.test']);
    expect(users.data[0]).toMatchObject({ id: ina().id, name: 'Ina Inactive', status: 'Inactive', is_active: false, is_self: false });
    expect(users).toMatchObject({ current_page: 1, total: 3, from: 1, to: 3 });
    expect(answer.body.props.filters).toEqual({ search: '', status: '', sort_by: 'id', sort_direction: 'desc' });
  });

  it('filters by status, searches names and e-mails, and sorts by each column', async () => {
    expect(emailsOf((await usersPage(main, '?status=active')).body.props.users.data)).toEqual(['sam@school.test', 'mia@school.test']);
    expect(emailsOf((await usersPage(main, '?status=inactive')).body.props.users.data)).toEqual(['ina@school.test']);
    expect(emailsOf((await usersPage(main, '?search=sam%20staff')).body.props.users.data)).toEqual(['sam@school.test']);
    expect(emailsOf((await usersPage(main, '?search=MIA@')).body.props.users.data)).toEqual(['mia@school.test']);
    expect(emailsOf((await usersPage(main, '?sort_by=name&sort_direction=asc')).body.props.users.data)).toEqual(['ina@school.test', 'mia@school.test', 'sam@school.test']);
    expect(emailsOf((await usersPage(main, '?sort_by=email&sort_direction=desc')).body.props.users.data)).toEqual(['sam@school.test', 'mia@school.test', 'ina@school.test']);
    expect(emailsOf((await usersPage(main, '?sort_by=status&sort_direction=asc')).body.props.users.data)[0]).toBe('ina@school.test');
    expect(emailsOf((await usersPage(main, '?sort_by=id&sort_direction=asc')).body.props.users.data)).toEqual(['mia@school.test', 'sam@school.test', 'ina@school.test']);
    for (const query of ['?status=deleted', '?sort_by=password_hash', '?page=0', `?search=${'x'.repeat(101)}`, '?status[]=active']) {
      expect((await usersPage(main, query)).status, query).toBe(422);
    }
  });

  it('pages ten users at a time', async () => {
    const other = await createSchoolWithSubUsers(t.db, {
      school: { email: 'big@school.test' },
      subUsers: Array.from({ length: 12 }, (_, index) => ({ email: `member${index}@big.test` })),
    });
    const browser = await signedInBrowser(t, other.school.email);
    const first = (await usersPage(browser)).body.props.users;
    expect(first).toMatchObject({ total: 12, per_page: 10, last_page: 2, from: 1, to: 10 });
    const second = (await usersPage(browser, '?page=2')).body.props.users;
    expect(second.data).toHaveLength(2);
    expect(second.links.at(-1)).toMatchObject({ label: 'Next', url: null });
  });
});

describe('Create User', () => {
  const create = (browser: Browser, body: unknown) => browser.agent.post('/settings/create-user').set(jsonHeaders(browser.token)).send(body as object);

  it('needs first name, last name and e-mail, with the spec’s message', async () => {
    for (const body of [{}, { first_name: 'A', last_name: 'B' }, { first_name: '  ', last_name: 'B', email: 'a@b.test' }, { last_name: 'B', email: 'a@b.test' }]) {
      const answer = await create(manager, body);
      expect(answer.status).toBe(422);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toBe('Please enter both first name, last name and email.');
    }
    const invalid = await create(manager, { first_name: 'A', last_name: 'B', email: 'not-an-email' });
    expect(invalid.body.errors).toEqual({ email: SCHOOL_USER_MESSAGES.invalidEmail });
    const taken = await create(manager, { first_name: 'A', last_name: 'B', email: 'SAM@school.test' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: SCHOOL_USER_MESSAGES.emailTaken });
    for (const body of [{ first_name: 'A', last_name: 'B', email: 'x@y.test', has_access_rights: 2 }, { first_name: 'A', last_name: 'B', email: 'x@y.test', role: 'admin' }, [1]]) {
      expect((await create(manager, body)).status).toBe(422);
    }
    expect(await t.db.user.count({ where: { email: 'x@y.test' } })).toBe(0);
  });

  it('adds a sub-user who sets a password from the e-mail and signs in', async () => {
    const answer = await create(manager, { first_name: 'Nora', last_name: 'New', email: 'Nora.New@School.test', has_access_rights: 1 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: SCHOOL_USER_MESSAGES.created, user: { email: 'nora.new@school.test', is_manage_school_user: true, is_active: true } });
    const created = await t.db.user.findUniqueOrThrow({ where: { email: 'nora.new@school.test' } });
    expect(created).toMatchObject({ parentId: school.school.id, accountTypeId: 5, isManageSchoolUser: true, emailVerifiedAt: null, organizationName: 'Lakeview ISD' });
    // Nobody knows the password it was created with.
    expect(await verifyPassword(DEFAULT_PASSWORD, created.passwordHash)).toBe(false);

    const [entry] = (await listMailbox(t.mailDir)).filter((mail) => mail.to.includes('nora.new@school.test'));
    const mail = await readMailboxMessage(t.mailDir, entry.id);
    expect(mail!.subject).toBe('You have been added to a school on Play It Safe');
    expect(mail!.text).toContain('the Play It Safe account of Lakeview ISD');
    const link = extractLinks(mail!.text).find((url) => url.includes('/reset-password/'))!;
    const url = new URL(link);
    expect(url.searchParams.get('email')).toBe('nora.new@school.test');

    const guest = await guestBrowser(t, `${url.pathname}${url.search}`);
    const setPassword = await guest.agent
      .post('/reset-password')
      .set(jsonHeaders(guest.token))
      .send({ token: url.pathname.split('/').pop(), email: 'nora.new@school.test', password: 'Nora!Secure2026', password_confirmation: 'Nora!Secure2026' });
    expect([200, 302, 303]).toContain(setPassword.status);
    const signedIn = await signedInBrowser(t, 'nora.new@school.test', 'Nora!Secure2026');
    expect((await usersPage(signedIn)).status).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: created.id } })).emailVerifiedAt).not.toBeNull();
  });
});

describe('Invitation abuse (issue 14, item 1)', () => {
  const create = (browser: Browser, body: unknown) => browser.agent.post('/settings/create-user').set(jsonHeaders(browser.token)).send(body as object);
  const newUser = (n: number, domain = 'outside.test') => ({ first_name: 'Out', last_name: `Sider${n}`, email: `out${n}@${domain}` });
  const mailsTo = async (domain: string) => (await listMailbox(t.mailDir)).filter((mail) => mail.to.some((to) => to.endsWith(`@${domain}`)));

  it('refuses an unverified main account or manager, with a message, and sends nothing', async () => {
    const fresh = await createSchoolWithSubUsers(t.db, {
      school: { email: 'fresh@unverified.test', emailVerifiedAt: null },
      subUsers: [{ email: 'boss@unverified.test', isManageSchoolUser: true, emailVerifiedAt: null }],
    });
    for (const email of [fresh.school.email, 'boss@unverified.test']) {
      const browser = await signedInBrowser(t, email);
      const answer = await create(browser, newUser(1, 'unverified-victim.test'));
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(SCHOOL_USER_MESSAGES.verifyBeforeInviting);
    }
    expect(await t.db.user.count({ where: { email: { endsWith: '@unverified-victim.test' } } })).toBe(0);
    expect(await mailsTo('unverified-victim.test')).toHaveLength(0);
  });

  it('allows 20 new users per school per hour, then answers 429 and sends no more e-mails', async () => {
    const burst = await createSchoolWithSubUsers(t.db, { school: { email: 'burst@school.test' }, subUsers: [] });
    const browser = await signedInBrowser(t, burst.school.email);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => create(browser, newUser(n, 'burst-victims.test'))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0].body.message).toMatch(/^Your school has added 20 users in the last hour, the most allowed\. Please try again in \d+ minutes?\.$/);
    expect(await t.db.user.count({ where: { parentId: burst.school.id } })).toBe(20);
    expect(await mailsTo('burst-victims.test')).toHaveLength(20);
    // Another school is not affected.
    expect((await create(main, newUser(99, 'other-school.test'))).status).toBe(201);
  });

  it('allows 100 new users per school per 24 hours', async () => {
    const daily = await createSchoolWithSubUsers(t.db, { school: { email: 'daily@school.test' }, subUsers: [] });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60_000);
    await t.db.user.createMany({
      data: Array.from({ length: 100 }, (_, n) => ({
        accountTypeId: 5, parentId: daily.school.id, firstName: 'Old', lastName: `User${n}`, email: `old${n}@daily.test`,
        passwordHash: 'x', createdAt: hoursAgo(2 + (n % 20)),
      })),
    });
    const browser = await signedInBrowser(t, daily.school.email);
    const answer = await create(browser, newUser(1, 'daily-victims.test'));
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/^Your school has added 100 users in the last 24 hours, the most allowed\. Please try again in \d+ (minutes?|hours)\.$/);
    // A day later the oldest have left the window.
    await t.db.user.updateMany({ where: { parentId: daily.school.id, createdAt: { lt: hoursAgo(20) } }, data: { createdAt: hoursAgo(25) } });
    expect((await create(browser, newUser(2, 'daily-victims.test'))).status).toBe(201);
  });

  it('never puts the organization name in the subject, nor a link-like name in the body', async () => {
    const legacy = await createSchoolWithSubUsers(t.db, {
      school: { email: 'legacy@school.test', organizationName: 'Click https://evil.example now' },
      subUsers: [],
    });
    const browser = await signedInBrowser(t, legacy.school.email);
    expect((await create(browser, { first_name: 'www.evil.example', last_name: 'Target', email: 'target@legacy-victim.test' })).status).toBe(201);
    const [entry] = await mailsTo('legacy-victim.test');
    const mail = await readMailboxMessage(t.mailDir, entry.id);
    expect(mail!.subject).toBe('You have been added to a school on Play It Safe');
    for (const body of [mail!.text, mail!.html ?? '']) {
      expect(body).not.toContain('evil.example');
      expect(body).toContain('the Play It Safe account of your school');
      expect(body).toContain('Hello there,');
    }
  });
});

describe('School user detail and PUT /settings/my-users/{id}', () => {
  const update = (browser: Browser, id: number, body: unknown) => browser.agent.put(`/settings/my-users/${id}`).set(jsonHeaders(browser.token)).send(body as object);

  it('shows one sub-user', async () => {
    const answer = await main.agent.get(`/account/users/${sam().id}`).set(inertiaHeaders(main.token));
    expect(answer.status).toBe(200);
    expect(answer.body.component).toBe('account/users/show');
    expect(answer.body.props.user).toMatchObject({ id: sam().id, email: 'sam@school.test', is_active: true, is_manage_school_user: false });
    expect((await main.agent.get(`/account/users/${school.school.id}`).set(inertiaHeaders(main.token))).status).toBe(404);
    expect((await main.agent.get('/account/users/999999').set(inertiaHeaders(main.token))).status).toBe(404);
  });

  it('edits the names, status and the right to manage users; deactivation ends the user’s sessions', async () => {
    const samBrowser = await signedInBrowser(t, 'sam@school.test');
    expect(await t.db.session.count({ where: { userId: sam().id } })).toBeGreaterThan(0);
    const answer = await update(manager, sam().id, {
      first_name: 'Samuel',
      last_name: 'Staff',
      email: 'sam@school.test',
      title: 'Teacher',
      phone: '817-555-0199',
      is_active: 0,
      is_manage_school_user: 1,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: SCHOOL_USER_MESSAGES.updated, user: { first_name: 'Samuel', is_active: false, is_manage_school_user: true, phone: '8175550199' } });
    expect(await t.db.session.count({ where: { userId: sam().id } })).toBe(0);
    const signedOut = await samBrowser.agent.get('/account/programs').set(inertiaHeaders(samBrowser.token));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.location).toBe('/login');

    // An inactive user cannot sign in.
    const guest = await guestBrowser(t);
    const login = await guest.agent.post('/login').set(jsonHeaders(guest.token)).send({ email: 'sam@school.test', password: DEFAULT_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(INACTIVE_ACCOUNT);

    const back = await update(main, sam().id, { first_name: 'Sam', last_name: 'Staff', email: 'sam@school.test', is_active: 1, is_manage_school_user: 0 });
    expect(back.body.user).toMatchObject({ is_active: true, is_manage_school_user: false });
  });

  it('accepts the multipart form of the spec', async () => {
    const answer = await manager.agent
      .post(`/settings/my-users/${ina().id}?_method=PUT`)
      .set(jsonHeaders(manager.token))
      .field('first_name', 'Ina')
      .field('last_name', 'Inactive')
      .field('email', 'ina@school.test')
      .field('title', 'Librarian')
      .field('is_active', '0');
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ title: 'Librarian', is_active: false });
  });

  it('refuses to lock oneself out, and lists the 422 errors', async () => {
    const self = await update(manager, mia().id, { first_name: 'Mia', last_name: 'Manager', email: 'mia@school.test', is_active: 0 });
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ is_active: SCHOOL_USER_MESSAGES.cannotDeactivateSelf });
    const right = await update(manager, mia().id, { first_name: 'Mia', last_name: 'Manager', email: 'mia@school.test', is_manage_school_user: false });
    expect(right.body.errors).toEqual({ is_manage_school_user: SCHOOL_USER_MESSAGES.cannotRemoveOwnRight });
    const many = await update(main, sam().id, { first_name: '', last_name: 'Staff', email: 'main@school.test', phone: '123' });
    expect(many.status).toBe(422);
    expect(many.body.errors).toMatchObject({ first_name: SCHOOL_USER_MESSAGES.namesAndEmailRequired, phone: SCHOOL_USER_MESSAGES.invalidPhone });
    const taken = await update(main, sam().id, { first_name: 'Sam', last_name: 'Staff', email: 'main@school.test' });
    expect(taken.body.errors).toEqual({ email: SCHOOL_USER_MESSAGES.emailTaken });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: mia().id } })).isActive).toBe(true);
  });
});

describe('Reset Password', () => {
  const setPassword = (browser: Browser, id: number, body: unknown) => browser.agent.put(`/settings/update-password/${id}`).set(jsonHeaders(browser.token)).send(body as object);

  it('sets a strong password, ends the user’s sessions and tells them', async () => {
    await signedInBrowser(t, 'sam@school.test');
    const weak = await setPassword(manager, sam().id, { password: 'short', password_confirmation: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toBe(PASSWORD_REQUIREMENTS);
    const mismatch = await setPassword(manager, sam().id, { password: 'Strong!Pass1', password_confirmation: 'Strong!Pass2' });
    expect(mismatch.body.errors).toEqual({ password_confirmation: 'Passwords do not match' });

    const answer = await setPassword(manager, sam().id, { password: 'Strong!Pass1', password_confirmation: 'Strong!Pass1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: SCHOOL_USER_MESSAGES.passwordUpdated });
    const user = await t.db.user.findUniqueOrThrow({ where: { id: sam().id } });
    expect(await verifyPassword('Strong!Pass1', user.passwordHash)).toBe(true);
    expect(await t.db.session.count({ where: { userId: sam().id } })).toBe(0);
    expect((await listMailbox(t.mailDir)).some((mail) => mail.to.includes('sam@school.test') && mail.subject === 'Your Play It Safe password was changed')).toBe(true);
  });

  it('is not the way to change one’s own password', async () => {
    const answer = await setPassword(manager, mia().id, { password: 'Strong!Pass1', password_confirmation: 'Strong!Pass1' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(SCHOOL_USER_MESSAGES.ownPassword);
  });
});

describe('Delete', () => {
  it('never deletes oneself', async () => {
    for (const [browser, id] of [
      [manager, mia().id],
      [main, school.school.id],
    ] as const) {
      const answer = await browser.agent.post(`/settings/my-users/${id}`).set(jsonHeaders(browser.token)).send({ _method: 'DELETE' });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(SCHOOL_USER_MESSAGES.cannotDeleteSelf);
    }
    expect((await t.db.user.findUniqueOrThrow({ where: { id: mia().id } })).deletedAt).toBeNull();
  });

  it('soft-deletes a sub-user: signed out, gone from the list, e-mail free to register again', async () => {
    const leaving = await createSchoolSubUser(t.db, school.school, { firstName: 'Lee', lastName: 'Leaving', email: 'lee@school.test' });
    const leeBrowser = await signedInBrowser(t, 'lee@school.test');
    const answer = await manager.agent.post(`/settings/my-users/${leaving.id}`).set(jsonHeaders(manager.token)).send({ _method: 'DELETE' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: SCHOOL_USER_MESSAGES.deleted });
    const row = await t.db.user.findUniqueOrThrow({ where: { id: leaving.id } });
    expect(row.deletedAt).not.toBeNull();
    expect(row.isActive).toBe(false);
    expect(row.email).toMatch(/^deleted-\d+-\d+@deleted\.invalid$/);
    expect(row.firstName).toBe('Lee');
    expect(await t.db.session.count({ where: { userId: leaving.id } })).toBe(0);
    expect((await leeBrowser.agent.get('/account/programs').set('Accept', 'text/html')).headers.location).toBe('/login');
    expect(emailsOf((await usersPage(main)).body.props.users.data)).not.toContain('lee@school.test');
    // Deleting again finds nothing.
    expect((await manager.agent.delete(`/settings/my-users/${leaving.id}`).set(jsonHeaders(manager.token))).status).toBe(404);
    // The address can be given to a new user.
    const again = await manager.agent.post('/settings/create-user').set(jsonHeaders(manager.token)).send({ first_name: 'Lee', last_name: 'Again', email: 'lee@school.test' });
    expect(again.status).toBe(201);
  });

  it('needs the CSRF token', async () => {
    const answer = await main.agent.post(`/settings/my-users/${sam().id}`).set({ Accept: 'application/json' }).send({ _method: 'DELETE' });
    expect(answer.status).toBe(419);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: sam().id } })).deletedAt).toBeNull();
  });
});
