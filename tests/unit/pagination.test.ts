import { describe, expect, it } from 'vitest';
import { paginate } from '#server/http/pagination.rules';

describe('paginate', () => {
  it('reports the spec’s fields', () => {
    const page = paginate({ total: 30, page: 2, perPage: 12, path: '/shop', locale: 'en' });
    expect(page).toMatchObject({ current_page: 2, per_page: 12, total: 30, last_page: 3, from: 13, to: 24 });
  });

  it('links Previous, the numbers and Next with the filters kept', () => {
    const page = paginate({ total: 30, page: 2, perPage: 12, path: '/shop', locale: 'en', query: { grade: [3] } });
    expect(page.links.map((link) => link.label)).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(page.links[0]!.url).toBe('/shop?grade%5B%5D=3');
    expect(page.links[4]!.url).toBe('/shop?grade%5B%5D=3&page=3');
    expect(page.links.find((link) => link.active)!.label).toBe('2');
  });

  it('has no from/to and no live Previous/Next when empty', () => {
    const page = paginate({ total: 0, page: 1, perPage: 6, path: '/x', locale: 'en' });
    expect(page).toMatchObject({ from: null, to: null, last_page: 1 });
    expect(page.links[0]!.url).toBeNull();
    expect(page.links.at(-1)!.url).toBeNull();
  });

  it('labels Previous and Next in the given language, the numbers as they are', () => {
    const page = paginate({ total: 30, page: 2, perPage: 12, path: '/shop', locale: 'es' });
    expect(page.links.map((link) => link.label)).toEqual(['Anterior', '1', '2', '3', 'Siguiente']);
  });

  it('clamps a page past the end to the last page', () => {
    expect(paginate({ total: 13, page: 99, perPage: 6, path: '/x', locale: 'en' }).current_page).toBe(3);
  });

  it('shows at most five numbers around the current page', () => {
    const numbers = paginate({ total: 100, page: 10, perPage: 6, path: '/x', locale: 'en' }).links.slice(1, -1).map((link) => link.label);
    expect(numbers).toEqual(['8', '9', '10', '11', '12']);
  });
});
