import { describe, expect, it } from 'vitest';
import { route, routeTable } from '#server/route-table';

const SPEC_ROUTE_NAMES = [
  // storefront §2
  'client.home', 'client.products', 'product-detail', 'shopping.cart', 'client.checkout', 'client.my-profile',
  'organizations.register', 'individuals.register', 'password.request', 'client.contact.us', 'client.privacy.policy',
  'client.terms.of.use', 'client.tarrant-county-rescheduling', 'client.about.the-women-center', 'client.about.play-it-safe',
  'client.about.tarrant-county', 'client.about.testimonials', 'client.about.faq', 'client.about.child-sexual-abuse',
  'client.about.myths-facts', 'client.about.statistics', 'client.about.resources', 'client.curriculum.video-description',
  'client.curriculum.elementary-school', 'client.curriculum.middle-school', 'client.curriculum.high-school', 'client.curriculum.pre-k',
  // account-area §2 and §7
  'client.reset-password', 'client.orders', 'client.order-detail', 'client.order-detail-org', 'client.payment-method',
  'client.my-videos', 'client.my-programs', 'client.video-detail', 'client.program-detail', 'client.school.my-users',
  'client.school.user-detail', 'client.school.user-viewing-history', 'client.order-update-po',
];

describe('route table', () => {
  it('names every route of both spec documents', () => {
    for (const name of SPEC_ROUTE_NAMES) expect(routeTable, name).toHaveProperty([name]);
  });

  it('keeps the spec’s own paths for its calls', () => {
    expect(routeTable['cart.index']).toMatchObject({ method: 'GET', path: '/cart' });
    expect(routeTable['cart.clear']).toMatchObject({ method: 'DELETE', path: '/cart/clear' });
    expect(routeTable['checkout.complete-order']).toMatchObject({ method: 'POST', path: '/checkout/complete-order' });
    expect(routeTable['register.store']).toMatchObject({ method: 'POST', path: '/api/register' });
    expect(routeTable['school-users.destroy']).toMatchObject({ method: 'DELETE', path: '/settings/my-users/:id' });
    expect(routeTable['client.products'].path).toBe('/shop');
  });

  it('mounts DELETE /cart/clear before DELETE /cart/:id so "clear" is never taken for an id', () => {
    const names = Object.keys(routeTable);
    expect(names.indexOf('cart.clear')).toBeLessThan(names.indexOf('cart.items.destroy'));
  });

  it('puts checkout and account pages behind sign-in', () => {
    for (const name of ['client.checkout', 'client.my-profile', 'client.orders', 'client.my-programs', 'client.school.my-users'] as const) {
      expect(routeTable[name].access).toBe('user');
    }
  });
});

describe('route()', () => {
  it('fills parameters and encodes them', () => {
    expect(route('product-detail', { id: 7, slug: 'joe & suzy' })).toBe('/products/7/joe%20%26%20suzy');
  });

  it('drops an absent optional segment and fills a present one', () => {
    expect(route('client.video-detail', { productId: 3 })).toBe('/account/videos/3');
    expect(route('client.video-detail', { productId: 3, orderId: 12 })).toBe('/account/videos/3/12');
  });

  it('throws on a missing required parameter', () => {
    expect(() => route('product-detail', { id: 1 })).toThrow(/slug/);
  });

  it('writes arrays as key[] and leaves out empty values', () => {
    expect(route('client.products', {}, { schoolLevel: [1, 2], search: '', grade: [] })).toBe('/shop?schoolLevel%5B%5D=1&schoolLevel%5B%5D=2');
  });
});
