import { describe, expect, it } from 'vitest';
import { inVisitorLanguageOrder, localizedProduct } from '#server/shared/product-text.rules';

// docs/decisions/156: one field picker for a product's text in the visitor's language.

describe('localizedProduct', () => {
  const product = {
    id: 7,
    title: 'Body Safety',
    subtitle: 'For families',
    description: 'English description.',
    titleEs: 'Seguridad del cuerpo',
    subtitleEs: '  ',
    descriptionEs: null,
  };

  it('takes each Spanish field that has text for a Spanish visitor, else the English one', () => {
    expect(localizedProduct(product, 'es')).toEqual({ ...product, title: 'Seguridad del cuerpo', subtitle: 'For families', description: 'English description.' });
  });

  it('leaves the product as it is for an English visitor, and never adds fields the row did not carry', () => {
    expect(localizedProduct(product, 'en')).toBe(product);
    expect(localizedProduct({ id: 1, title: 'Only a title', shortDescriptionEs: 'Breve' }, 'es')).toEqual({ id: 1, title: 'Only a title', shortDescriptionEs: 'Breve' });
  });

  it('does not change the row it was given', () => {
    localizedProduct(product, 'es');
    expect(product.title).toBe('Body Safety');
  });
});

describe('inVisitorLanguageOrder', () => {
  it('puts the Spanish twin first for a Spanish visitor only', () => {
    expect(inVisitorLanguageOrder('guide', 'guide-es', 'es')).toEqual(['guide-es', 'guide']);
    expect(inVisitorLanguageOrder('guide', 'guide-es', 'en')).toEqual(['guide', 'guide-es']);
  });
});
