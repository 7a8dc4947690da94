import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRICULUM_SECTIONS } from '#server/content/curriculum-sections.rules';
import { SECTION_NAMES } from '#js/components/storefront/curriculum-content';
import { Price } from '#js/components/storefront/price';
import { showLocale } from '#js/i18n';

afterEach(() => showLocale('en'));

describe('the shop in Spanish', () => {
  it('names every curriculum section as the server does, so its Spanish is found', () => {
    for (const section of Object.values(CURRICULUM_SECTIONS)) {
      const { title, tabLabel, grades } = section;
      expect(SECTION_NAMES[section.key]).toEqual({ title, tabLabel, grades });
    }
  });

  it('reads a sale price in the language shown, the money unchanged', async () => {
    const price = () => renderToStaticMarkup(createElement(Price, { price: 50, specialPrice: 40, size: 'lg' }));
    expect(price()).toContain('Sale price');
    expect(price()).toContain('Save 20%');

    await showLocale('es');
    expect(price()).toContain('Precio de oferta');
    expect(price()).toContain('precio normal');
    expect(price()).toContain('Ahorre 20 %');
    expect(price()).toContain('$40.00');
  });
});
