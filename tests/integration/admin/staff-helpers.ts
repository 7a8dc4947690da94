import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { listMailbox, readMailboxMessage, type StoredMail } from '#server/mail/mailbox';
import { createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';

// Staff browsers for the back-office tests: Inertia form posts with an idempotency key, and what came back.

export async function createStaffMember(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  return createUser(t.db, { accountTypeId: ACCOUNT_TYPE.administrator, firstName: 'Stella', lastName: 'Staff', ...overrides });
}

export async function staffBrowser(t: TestApp, email?: string): Promise<Browser & { userId: number }> {
  const staff = email ? await t.db.user.findUniqueOrThrow({ where: { email } }) : await createStaffMember(t);
  return { ...(await signedInBrowser(t, staff.email)), userId: staff.id };
}

export const newKey = () => randomUUID();

/** A test app behind a trusted proxy (the audit trail records the client's address) and its signed-in staff member. */
export async function startStaffApp<Staff>(signIn: (t: TestApp) => Promise<Staff>): Promise<{ t: TestApp; staff: Staff }> {
  const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  return { t, staff: await signIn(t) };
}

export interface PostAnswer {
  status: number;
  location: string | undefined;
  /** The flash and errors the page the redirect leads to shows. */
  flash: Record<string, string> | undefined;
  errors: Record<string, string>;
}

/** Posts a staff form as the Inertia client does and follows the redirect to read the flash and errors. */
export async function postStaffForm(browser: Browser, url: string, body: object, options: { errorBag?: string } = {}): Promise<PostAnswer> {
  const extra: Record<string, string> = {};
  if (options.errorBag) extra['X-Inertia-Error-Bag'] = options.errorBag;
  const answer = await browser.agent.post(url).set(inertiaHeaders(browser.token, extra)).send(body);
  const location = answer.headers.location as string | undefined;
  if (!location) return { status: answer.status, location, flash: undefined, errors: {} };
  const page = await browser.agent.get(location).set(inertiaHeaders(browser.token));
  const errors = (page.body.props?.errors ?? {}) as Record<string, unknown>;
  const bagged = options.errorBag ? ((errors[options.errorBag] ?? {}) as Record<string, string>) : (errors as Record<string, string>);
  return { status: answer.status, location, flash: page.body.flash, errors: bagged };
}

export async function visitPage(browser: Browser, url: string) {
  const page = await browser.agent.get(url).set(inertiaHeaders(browser.token));
  return page as unknown as { status: number; body: { component: string; props: Record<string, unknown>; flash?: Record<string, string> } };
}

export async function mailsTo(t: TestApp, email: string): Promise<StoredMail[]> {
  const entries = (await listMailbox(t.mailDir)).filter((entry) => entry.to.includes(email));
  const mails = await Promise.all(entries.map((entry) => readMailboxMessage(t.mailDir, entry.id)));
  return mails.filter((mail): mail is StoredMail => mail !== null);
}
