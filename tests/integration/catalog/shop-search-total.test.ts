import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PAGE_SIZE } from '#server/catalog/catalog.schemas.js';
import { createGrade, createProduct, createSchoolLevel } from '#tests/factories/products';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

// A search finds a product by its title, its level's name or its grade's name (storefront §5); a product found in
// more than one way is one match, on one page, in the total (the count is read in parts, docs/decisions/101).
let t: TestApp;
const FILLERS = SHOP_PAGE_SIZE;
const expected: string[] = [];
let sixthGradeId: number;

beforeAll(async () => {
  t = await createTestApp();
  const gradeSchool = await createSchoolLevel(t.db, { name: 'Grade School' });
  const middle = await createSchoolLevel(t.db, { name: 'Middle School' });
  const sixth = await createGrade(t.db, middle.id, { name: '6th Grade' });
  sixthGradeId = sixth.id;
  const found = [
    { title: 'Alpha', levelId: gradeSchool.id }, // by the level's name
    { title: 'Beta Kit', levelId: middle.id, gradeId: sixth.id }, // by the grade's name
    { title: 'Gamma Grade Pack', levelId: gradeSchool.id, gradeId: sixth.id }, // by all three
    { title: 'Delta Grade Guide' }, // by the title, no level or grade
    { title: 'Epsilon Grade Video', levelId: middle.id }, // by the title, a level that does not match
  ];
  for (const product of found) await createProduct(t.db, product);
  for (let n = 1; n <= FILLERS; n++) await createProduct(t.db, { title: `Filler ${String(n).padStart(2, '0')}`, levelId: gradeSchool.id });
  expected.push(...found.map((product) => product.title), ...Array.from({ length: FILLERS }, (_, i) => `Filler ${String(i + 1).padStart(2, '0')}`));
  await createProduct(t.db, { title: 'Zeta', levelId: middle.id }); // not found
  await createProduct(t.db, { title: 'Retired Grade Kit', levelId: gradeSchool.id, gradeId: sixth.id, isActive: false }); // not on sale
});
afterAll(() => t.close());

async function products(query: string) {
  const agent = request.agent(t.app);
  const token = xsrfTokenFrom(await agent.get('/'));
  const answer = await agent
    .get(`/shop${query}`)
    .set(inertiaHeaders(token, { 'X-Inertia-Partial-Component': 'shop/index', 'X-Inertia-Partial-Data': 'products,appliedFilters' }));
  expect(answer.status).toBe(200);
  return answer.body.props.products as { total: number; current_page: number; last_page: number; data: { title: string }[] };
}

describe('GET /shop search totals', () => {
  it('counts a product the search finds by title, level and grade name once, and lists it once across the pages', async () => {
    const first = await products('?search=grade');
    const second = await products('?search=grade&page=2');
    expect(first).toMatchObject({ total: expected.length, last_page: 2 });
    expect(second).toMatchObject({ total: expected.length, current_page: 2 });
    const listed = [...first.data, ...second.data].map((product) => product.title);
    expect(listed.sort()).toEqual([...expected].sort());
  });

  it('keeps the order and total of a search with a sort, with a filter, and for a page past the end', async () => {
    const byName = await products('?search=GRADE&sort=name-asc');
    expect(byName.data.slice(0, 6).map((product) => product.title)).toEqual(['Alpha', 'Beta Kit', 'Delta Grade Guide', 'Epsilon Grade Video', 'Filler 01', 'Filler 02']);
    const inSixthGrade = await products(`?search=grade&grade[]=${sixthGradeId}`);
    expect(inSixthGrade.total).toBe(2);
    expect(inSixthGrade.data.map((product) => product.title).sort()).toEqual(['Beta Kit', 'Gamma Grade Pack']);
    expect(await products('?search=grade&page=9')).toMatchObject({ total: expected.length, current_page: 2 });
  });
});
