import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '#server/http/locale.js';

describe('the language of a first visit (Accept-Language)', () => {
  it('takes Spanish from a Mexican or US Spanish browser', () => {
    expect(negotiateLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(negotiateLocale('es-US')).toBe('es');
  });

  it('follows the quality order, not the written order', () => {
    expect(negotiateLocale('en;q=0.5, es;q=0.9')).toBe('es');
    expect(negotiateLocale('fr-FR, en-US;q=0.8, es;q=0.7')).toBe('en');
  });

  it('says nothing for languages the shop does not have, refused ones, or no header', () => {
    expect(negotiateLocale('fr-FR,de;q=0.8')).toBeNull();
    expect(negotiateLocale('es;q=0, fr')).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
    expect(negotiateLocale('')).toBeNull();
  });
});
