import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { STATIC_PAGES } from '#server/content/content.controller.js';
import { route, routeTable } from '#server/route-table.js';
import { createGrade, createLicensedProgram, createProduct, createSchoolLevel } from '#tests/factories/products';
import { createUser, DEFAULT_PASSWORD } from '#tests/factories/users';
import { expectInertiaPage } from '#tests/support/inertia-page';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

let t: TestApp;
const ids: Record<string, number> = {};
const FORM_URL = 'https://forms.example.org/scheduling-test';

beforeAll(async () => {
  t = await createTestApp({ env: { TARRANT_COUNTY_FORM_URL: FORM_URL } });
  const levels: Record<string, number> = {};
  for (const name of ['Pre-K', 'Kindergarten', 'Elementary', 'Middle School', 'High School']) {
    levels[name] = (await createSchoolLevel(t.db, { name })).id;
  }
  const kGrade = await createGrade(t.db, levels.Kindergarten, { name: 'Kindergarten' });
  const firstGrade = await createGrade(t.db, levels.Elementary, { name: '1st Grade' });
  const sixthGrade = await createGrade(t.db, levels['Middle School'], { name: '6th Grade' });
  await createLicensedProgram(t.db, { title: 'Kindergarten: Safe, Unsafe and Unwanted Touch', levelId: levels.Kindergarten, gradeId: kGrade.id, videoDescription: 'A 12-minute video.' });
  await createLicensedProgram(t.db, { title: '1st Grade: Listening to My Uh-Oh Feelings', levelId: levels.Elementary, gradeId: firstGrade.id });
  await createLicensedProgram(t.db, { title: '6th Grade: Healthy Boundaries', levelId: levels['Middle School'], gradeId: sixthGrade.id });
  // Not programs: a parent video and an unlicensed book at the same levels, and a retired program.
  await createProduct(t.db, { title: 'Parent Video', levelId: levels.Elementary, accountTypeId: ACCOUNT_TYPE.parent, isLicensed: true });
  await createProduct(t.db, { title: 'Coloring Book', levelId: levels.Kindergarten });
  await createLicensedProgram(t.db, { title: 'Retired Program', levelId: levels.Elementary, isActive: false });
  Object.assign(ids, levels);
});
afterAll(() => t.close());

type Visitor = { agent: ReturnType<typeof request.agent>; token: string };

async function visitor(visitorType?: 'schools' | 'parent'): Promise<Visitor> {
  const agent = request.agent(t.app);
  const token = xsrfTokenFrom(await agent.get('/'));
  if (visitorType) await agent.post('/set-visitor-type').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({ visitorType }).expect(200);
  return { agent, token };
}

const visit = (as: Visitor, path: string) => as.agent.get(path).set(inertiaHeaders(as.token));

describe('information pages', () => {
  it.each(Object.entries(STATIC_PAGES))('%s renders %s for everyone', async (name, component) => {
    const path = routeTable[name as keyof typeof STATIC_PAGES].path;
    for (const as of [await visitor(), await visitor('parent')]) {
      const answer = await visit(as, path);
      expect(answer.status).toBe(200);
      expectInertiaPage(answer, component);
    }
    const html = await request(t.app).get(path);
    expect(html.status).toBe(200);
    expectInertiaPage(html, component);
  });
});

describe('curriculum pages (schools only)', () => {
  it('renders the overview with the tabs in the spec order, each with its programs and shop levels', async () => {
    const answer = await visit(await visitor('schools'), route('client.curriculum'));
    const { sections } = expectInertiaPage(answer, 'curriculum/index').props;
    expect(sections.map((section) => section.tabLabel)).toEqual(['Elementary', 'Pre-K', 'Middle School', 'Highschool']);
    const elementary = sections[0];
    expect(elementary.levelIds).toEqual([ids.Kindergarten, ids.Elementary]);
    expect(elementary.programs.map((program) => program.title)).toEqual([
      'Kindergarten: Safe, Unsafe and Unwanted Touch',
      '1st Grade: Listening to My Uh-Oh Feelings',
    ]);
    expect(sections[2].programs.map((program) => program.title)).toEqual(['6th Grade: Healthy Boundaries']);
    expect(sections[3].programs).toEqual([]);
  });

  it.each([
    ['client.curriculum.pre-k', 'pre-k', ['Pre-K']],
    ['client.curriculum.elementary-school', 'elementary-school', ['Kindergarten', 'Elementary']],
    ['client.curriculum.middle-school', 'middle-school', ['Middle School']],
    ['client.curriculum.high-school', 'high-school', ['High School']],
  ] as const)('%s shows its section with the level ids for Shop Now', async (name, key, levelNames) => {
    const answer = await visit(await visitor('schools'), route(name));
    expect(answer.status).toBe(200);
    expectInertiaPage(answer, 'curriculum/show', { section: { key, levelIds: levelNames.map((level) => ids[level]) } });
  });

  it('lists every program’s video description', async () => {
    const answer = await visit(await visitor('schools'), route('client.curriculum.video-description'));
    expect(answer.body.component).toBe('curriculum/video-description');
    const all = answer.body.props.sections.flatMap((section: { programs: { title: string; video_description: string | null }[] }) => section.programs);
    expect(all).toHaveLength(3);
    expect(all[0]).toMatchObject({ title: 'Kindergarten: Safe, Unsafe and Unwanted Touch', video_description: '<p>A 12-minute video.</p>' });
  });

  it('shows them to a visitor who has not chosen a journey yet', async () => {
    expect((await visit(await visitor(), route('client.curriculum'))).body.component).toBe('curriculum/index');
  });

  it('answers a parent visitor with the schools-only page, and never sends the programs', async () => {
    for (const name of ['client.curriculum', 'client.curriculum.pre-k', 'client.curriculum.video-description', 'client.tarrant-county-rescheduling'] as const) {
      const answer = await visit(await visitor('parent'), route(name));
      expect(answer.status, name).toBe(200);
      expectInertiaPage(answer, 'content/schools-only', { signedIn: false });
      expect(answer.body.props, name).not.toHaveProperty('sections');
      expect(answer.body.props, name).not.toHaveProperty('formUrl');
    }
  });

  it('answers a signed-in parent account the same way, whatever the stored journey', async () => {
    const parent = await createUser(t.db, { email: 'curriculum-parent@example.test', accountTypeId: ACCOUNT_TYPE.parent });
    const as = await visitor('schools');
    await as.agent.post('/login').set({ Accept: 'application/json', 'X-XSRF-TOKEN': as.token }).send({ email: parent.email, password: DEFAULT_PASSWORD }).expect(200);
    const token = xsrfTokenFrom(await as.agent.get('/'));
    const answer = await visit({ agent: as.agent, token }, route('client.curriculum'));
    expectInertiaPage(answer, 'content/schools-only', { signedIn: true });
  });
});

describe('Tarrant County scheduling request', () => {
  it('embeds the configured external form for schools', async () => {
    const answer = await visit(await visitor('schools'), route('client.tarrant-county-rescheduling'));
    expectInertiaPage(answer, 'content/tarrant-county-scheduling-request', { formUrl: FORM_URL });
  });

  it('sends no form to embed while TARRANT_COUNTY_FORM_URL is the shipped placeholder', async () => {
    const shipped = await createTestApp({ db: t.db });
    try {
      const agent = request.agent(shipped.app);
      const token = xsrfTokenFrom(await agent.get('/'));
      await agent.post('/set-visitor-type').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({ visitorType: 'schools' }).expect(200);
      const answer = await agent.get(route('client.tarrant-county-rescheduling')).set(inertiaHeaders(token));
      expectInertiaPage(answer, 'content/tarrant-county-scheduling-request', { formUrl: null });
    } finally {
      await shipped.close();
    }
  });

  it('allows that form’s origin as a frame source', async () => {
    const answer = await request(t.app).get(route('client.tarrant-county-rescheduling'));
    expect(answer.headers['content-security-policy']).toMatch(/frame-src[^;]*https:\/\/forms\.example\.org/);
  });
});

describe('home page', () => {
  it('sends the best sellers in the spec’s shape and a few reviews', async () => {
    await createProduct(t.db, { title: 'Best Seller Book', subtitle: 'English', priceCents: 1200, specialPriceCents: 599, isBestSeller: true });
    const answer = await visit(await visitor(), '/');
    expect(answer.body.component).toBe('home');
    expect(answer.body.props.bestSellers).toEqual([
      { id: expect.any(Number), slug: expect.any(String), title: 'Best Seller Book', subtitle: 'English', price: 12, special_price: 5.99, image: expect.any(String) },
    ]);
    expect(answer.body.props.reviews).toEqual([]);
  });
});
