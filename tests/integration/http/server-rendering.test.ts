import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrontendAssets } from '#server/http/frontend-assets.js';
import type { PageObject } from '#server/inertia/page.js';
import { createProduct } from '#tests/factories/products';
import { createTestApp, inertiaHeaders, testAssets, type TestApp } from '#tests/support/test-app';

// Issue 19 item 2: first visits are rendered on the server; when rendering throws, the page still goes out to be
// rendered in the browser and the error is logged. Every page carries its head (description, canonical URL, Open
// Graph; JSON-LD Product on product pages) as the `head` prop that Inertia's head manager renders.

const logLines: Record<string, unknown>[] = [];
const logger = pino(
  { level: 'error' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  }),
);

let failRendering = false;
const renderedPages: PageObject[] = [];
const assets: FrontendAssets = {
  ...testAssets,
  renderPage: async (page) => {
    if (failRendering) throw new Error('window is not defined');
    renderedPages.push(page);
    return { head: ['<title data-inertia="">Rendered title | Play It Safe</title>', ...(page.props.head as string[])], html: `<main>Rendered ${page.component}</main>` };
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ assets, logger });
});
afterAll(() => t.close());

describe('server rendering', () => {
  it('sends a first visit rendered, with the head elements the page asked for', async () => {
    failRendering = false;
    const answer = await request(t.app).get('/privacy-policy').expect(200);
    expect(answer.text).toContain('<div id="app" data-server-rendered="true"><main>Rendered content/privacy-policy</main></div>');
    expect(answer.text).toContain('<title data-inertia="">Rendered title | Play It Safe</title>');
    expect(answer.text).toContain('<link data-inertia="canonical" rel="canonical" href="http://shop.test/privacy-policy">');
    // One description only: the page's, not also the site default.
    expect(answer.text.match(/name="description"/g)).toHaveLength(1);
    expect(renderedPages.at(-1)?.component).toBe('content/privacy-policy');
    // Until React has taken over, a submit of the rendered form is held back (no plain GET with the fields in the URL).
    expect(answer.text).toMatch(/<script nonce="[^"]+">document\.addEventListener\('submit',function\(e\)\{if\(!document\.documentElement\.hasAttribute\('data-hydrated'\)\)e\.preventDefault\(\)\},true\)<\/script>/);
    // A click on a menu's stand-in then is kept for the app (server/shared/stand-in-clicks.rules.ts).
    expect(answer.text).toMatch(/<script nonce="[^"]+">window\.standInClicks=\[\];document\.addEventListener\('click',/);
  });

  it('never renders an Inertia visit on the server: the browser already runs the app', async () => {
    renderedPages.length = 0;
    const answer = await request(t.app).get('/privacy-policy').set(inertiaHeaders()).expect(200);
    expect(answer.body.component).toBe('content/privacy-policy');
    expect(renderedPages).toHaveLength(0);
  });

  it('falls back to rendering in the browser when the server renderer throws, and logs why', async () => {
    failRendering = true;
    logLines.length = 0;
    const answer = await request(t.app).get('/privacy-policy').expect(200);
    expect(answer.text).toContain('<div id="app"></div>');
    expect(answer.text).not.toContain('data-server-rendered');
    expect(answer.text).not.toContain("addEventListener('submit'");
    expect(answer.text).not.toContain('standInClicks');
    expect(answer.text).toContain('<script data-page="app" type="application/json">{"component":"content\\/privacy-policy"');
    // The head still goes out, so a shared link keeps its description and canonical address.
    expect(answer.text).toContain('<title>Play It Safe</title>');
    expect(answer.text).toContain('<link data-inertia="canonical" rel="canonical" href="http://shop.test/privacy-policy">');
    const logged = logLines.find((line) => line.msg === 'server rendering failed; the page renders in the browser');
    expect(logged).toMatchObject({ component: 'content/privacy-policy', err: { message: 'window is not defined' } });
  });
});

describe('page head', () => {
  it('describes a product with its own description, image, canonical address and JSON-LD Product offer', async () => {
    failRendering = true;
    const product = await createProduct(t.db, {
      title: 'Body Safety "Basics" </script>',
      slug: 'body-safety-basics',
      shortDescription: '**Safe touch** and unsafe touch, for <em>second</em> grade.',
      priceCents: 4500,
      specialPriceCents: 3900,
      image: '/images/products/basics.svg',
    });
    const answer = await request(t.app).get(`/products/${product.id}/body-safety-basics`).set(inertiaHeaders()).expect(200);
    const head = answer.body.props.head as string[];
    const url = `http://shop.test/products/${product.id}/body-safety-basics`;
    expect(head).toContain('<meta data-inertia="description" name="description" content="Safe touch and unsafe touch, for second grade.">');
    expect(head).toContain(`<link data-inertia="canonical" rel="canonical" href="${url}">`);
    expect(head).toContain('<meta data-inertia="og-type" property="og:type" content="product">');
    expect(head).toContain('<meta data-inertia="og-title" property="og:title" content="Body Safety &quot;Basics&quot; &lt;/script&gt;">');
    expect(head).toContain('<meta data-inertia="og-image" property="og:image" content="http://shop.test/images/products/basics.svg">');

    const jsonLd = head.find((element) => element.startsWith('<script data-inertia="json-ld" type="application/ld+json">'));
    // A title holding </script> cannot close the element early.
    expect(jsonLd?.match(/<\/script>/g)).toHaveLength(1);
    const data = JSON.parse(jsonLd!.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Body Safety "Basics" </script>',
      image: ['http://shop.test/images/products/basics.svg'],
      offers: { '@type': 'Offer', url, price: '39.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });

  it('keeps the head on a partial reload, so the browser does not drop it when the shop filters change', async () => {
    const answer = await request(t.app)
      .get('/shop?search=poster')
      .set(inertiaHeaders(undefined, { 'X-Inertia-Partial-Component': 'shop/index', 'X-Inertia-Partial-Data': 'products' }))
      .expect(200);
    expect(Object.keys(answer.body.props)).toEqual(expect.arrayContaining(['products', 'head']));
    expect(answer.body.props.head).toContain('<link data-inertia="canonical" rel="canonical" href="http://shop.test/shop">');
  });
});
