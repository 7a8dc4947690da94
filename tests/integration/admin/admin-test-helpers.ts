import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { createUser } from '#tests/factories/users';
import { inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';

// Staff browsers for the staff-area integration tests.

export async function staffBrowser(t: TestApp): Promise<Browser & { userId: number }> {
  const staff = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.administrator, firstName: 'Sam', lastName: 'Staff' });
  return { ...(await signedInBrowser(t, staff.email)), userId: staff.id };
}

export function inertiaGet(browser: Browser, url: string) {
  return browser.agent.get(url).set(inertiaHeaders(browser.token));
}
