import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicensedItem } from '#server/licensing/licences.service';
import type { MediaLink } from '#server/licensing/licensing.schemas';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { addDays } from '#tests/factories/db';
import { createOrder } from '#tests/factories/orders';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createSchoolUser, createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';

// Issue 18 (docs/decisions/156): My Videos / My Programs and their detail pages name the product in the visitor's
// language (English field by field when a Spanish one is empty), and a Spanish visitor meets the Spanish parent
// guide and coloring book before the English ones.

let t: TestApp;
let parent: Browser;
let school: Browser;
const ids: Record<string, number> = {};

const guides = {
  videoLink: 'videos/family.mp4',
  trailerLink: 'videos/trailers/family.mp4',
  productScript: 'guides/family-script.pdf',
  productScriptSpanish: 'guides/family-script-es.pdf',
  productColoringBook: 'guides/family-coloring.pdf',
  productColoringBookSpanish: 'guides/family-coloring-es.pdf',
};

beforeAll(async () => {
  t = await createTestApp();
  const parentUser = await createUser(t.db, { email: 'spanish.parent@example.test', accountTypeId: ACCOUNT_TYPE.parent });
  const schoolUser = await createSchoolUser(t.db, { email: 'spanish.school@example.test' });
  const video = await createProduct(t.db, {
    title: 'Body Safety at Home',
    subtitle: 'For families',
    description: 'An English description.',
    videoDescription: 'An English video description.',
    titleEs: 'Seguridad del cuerpo en casa',
    descriptionEs: 'Una descripción en español.',
    accountTypeId: ACCOUNT_TYPE.parent,
    isLicensed: true,
    ...guides,
  });
  const program = await createLicensedProgram(t.db, { title: 'Kindergarten: Safe Touch', titleEs: 'Kínder: contacto seguro', ...guides });
  await createOrder(t.db, { user: parentUser, lines: [{ product: video }], paidAt: addDays(new Date(), -3) });
  await createOrder(t.db, { user: schoolUser, lines: [{ product: program }], paidAt: addDays(new Date(), -3) });
  Object.assign(ids, { video: video.id, program: program.id });
  parent = await signedInBrowser(t, parentUser.email);
  school = await signedInBrowser(t, schoolUser.email);
});
afterAll(() => t.close());

const visit = async (browser: Browser, url: string, locale: 'en' | 'es') => {
  const answer = await browser.agent.get(url).set({ ...inertiaHeaders(browser.token), Cookie: `locale=${locale}` });
  expect(answer.status, url).toBe(200);
  return answer.body.props;
};
const assetsOf = (media: MediaLink[]) => media.map((link) => link.asset);

describe('My Videos and My Programs', () => {
  it('name each item in the visitor’s language', async () => {
    expect(((await visit(parent, '/account/videos', 'es')).items as LicensedItem[]).map((item) => item.name)).toEqual(['Seguridad del cuerpo en casa']);
    expect(((await visit(parent, '/account/videos', 'en')).items as LicensedItem[]).map((item) => item.name)).toEqual(['Body Safety at Home']);
    expect(((await visit(school, '/account/programs', 'es')).items as LicensedItem[]).map((item) => item.name)).toEqual(['Kínder: contacto seguro']);
  });
});

describe('a licensed item’s page', () => {
  it('shows a Spanish visitor the Spanish text, English where there is none, and the Spanish guides first', async () => {
    const props = await visit(parent, `/account/videos/${ids.video}`, 'es');
    expect(props.product).toMatchObject({
      title: 'Seguridad del cuerpo en casa',
      subtitle: 'For families',
      description: '<p>Una descripción en español.</p>',
      video_description: '<p>An English video description.</p>',
    });
    expect(assetsOf(props.media)).toEqual(['video', 'trailer', 'parent-guide-es', 'parent-guide', 'coloring-book-es', 'coloring-book']);
  });

  it('keeps the English text and the English guides first for an English visitor', async () => {
    const props = await visit(parent, `/account/videos/${ids.video}`, 'en');
    expect(props.product).toMatchObject({ title: 'Body Safety at Home', description: '<p>An English description.</p>' });
    expect(assetsOf(props.media)).toEqual(['video', 'trailer', 'parent-guide', 'parent-guide-es', 'coloring-book', 'coloring-book-es']);
  });

  it('orders a school’s program page the same way', async () => {
    const spanish = await visit(school, `/account/programs/${ids.program}`, 'es');
    expect(spanish.product.title).toBe('Kínder: contacto seguro');
    expect(assetsOf(spanish.media)).toEqual(['video', 'trailer', 'parent-guide-es', 'parent-guide', 'coloring-book-es', 'coloring-book']);
  });
});
