import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rich } from '#js/i18n';

const paragraph = (nodes: ReturnType<typeof rich>) => renderToStaticMarkup(createElement('p', null, ...nodes));

describe('rich()', () => {
  it('puts elements where the translation puts their tags, and keeps the text around them', () => {
    const nodes = rich('Lea la <link>política de privacidad</link> y <b>confirme</b>.', {
      link: (text) => createElement('a', { href: '/privacy-policy' }, text),
      b: (text) => createElement('strong', null, text),
    });
    expect(paragraph(nodes)).toBe('<p>Lea la <a href="/privacy-policy">política de privacidad</a> y <strong>confirme</strong>.</p>');
  });

  it('shows the words of a tag it was given no element for, and text without tags as it is', () => {
    expect(paragraph(rich('Say <x>hi</x>', {}))).toBe('<p>Say hi</p>');
    expect(rich('Plain', {})).toEqual(['Plain']);
  });
});
