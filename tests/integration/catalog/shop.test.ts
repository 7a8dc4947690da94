import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_BYTE_MESSAGE } from '#server/http/nul-bytes';
import { createGrade, createProduct, createProductType, createSchoolLevel } from '#tests/factories/products';
import { expectInertiaPage } from '#tests/support/inertia-page';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const preK = await createSchoolLevel(t.db, { name: 'Pre-K' });
  const kindergarten = await createSchoolLevel(t.db, { name: 'Kindergarten' });
  const elementary = await createSchoolLevel(t.db, { name: 'Elementary' });
  const preKGrade = await createGrade(t.db, preK.id, { name: 'Pre-K Grade' });
  const first = await createGrade(t.db, elementary.id, { name: '1st Grade' });
  const second = await createGrade(t.db, elementary.id, { name: '2nd Grade' });
  const program = await createProductType(t.db, { name: 'Classroom Program' });
  const book = await createProductType(t.db, { name: 'Coloring Book' });
  Object.assign(ids, { preK: preK.id, kindergarten: kindergarten.id, elementary: elementary.id, first: first.id, second: second.id, program: program.id, book: book.id });
  const featured = await createProduct(t.db, { title: 'Safe Touch for Little Ones', levelId: preK.id, gradeId: preKGrade.id, typeId: program.id, priceCents: 35000, isFeatured: true });
  ids.featured = featured.id;
  await createProduct(t.db, { title: 'My Body Belongs to Me', levelId: elementary.id, gradeId: first.id, typeId: program.id, priceCents: 37500 });
  await createProduct(t.db, { title: 'Speak Up Coloring Book', levelId: elementary.id, gradeId: second.id, typeId: book.id, priceCents: 1200, specialPriceCents: 600 });
  await createProduct(t.db, { title: 'Retired Program', levelId: elementary.id, gradeId: first.id, typeId: program.id, isActive: false });
});
afterAll(() => t.close());

async function shop(query: string, options: { visitorType?: 'schools' | 'parent'; partial?: string } = {}) {
  const agent = request.agent(t.app);
  const token = xsrfTokenFrom(await agent.get('/'));
  if (options.visitorType) {
    await agent.post('/set-visitor-type').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({ visitorType: options.visitorType });
  }
  const partialHeaders: Record<string, string> = options.partial ? { 'X-Inertia-Partial-Component': 'shop/index', 'X-Inertia-Partial-Data': options.partial } : {};
  const answer = await agent.get(`/shop${query}`).set(inertiaHeaders(token, partialHeaders));
  return answer;
}
const titles = (answer: request.Response) => (answer.body.props.products.data as { title: string }[]).map((p) => p.title).sort();

describe('GET /shop', () => {
  it('lists the products on sale with the card fields, price in dollars and special price', async () => {
    const answer = await shop('');
    expect(answer.status).toBe(200);
    expectInertiaPage(answer, 'shop/index', { products: { current_page: 1, total: 3, from: 1, to: 3, last_page: 1 } });
    expect(titles(answer)).toEqual(['My Body Belongs to Me', 'Safe Touch for Little Ones', 'Speak Up Coloring Book']);
    const book = answer.body.props.products.data.find((p: { title: string }) => p.title === 'Speak Up Coloring Book');
    expect(book).toMatchObject({ price: 12, special_price: 6, level: { name: 'Elementary' }, grade: { name: '2nd Grade' }, type: { name: 'Coloring Book' } });
  });

  it('combines filters with AND and the values of one filter with OR', async () => {
    expect(titles(await shop(`?schoolLevel[]=${ids.elementary}`))).toEqual(['My Body Belongs to Me', 'Speak Up Coloring Book']);
    expect(titles(await shop(`?grade[]=${ids.first}&grade[]=${ids.second}`))).toEqual(['My Body Belongs to Me', 'Speak Up Coloring Book']);
    expect(titles(await shop(`?schoolLevel[]=${ids.elementary}&grade[]=${ids.second}`))).toEqual(['Speak Up Coloring Book']);
    expect(titles(await shop(`?schoolLevel[]=${ids.preK}&grade[]=${ids.second}`))).toEqual([]);
  });

  it('searches title, level name and grade name, case-insensitively', async () => {
    expect(titles(await shop('?search=BODY'))).toEqual(['My Body Belongs to Me']);
    expect(titles(await shop('?search=pre-k'))).toEqual(['Safe Touch for Little Ones']);
    expect(titles(await shop('?search=2nd%20grade'))).toEqual(['Speak Up Coloring Book']);
    expect(titles(await shop('?search=elementary&grade[]=' + ids.first))).toEqual(['My Body Belongs to Me']);
  });

  it('filters by product type only for the schools visitor type', async () => {
    expect(titles(await shop(`?productType[]=${ids.book}`, { visitorType: 'schools' }))).toEqual(['Speak Up Coloring Book']);
    const parent = await shop(`?productType[]=${ids.book}`, { visitorType: 'parent' });
    expect(titles(parent)).toHaveLength(3);
    expect(parent.body.props.filterOptions.productTypes).toEqual([]);
  });

  it('sorts by the named sort modes and echoes a non-default sort in the applied filters', async () => {
    const order = async (sort: string) => (await shop(`?sort=${sort}`)).body.props.products.data.map((p: { title: string }) => p.title);
    expect(await order('price-asc')).toEqual(['Speak Up Coloring Book', 'Safe Touch for Little Ones', 'My Body Belongs to Me']);
    expect(await order('price-desc')).toEqual(['My Body Belongs to Me', 'Safe Touch for Little Ones', 'Speak Up Coloring Book']);
    expect(await order('name-asc')).toEqual(['My Body Belongs to Me', 'Safe Touch for Little Ones', 'Speak Up Coloring Book']);
    expect(await order('name-desc')).toEqual(['Speak Up Coloring Book', 'Safe Touch for Little Ones', 'My Body Belongs to Me']);
    expect(await order('default')).toEqual(['Safe Touch for Little Ones', 'My Body Belongs to Me', 'Speak Up Coloring Book']);
    expect((await shop('?sort=name-desc')).body.props.appliedFilters.sort).toBe('name-desc');
    expect((await shop('?sort=default')).body.props.appliedFilters).not.toHaveProperty('sort');
  });

  it('answers a partial reload with only the named props', async () => {
    const answer = await shop(`?schoolLevel[]=${ids.preK}`, { partial: 'products,appliedFilters' });
    expect(Object.keys(answer.body.props).sort()).toEqual(['appliedFilters', 'errors', 'head', 'products']);
    expect(answer.body.props.appliedFilters).toMatchObject({ schoolLevel: [ids.preK], search: '' });
  });

  it('ignores ids that are not numbers, unknown parameters and an over-long search, never a 500', async () => {
    for (const query of [
      '?schoolLevel[]=abc',
      '?grade=1;DROP',
      '?foo=bar',
      `?search=${'x'.repeat(10_000)}`,
      '?page=-4',
      '?schoolLevel[][a]=1',
      '?sort[]=x',
      '?page=99999999999',
      '?search[]=a&search[]=b',
      '?search[a]=b',
      '?__proto__[x]=1&constructor[prototype][y]=2',
      '?productType[]=99999999999999999999',
      '?schoolLevel[]=-1&grade[]=0&grade[]=1.5',
      `?${Array.from({ length: 300 }, (_, n) => `grade[]=${n}`).join('&')}`,
      "?search=%25'%20OR%201=1--",
    ]) {
      const answer = await shop(query);
      expect(answer.status, query).toBe(200);
    }
    expect((await shop(`?search=${'x'.repeat(10_000)}`)).body.props.appliedFilters.search).toHaveLength(100);
    // A NUL byte never reaches the database: refused before any query (docs/decisions/082).
    const nul = await shop('?search=%00');
    expect(nul.status).toBe(400);
    expect(nul.body.message ?? nul.text).toContain(NUL_BYTE_MESSAGE);
  });

  it('reads a single value as a one-item list, so hand-typed URLs work', async () => {
    expect(titles(await shop(`?schoolLevel=${ids.preK}`))).toEqual(['Safe Touch for Little Ones']);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    expect(titles(await shop('?search=%25'))).toEqual([]);
    expect(titles(await shop('?search=_'))).toEqual([]);
    const sale = await createProduct(t.db, { title: 'Books 50% Off_Pack' });
    try {
      expect(titles(await shop('?search=50%25'))).toEqual(['Books 50% Off_Pack']);
      expect(titles(await shop('?search=off_pack'))).toEqual(['Books 50% Off_Pack']);
      expect(titles(await shop('?search=50_'))).toEqual([]);
    } finally {
      await t.db.product.delete({ where: { id: sale.id } });
    }
  });

  it('lists only best sellers for View All (is_best_seller=true) and keeps the flag in the applied filters', async () => {
    const best = await createProduct(t.db, { title: 'Best Selling Dolls', isBestSeller: true });
    try {
      const answer = await shop('?is_best_seller=true');
      expect(titles(answer)).toEqual(['Best Selling Dolls']);
      expect(answer.body.props.appliedFilters.is_best_seller).toBe('true');
    } finally {
      await t.db.product.delete({ where: { id: best.id } });
    }
  });

  it('never lists products that are not on sale', async () => {
    const all = await shop('?search=program');
    expect(titles(all)).not.toContain('Retired Program');
  });

  it('sends the category banners (Pre-K and Kindergarten by name, with their ids) and the featured product', async () => {
    const answer = await shop('');
    expect(answer.body.props.categoryBanners).toEqual([
      { id: ids.preK, name: 'Pre-K' },
      { id: ids.kindergarten, name: 'Kindergarten' },
    ]);
    expect(answer.body.props.featuredProduct).toMatchObject({ id: ids.featured, title: 'Safe Touch for Little Ones', price: 350 });
  });

  it('leaves the banners, featured product and filter options out of the filter reload', async () => {
    const answer = await shop(`?grade[]=${ids.first}`, { partial: 'products,appliedFilters' });
    for (const prop of ['categoryBanners', 'featuredProduct', 'filterOptions', 'likelyPhone']) expect(answer.body.props).not.toHaveProperty(prop);
  });

  it("tells the page whether the browser said it is a phone, so the first render is the phone's list (decision 171)", async () => {
    const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const cases: [Record<string, string>, boolean][] = [
      [{ 'Sec-CH-UA-Mobile': '?1', 'User-Agent': ANDROID_CHROME }, true],
      [{ 'Sec-CH-UA-Mobile': '?0', 'User-Agent': DESKTOP_CHROME }, false],
      // The client hint wins over the user agent (a desktop browser asking for the mobile site still sends ?0).
      [{ 'Sec-CH-UA-Mobile': '?0', 'User-Agent': IPHONE }, false],
      [{ 'User-Agent': IPHONE }, true],
      [{ 'User-Agent': DESKTOP_CHROME }, false],
      [{}, false],
    ];
    for (const [headers, expected] of cases) {
      const answer = await request(t.app).get('/shop').set({ ...inertiaHeaders(), ...headers }).expect(200);
      expect(answer.body.props.likelyPhone, JSON.stringify(headers)).toBe(expected);
      expect(answer.headers.vary, JSON.stringify(headers)).toMatch(/Sec-CH-UA-Mobile, User-Agent/);
    }
  });

  it('shows an empty list for no match', async () => {
    const answer = await shop('?search=nothing-like-this');
    expect(answer.body.props.products).toMatchObject({ data: [], total: 0, from: null, to: null });
  });
});
