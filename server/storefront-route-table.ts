// The named routes of the shop and the account area: the part of THE route table (route-table.ts, which adds the
// staff back office's) that storefront and account pages use. Dependency-free, so the pages import it too and
// `route(name, params)` builds the same URLs on both sides; the staff routes stay out of every storefront visit's
// JavaScript (docs/decisions/174). Paths use Express 5 syntax; `{/:orderId}` is an optional segment.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * guest: signed-out only; user: signed in (guests are sent to /login and brought back); public: anyone;
 * staff: the center's staff only (guests are sent to /login; any other account gets 404);
 * probe: anyone, answered before the session, cookies and CSRF (load balancers' health checks, docs/decisions/145).
 */
export type RouteAccess = 'public' | 'guest' | 'user' | 'staff' | 'probe';

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  access: RouteAccess;
}

export const page = (path: string, access: RouteAccess = 'public') => ({ method: 'GET', path, access }) as const;
export const call = (method: HttpMethod, path: string, access: RouteAccess = 'public') => ({ method, path, access }) as const;

export const storefrontRouteTable = {
  // Storefront pages (storefront §2)
  'client.home': page('/'),
  'client.products': page('/shop'),
  'product-detail': page('/products/:id/:slug'),
  // The trailer of a product on sale, for everyone (docs/decisions/094); the other files stay licensed.
  'product-trailer': page('/trailers/:productId'),
  // A testimonial's picture as staff uploaded it (docs/decisions/121).
  'testimonial-image': page('/uploads/testimonials/:name'),
  // The sizes and formats of a picture staff uploaded (docs/decisions/111); public, cached for good.
  'product-image': page('/product-images/:storageId/:file'),
  'shopping.cart': page('/shopping-cart'),
  'client.checkout': page('/checkout', 'user'),
  'checkout.success': page('/checkout/success', 'user'),
  'order.confirmation': page('/orders/:id/confirmation', 'user'),
  'client.contact.us': page('/contact-us'),
  'client.privacy.policy': page('/privacy-policy'),
  'client.terms.of.use': page('/terms-of-use'),
  // account-area §6: "A welcome placeholder page also exists."
  'client.welcome': page('/welcome'),
  'client.tarrant-county-rescheduling': page('/tarrant-county-scheduling-request'),
  'client.about.the-women-center': page('/about/the-womens-center'),
  'client.about.play-it-safe': page('/about/play-it-safe'),
  'client.about.tarrant-county': page('/about/tarrant-county'),
  'client.about.testimonials': page('/about/testimonials'),
  'client.about.faq': page('/about/faq'),
  'client.about.child-sexual-abuse': page('/the-issue/child-sexual-abuse'),
  'client.about.myths-facts': page('/the-issue/myths-and-facts'),
  'client.about.statistics': page('/the-issue/statistics'),
  'client.about.resources': page('/the-issue/resources'),
  'client.curriculum': page('/curriculum'),
  'client.curriculum.video-description': page('/curriculum/video-description'),
  'client.curriculum.elementary-school': page('/curriculum/elementary-school'),
  'client.curriculum.middle-school': page('/curriculum/middle-school'),
  'client.curriculum.high-school': page('/curriculum/high-school'),
  'client.curriculum.pre-k': page('/curriculum/pre-k'),

  // Sign-in, registration, passwords (storefront §2 Login; account-area §2 Registration)
  login: page('/login', 'guest'),
  'login.store': call('POST', '/login', 'guest'),
  logout: call('POST', '/logout'),
  'visitor-type.set': call('POST', '/set-visitor-type'),
  'locale.set': call('POST', '/locale'),
  'organizations.register': page('/register/organization', 'guest'),
  'individuals.register': page('/register/individual', 'guest'),
  'register.store': call('POST', '/api/register', 'guest'),
  'register.captcha': page('/captcha/register.png'),
  // The same code spoken, for visitors who cannot see the image (docs/decisions/151).
  'register.captcha.audio': page('/captcha/register.wav'),
  'register.captcha.challenge': call('GET', '/captcha/register/challenge'),
  'verification.verify': page('/email/verify/:id/:token'),
  'verification.send': call('POST', '/email/verification-notification', 'user'),
  'password.request': page('/forgot-password', 'guest'),
  'password.email': call('POST', '/forgot-password', 'guest'),
  'password.reset': page('/reset-password/:token', 'guest'),
  'password.update': call('POST', '/reset-password', 'guest'),

  // Contact (storefront §2 Contact Us, §7)
  'contact.send': call('POST', '/contact-us'),
  'contact.captcha': page('/captcha/contact.png'),
  'contact.captcha.audio': page('/captcha/contact.wav'),
  'contact.captcha.challenge': call('GET', '/captcha/contact/challenge'),

  // Cart calls (storefront §7)
  'cart.index': call('GET', '/cart'),
  'cart.items.store': call('POST', '/cart'),
  'cart.clear': call('DELETE', '/cart/clear'),
  'cart.items.update': call('PUT', '/cart/:id'),
  'cart.items.destroy': call('DELETE', '/cart/:id'),
  'cart.pricing': call('POST', '/cart/pricing'),
  'cart.effective-address': call('POST', '/cart/effective-address'),

  // Checkout calls (storefront §7)
  'checkout.user-addresses': call('GET', '/checkout/user-addresses', 'user'),
  'checkout.save-address': call('POST', '/checkout/save-address', 'user'),
  'checkout.stripe-config': call('GET', '/checkout/stripe-config', 'user'),
  'checkout.setup-intent': call('POST', '/checkout/setup-intent', 'user'),
  'checkout.user-cards': call('GET', '/checkout/user-cards', 'user'),
  'checkout.save-card': call('POST', '/checkout/save-card', 'user'),
  'checkout.calculate-pricing': call('POST', '/checkout/calculate-pricing', 'user'),
  'checkout.effective-address': call('POST', '/checkout/effective-address', 'user'),
  'checkout.paypal-config': call('GET', '/checkout/paypal-config', 'user'),
  'checkout.paypal-create-order': call('POST', '/checkout/paypal/orders', 'user'),
  'checkout.paypal-capture-order': call('POST', '/checkout/paypal/orders/:id/capture', 'user'),
  'checkout.validate-promo': call('POST', '/checkout/validate-promo'),
  'checkout.remove-promo': call('POST', '/checkout/remove-promo'),
  'checkout.complete-order': call('POST', '/checkout/complete-order', 'user'),
  // The test payment gateway's test-mode steps (DESIGN "Payments"; 404 unless PAYMENT_GATEWAY=test)
  'checkout.test-card.confirm': call('POST', '/checkout/test-gateway/setup-intents/:id/confirm', 'user'),
  'checkout.test-payment.authenticate': call('POST', '/checkout/test-gateway/payment-intents/:id/authenticate', 'user'),


  // Account area (account-area §2, §7)
  'client.my-profile': page('/account/profile', 'user'),
  'client.profile.update': call('PUT', '/settings/profile/:id', 'user'),
  'client.profile.avatar': page('/account/avatars/:id', 'user'),
  'client.reset-password': page('/account/change-password', 'user'),
  'client.password.change': call('PUT', '/settings/reset-password/:id', 'user'),
  'client.orders': page('/account/orders', 'user'),
  'client.order-detail': page('/account/orders/:id', 'user'),
  // Check / PO terms (issue 13 item 3; docs/decisions/096)
  'client.check-terms.request': call('POST', '/account/check-terms', 'user'),
  'client.order-detail-org': page('/account/organization-orders/:id', 'user'),
  'client.order-update-po': call('POST', '/account/orders/:id/purchase-order', 'user'),
  'client.order-po-file': page('/account/orders/:id/purchase-order/file', 'user'),
  'client.order-quote-pdf': page('/account/orders/:id/quote.pdf', 'user'),
  'client.payment-method': page('/account/payment-methods', 'user'),
  'client.payment-method.default': call('PUT', '/settings/cards/:id/default', 'user'),
  'client.payment-method.destroy': call('DELETE', '/settings/cards/:id', 'user'),
  'client.my-videos': page('/account/videos', 'user'),
  'client.my-programs': page('/account/programs', 'user'),
  'client.video-detail': page('/account/videos/:productId{/:orderId}', 'user'),
  'client.program-detail': page('/account/programs/:productId{/:orderId}', 'user'),
  'licensing.media': page('/media/:productId/:asset', 'user'),
  'licensing.renew': call('POST', '/account/licences/:id/renew', 'user'),
  'client.school.my-users': page('/account/users', 'user'),
  'client.school.user-detail': page('/account/users/:id', 'user'),
  'client.school.user-viewing-history': page('/account/viewing-history', 'user'),
  'school-users.store': call('POST', '/settings/create-user', 'user'),
  'school-users.update': call('PUT', '/settings/my-users/:id', 'user'),
  'school-users.destroy': call('DELETE', '/settings/my-users/:id', 'user'),
  'school-users.password': call('PUT', '/settings/update-password/:id', 'user'),
  'viewing-history.store': call('POST', '/settings/viewing-history', 'user'),

  // The staff back office's door, linked from the account menus of a staff account; its other routes are in
  // route-table.ts.
  'admin.dashboard': page('/admin', 'staff'),
} as const satisfies Record<string, RouteDefinition>;

export type StorefrontRouteName = keyof typeof storefrontRouteTable;
export type RouteParamValue = string | number;
export type RouteParams = Record<string, RouteParamValue | undefined>;
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export function isStorefrontRouteName(name: string): name is StorefrontRouteName {
  return Object.prototype.hasOwnProperty.call(storefrontRouteTable, name);
}

/**
 * Builds the URL of a named route, like Ziggy's route(): `route('product-detail', { id: 3, slug: 'dolls' })`.
 * Missing required parameters throw; `query` values become the query string (arrays as `key[]=`).
 */
export function route(name: StorefrontRouteName, params: RouteParams = {}, query: Record<string, QueryValue> = {}): string {
  return buildUrl(name, storefrontRouteTable[name].path, params, query);
}

/** The URL of the route `name` whose path is `pattern` (route() of both tables). */
export function buildUrl(name: string, pattern: string, params: RouteParams, query: Record<string, QueryValue>): string {
  const withOptional = pattern.replace(/\{\/:(\w+)\}/g, (_match, key: string) => {
    const value = params[key];
    return value === undefined || value === '' ? '' : `/${encodeURIComponent(String(value))}`;
  });
  const path = withOptional.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`route('${name}') needs the parameter '${key}'`);
    return encodeURIComponent(String(value));
  });
  const search = toQueryString(query);
  return search ? `${path}?${search}` : path;
}

export function toQueryString(query: Record<string, QueryValue>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) parts.push(`${encodeURIComponent(`${key}[]`)}=${encodeURIComponent(String(item))}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

