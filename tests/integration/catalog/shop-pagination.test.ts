import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PAGE_SIZE } from '#server/catalog/catalog.schemas.js';
import { createProduct, createSchoolLevel } from '#tests/factories/products';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

let t: TestApp;
let levelId: number;
const TOTAL = 30;

beforeAll(async () => {
  t = await createTestApp();
  levelId = (await createSchoolLevel(t.db, { name: 'Middle School' })).id;
  for (let n = 1; n <= TOTAL; n++) {
    await createProduct(t.db, { title: `Lesson ${String(n).padStart(2, '0')}`, levelId, sortOrder: n });
  }
});
afterAll(() => t.close());

async function shop(query: string, headers: Record<string, string> = {}) {
  const agent = request.agent(t.app);
  const token = xsrfTokenFrom(await agent.get('/'));
  return agent
    .get(`/shop${query}`)
    .set(inertiaHeaders(token, { 'X-Inertia-Partial-Component': 'shop/index', 'X-Inertia-Partial-Data': 'products,appliedFilters', ...headers }));
}

describe('GET /shop pagination', () => {
  it(`pages the list on the server, ${SHOP_PAGE_SIZE} at a time, with the spec's pagination fields`, async () => {
    const answer = await shop(`?schoolLevel[]=${levelId}&page=2`);
    const products = answer.body.props.products;
    expect(products).toMatchObject({ current_page: 2, per_page: SHOP_PAGE_SIZE, total: TOTAL, last_page: 3, from: 13, to: 24 });
    expect(products.data.map((p: { title: string }) => p.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Lesson ${String(13 + i).padStart(2, '0')}`));
  });

  it('builds previous, numbered and next links that keep the filters', async () => {
    const { links } = (await shop(`?schoolLevel[]=${levelId}&search=lesson&page=2`)).body.props.products;
    expect(links.map((link: { label: string }) => link.label)).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(links[0].url).toBe(`/shop?schoolLevel%5B%5D=${levelId}&search=lesson`);
    expect(links[4].url).toBe(`/shop?schoolLevel%5B%5D=${levelId}&search=lesson&page=3`);
    expect(links.find((link: { active: boolean }) => link.active).label).toBe('2');
  });

  it('shows the last page for a page past the end, and the first for page 0', async () => {
    expect((await shop('?page=40')).body.props.products).toMatchObject({ current_page: 3, from: 25, to: 30 });
    expect((await shop('?page=0')).body.props.products).toMatchObject({ current_page: 1, from: 1 });
  });

  it('tells <InfiniteScroll> where the list stands and appends the next page to the products shown', async () => {
    const answer = await shop(`?schoolLevel[]=${levelId}&page=2`, { 'X-Inertia-Infinite-Scroll-Merge-Intent': 'append' });
    expect(answer.body.scrollProps).toEqual({ products: { pageName: 'page', previousPage: 1, nextPage: 3, currentPage: 2, reset: false } });
    expect(answer.body.mergeProps).toEqual(['products.data']);

    const earlier = await shop(`?schoolLevel[]=${levelId}&page=2`, { 'X-Inertia-Infinite-Scroll-Merge-Intent': 'prepend' });
    expect(earlier.body.prependProps).toEqual(['products.data']);
  });

  it('replaces the list for a filter or a pager page (X-Inertia-Reset)', async () => {
    const answer = await shop('?page=3', { 'X-Inertia-Reset': 'products' });
    expect(answer.body.mergeProps).toBeUndefined();
    expect(answer.body.scrollProps.products).toEqual({ pageName: 'page', previousPage: 2, nextPage: null, currentPage: 3, reset: true });
  });
});
