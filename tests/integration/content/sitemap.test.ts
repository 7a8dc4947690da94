import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '#tests/factories/products';
import { createTestApp, type TestApp } from '#tests/support/test-app';

// Issue 19 item 2: /sitemap.xml lists the public pages and every product on sale; /robots.txt points to it and keeps
// crawlers out of private and purchase pages (docs/decisions/104).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://shop.playitsafe.example' } });
});
afterAll(() => t.close());

describe('GET /sitemap.xml', () => {
  it('lists the public pages and each product on sale with its address and last change, never one off sale', async () => {
    const onSale = await createProduct(t.db, { title: 'Joe and Suzy Dolls', slug: 'joe-and-suzy-dolls' });
    await createProduct(t.db, { title: 'Retired Kit', slug: 'retired-kit', isActive: false });
    const answer = await request(t.app).get('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/xml/);
    expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const path of ['/', '/shop', '/contact-us', '/about/faq', '/the-issue/statistics', '/curriculum/pre-k']) {
      expect(answer.text).toContain(`<loc>https://shop.playitsafe.example${path}</loc>`);
    }
    expect(answer.text).toContain(
      `<loc>https://shop.playitsafe.example/products/${onSale.id}/joe-and-suzy-dolls</loc><lastmod>${onSale.updatedAt.toISOString()}</lastmod>`,
    );
    expect(answer.text).not.toContain('retired-kit');
    for (const path of ['/login', '/shopping-cart', '/checkout', '/account/']) expect(answer.text).not.toContain(`example${path}<`);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the account, staff and purchase pages and names the sitemap', async () => {
    const answer = await request(t.app).get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.text).toContain('User-agent: *');
    for (const path of ['/account/', '/admin', '/checkout', '/shopping-cart', '/media/']) expect(answer.text).toContain(`Disallow: ${path}\n`);
    expect(answer.text).toContain('Sitemap: https://shop.playitsafe.example/sitemap.xml');
  });
});
