import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { listMailbox, readMailboxMessage } from '#server/mail/mailbox';
import { createUser } from '#tests/factories/users';
import { inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';

// A staff member's browser on the order page, as the staff forms drive it: Inertia form posts (JSON body, a fresh
// idempotency key per form), then the next page render shows the flash and the field errors.

export interface StaffPage {
  browser: Browser;
  userId: number;
  /** An Inertia form post to a staff action; `key` defaults to a fresh form key. */
  post(url: string, body?: Record<string, unknown>): Promise<import('supertest').Response>;
  /** The flash and the errors the next page shows (any page renders them; the home page needs no data). */
  nextPage(): Promise<{ flash: Record<string, string>; errors: Record<string, string> }>;
}

export const formKey = () => randomUUID();

export async function signInStaff(t: TestApp): Promise<StaffPage> {
  const admin = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.administrator, firstName: 'Office', lastName: 'Staff' });
  return browse(await signedInBrowser(t, admin.email), admin.id);
}

/** Any signed-in account posting the same forms (for the permission checks). */
export async function signInAs(t: TestApp, email: string, userId: number): Promise<StaffPage> {
  return browse(await signedInBrowser(t, email), userId);
}

function browse(browser: Browser, userId: number): StaffPage {
  return {
    browser,
    userId,
    post: (url, body = {}) =>
      browser.agent
        .post(url)
        .set(inertiaHeaders(browser.token))
        .send({ idempotency_key: formKey(), ...body }),
    async nextPage() {
      const page = await browser.agent.get('/').set(inertiaHeaders(browser.token));
      return { flash: page.body.flash ?? {}, errors: page.body.props?.errors ?? {} };
    },
  };
}

/** The messages sent to one address, oldest first, with their text. */
export async function mailTo(t: TestApp, address: string) {
  const entries = (await listMailbox(t.mailDir)).filter((entry) => entry.to.includes(address)).reverse();
  return Promise.all(entries.map(async (entry) => (await readMailboxMessage(t.mailDir, entry.id))!));
}
