import { describe, expect, it } from 'vitest';
import { buildPageHead, SITE_DESCRIPTION, summarize } from '#server/http/page-head.js';

describe('summarize', () => {
  it('turns a Markdown or HTML description into one line of plain text', () => {
    expect(summarize('<p>Safe &amp; <strong>unsafe</strong> touch</p>\n\n**Grades** 2&ndash;3')).toBe('Safe & unsafe touch Grades 2&ndash;3');
    expect(summarize(null)).toBe('');
  });

  it('cuts a long description at a word, under 160 characters, with an ellipsis', () => {
    const long = 'word '.repeat(60);
    const summary = summarize(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('word…')).toBe(true);
  });
});

describe('buildPageHead', () => {
  it('gives a page without its own description the site description, a canonical URL and Open Graph tags', () => {
    const head = buildPageHead('https://shop.example/', '/about/faq', {});
    expect(head).toEqual([
      `<meta data-inertia="description" name="description" content="${SITE_DESCRIPTION}">`,
      '<link data-inertia="canonical" rel="canonical" href="https://shop.example/about/faq">',
      '<meta data-inertia="og-site-name" property="og:site_name" content="Play It Safe">',
      '<meta data-inertia="og-type" property="og:type" content="website">',
      '<meta data-inertia="og-url" property="og:url" content="https://shop.example/about/faq">',
      `<meta data-inertia="og-description" property="og:description" content="${SITE_DESCRIPTION}">`,
      '<meta data-inertia="og-locale" property="og:locale" content="en_US">',
    ]);
  });

  it('describes the site in the page’s language', () => {
    const head = buildPageHead('https://shop.example', '/', {}, 'es');
    expect(head).toContain('<meta data-inertia="og-locale" property="og:locale" content="es_US">');
    expect(head[0]).toBe(
      '<meta data-inertia="description" name="description" content="Play It Safe: programas, videos y libros para prevenir el abuso infantil, para escuelas y familias, de un centro para mujeres.">',
    );
  });

  it('escapes text that would break out of an attribute or a script element', () => {
    const head = buildPageHead('https://shop.example', '/x', {
      title: '"><script>alert(1)</script>',
      description: 'Tom & "Jerry"',
      jsonLd: { name: '</script><script>alert(1)</script>' },
    });
    expect(head).toContain('<meta data-inertia="og-title" property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(head).toContain('<meta data-inertia="description" name="description" content="Tom &amp; &quot;Jerry&quot;">');
    const jsonLd = head.find((element) => element.includes('ld+json'))!;
    expect(jsonLd.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd.match(/<script/g)).toHaveLength(1);
  });

  it('makes a site image absolute and keeps a full URL as it is', () => {
    expect(buildPageHead('https://shop.example', '/p', { image: '/images/a.png' })).toContain(
      '<meta data-inertia="og-image" property="og:image" content="https://shop.example/images/a.png">',
    );
    expect(buildPageHead('https://shop.example', '/p', { image: 'https://cdn.example/a.png' })).toContain(
      '<meta data-inertia="og-image" property="og:image" content="https://cdn.example/a.png">',
    );
  });
});
