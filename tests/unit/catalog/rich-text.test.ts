import { describe, expect, it } from 'vitest';
import { slugifyTitle } from '#server/catalog/product-editor.rules';
import { renderRichText } from '#server/shared/rich-text.rules';

// Decision 106: descriptions are Markdown, rendered to HTML with a short allow-list; decision 105: slugs from titles.

describe('renderRichText', () => {
  it('turns the existing plain-text paragraphs into HTML paragraphs', () => {
    expect(renderRichText('First paragraph.\n\nSecond paragraph.')).toBe('<p>First paragraph.</p>\n<p>Second paragraph.</p>');
  });

  it('keeps emphasis, lists, safe links and lowers page-level headings to h3', () => {
    const html = renderRichText('# Title\n\n**bold** *it*\n\n- one\n- two\n\n[site](https://example.org)');
    expect(html).toContain('<h3>Title</h3>');
    expect(html).toContain('<strong>bold</strong> <em>it</em>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">site</a>');
  });

  it.each([
    ['a script', '<script>alert(1)</script>ok', '<script'],
    ['an event handler', '<p onclick="alert(1)">ok</p>', 'onclick'],
    ['an image with onerror', '<img src=x onerror=alert(1)>ok', '<img'],
    ['a javascript: link', '[x](javascript:alert(1)) ok', 'javascript:'],
    ['a protocol-relative link', '<a href="//evil.example">x</a> ok', 'evil.example'],
    ['a style', '<style>body{}</style><p style="color:red">ok</p>', 'style'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>ok', 'iframe'],
  ])('removes %s', (_label, source, forbidden) => {
    const html = renderRichText(source) ?? '';
    expect(html).not.toContain(forbidden);
    expect(html).toContain('ok');
  });

  it('answers null for nothing to show', () => {
    expect(renderRichText(null)).toBeNull();
    expect(renderRichText('   \n')).toBeNull();
    expect(renderRichText('<script>alert(1)</script>')).toBeNull();
  });
});

describe('slugifyTitle', () => {
  it('makes lower-case dashed slugs without accents or symbols', () => {
    expect(slugifyTitle('Pre-K & Kindergarten: Mi Cuerpo Es Mío!')).toBe('pre-k-and-kindergarten-mi-cuerpo-es-mio');
    expect(slugifyTitle('  --  ')).toBe('');
  });
});
