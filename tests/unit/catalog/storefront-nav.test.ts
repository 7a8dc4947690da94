import { describe, expect, it } from 'vitest';
import { buildNavItems, type NavItem } from '#js/layouts/storefront/nav-items';

// Storefront §2 "Nav" and docs/decisions/097: the schools' "Additional Items" opens the shop filtered to the
// additional item types; parents get "Videos" and no Shop menu.

const levels = [{ id: 1, name: 'Pre-K' }];
const shopLinks = (items: NavItem[]) => items.find((item) => item.kind === 'menu' && item.label === 'Shop');

describe('buildNavItems', () => {
  it('links "Additional Items" to the shop filtered by the additional item types', () => {
    const shop = shopLinks(buildNavItems('schools', levels, [3, 4, 6]));
    expect(shop?.kind === 'menu' && shop.links.find((link) => link.label === 'Additional Items')?.href).toBe(
      '/shop?productType%5B%5D=3&productType%5B%5D=4&productType%5B%5D=6',
    );
  });

  it('gives parents "Videos" and no Shop menu', () => {
    const items = buildNavItems('parent', levels, []);
    expect(shopLinks(items)).toBeUndefined();
    expect(items[0]).toEqual({ kind: 'link', label: 'Videos', href: '/shop' });
  });
});
