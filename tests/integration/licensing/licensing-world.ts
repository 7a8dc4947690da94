import path from 'node:path';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { MEDIA_ROOT } from '#server/licensing/media.service';
import { addDays, addMonths } from '#tests/factories/db';
import { createOrder } from '#tests/factories/orders';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createSchoolSubUser, createSchoolUser, createUser } from '#tests/factories/users';
import { inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';

// The cast of the licensing and school-user tests: two schools with staff, a parent, trainer, preview and
// administrator accounts, programs with real media files in private storage, and licences in every state.

export const DEMO_MEDIA = path.resolve('prisma/media');

export async function buildLicensingWorld(t: TestApp, now = new Date()) {
  const schoolA = await createSchoolUser(t.db, { firstName: 'Alice', lastName: 'Main', email: 'main.a@example.test' });
  const managerA = await createSchoolSubUser(t.db, schoolA, { firstName: 'Mona', lastName: 'Manager', email: 'manager.a@example.test', isManageSchoolUser: true });
  const staffA = await createSchoolSubUser(t.db, schoolA, { firstName: 'Sam', lastName: 'Staff', email: 'staff.a@example.test' });
  const schoolB = await createSchoolUser(t.db, { firstName: 'Bob', lastName: 'Main', email: 'main.b@example.test' });
  const staffB = await createSchoolSubUser(t.db, schoolB, { firstName: 'Bea', lastName: 'Staff', email: 'staff.b@example.test' });
  const parent = await createUser(t.db, { firstName: 'Pat', lastName: 'Parent', email: 'parent@example.test' });
  const trainer = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.trainer, firstName: 'Tia', lastName: 'Trainer', email: 'trainer@example.test' });
  const preview = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.preview, firstName: 'Pia', lastName: 'Preview', email: 'preview@example.test' });
  const admin = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.administrator, firstName: 'Ada', lastName: 'Admin', email: 'admin@example.test' });

  const media = (name: string) => ({
    videoLink: `videos/${name}.mp4`,
    trailerLink: `videos/trailers/${name}.mp4`,
    productScript: `guides/${name}-script.pdf`,
    productScriptSpanish: `guides/${name}-script-es.pdf`,
    productColoringBook: `guides/${name}-coloring.pdf`,
    productColoringBookSpanish: null,
  });
  /** Live for school A; also what trainer accounts watch. */
  const programLive = await createLicensedProgram(t.db, { title: 'Beta Program', ...media('live'), trainerVideoAccount: true });
  /** School A's licence ended. */
  const programExpired = await createLicensedProgram(t.db, { title: 'Alpha Program', ...media('expired') });
  /** Only school B holds it. */
  const programB = await createLicensedProgram(t.db, { title: 'Gamma Program', ...media('school-b') });
  /** Preview accounts only. */
  const previewOnly = await createLicensedProgram(t.db, { title: 'Preview Program', ...media('preview'), previewVideoAccount: true });
  const parentVideo = await createProduct(t.db, {
    title: 'Parent Video',
    accountTypeId: ACCOUNT_TYPE.parent,
    isLicensed: true,
    licenceMonths: 12,
    ...media('parent'),
  });
  const dolls = await createProduct(t.db, { title: 'Doll Set', isHardCopy: true });

  const liveOrder = await createOrder(t.db, { user: managerA, lines: [{ product: programLive }], paidAt: addDays(now, -30) });
  const expiredOrder = await createOrder(t.db, { user: schoolA, lines: [{ product: programExpired }], paidAt: addMonths(addDays(now, -5), -12) });
  const orderB = await createOrder(t.db, { user: schoolB, lines: [{ product: programB }], paidAt: addDays(now, -10) });
  const parentOrder = await createOrder(t.db, { user: parent, lines: [{ product: parentVideo }], paidAt: addDays(now, -3) });

  for (const name of ['live', 'expired', 'school-b', 'preview', 'parent']) {
    await installFile(t, `videos/${name}.mp4`, 'demo-video.mp4');
    await installFile(t, `videos/trailers/${name}.mp4`, 'demo-trailer.mp4');
    await installFile(t, `guides/${name}-script.pdf`, 'demo-parent-guide.pdf');
    await installFile(t, `guides/${name}-script-es.pdf`, 'demo-parent-guide-es.pdf');
    await installFile(t, `guides/${name}-coloring.pdf`, 'demo-coloring-book.pdf');
  }

  return {
    users: { schoolA, managerA, staffA, schoolB, staffB, parent, trainer, preview, admin },
    products: { programLive, programExpired, programB, previewOnly, parentVideo, dolls },
    orders: { liveOrder, expiredOrder, orderB, parentOrder },
  };
}

export type LicensingWorld = Awaited<ReturnType<typeof buildLicensingWorld>>;
export type Actor = keyof LicensingWorld['users'];
export const ACTORS: Actor[] = ['schoolA', 'managerA', 'staffA', 'schoolB', 'staffB', 'parent', 'trainer', 'preview', 'admin'];

/** Puts one of the committed demo files at a media path in the test's private storage (either driver), replacing what was there. */
export async function installFile(t: TestApp, mediaPath: string, demoFile: string) {
  const key = `${MEDIA_ROOT}/${mediaPath}`;
  await t.storage.remove(key);
  await t.storage.putFile(key, path.join(DEMO_MEDIA, demoFile));
}

/** Every actor signed in (a browser each). */
export async function signInEveryone(t: TestApp, world: LicensingWorld): Promise<Record<Actor, Browser>> {
  const browsers = {} as Record<Actor, Browser>;
  for (const actor of ACTORS) browsers[actor] = await signedInBrowser(t, world.users[actor].email);
  return browsers;
}

/** An Inertia visit: the page object as JSON. */
export const visit = (browser: Browser, url: string) => browser.agent.get(url).set(inertiaHeaders(browser.token));
