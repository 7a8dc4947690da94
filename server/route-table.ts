// THE named-route table: every route of both spec documents with its method, path and who may use it, the shop's
// and the account area's (storefront-route-table.ts) with the staff back office's. The server and the staff pages
// import this one; storefront and account pages the storefront part, so the staff routes stay out of their bundle.
import { buildUrl, call, page, storefrontRouteTable, type QueryValue, type RouteDefinition, type RouteParams } from './storefront-route-table.js';

export type { HttpMethod, QueryValue, RouteAccess, RouteDefinition, RouteParams, RouteParamValue } from './storefront-route-table.js';
export { toQueryString } from './storefront-route-table.js';

export const routeTable = {
  ...storefrontRouteTable,

  // Staff back office (docs/decisions/070). Pages are GETs; actions are Inertia form posts answered 303 back.
  'admin.orders': page('/admin/orders', 'staff'),
  'admin.orders.export': page('/admin/orders/export.csv', 'staff'),
  'admin.orders.show': page('/admin/orders/:id', 'staff'),
  'admin.orders.quote': page('/admin/orders/:id/quote', 'staff'),
  'admin.orders.quote-pdf': page('/admin/orders/:id/quote.pdf', 'staff'),
  'admin.orders.po-file': page('/admin/orders/:id/purchase-order/file', 'staff'),
  'admin.orders.record-payment': call('POST', '/admin/orders/:id/record-payment', 'staff'),
  'admin.orders.refund': call('POST', '/admin/orders/:id/refund', 'staff'),
  'admin.orders.cancel': call('POST', '/admin/orders/:id/cancel', 'staff'),
  'admin.orders.fulfilment': call('POST', '/admin/orders/:id/fulfilment', 'staff'),
  'admin.orders.resend-confirmation': call('POST', '/admin/orders/:id/resend-confirmation', 'staff'),
  'admin.orders.withdraw-payment': call('POST', '/admin/orders/:id/withdraw-payment', 'staff'),
  'admin.customers': page('/admin/customers', 'staff'),
  'admin.customers.show': page('/admin/customers/:id', 'staff'),
  'admin.customers.active': call('POST', '/admin/customers/:id/active', 'staff'),
  'admin.customers.resend-verification': call('POST', '/admin/customers/:id/resend-verification', 'staff'),
  'admin.customers.send-password-reset': call('POST', '/admin/customers/:id/send-password-reset', 'staff'),
  // Check / PO terms (issue 13 item 3; docs/decisions/096)
  'admin.customers.check-terms.approve': call('POST', '/admin/customers/:id/check-terms/approve', 'staff'),
  'admin.customers.check-terms.decline': call('POST', '/admin/customers/:id/check-terms/decline', 'staff'),
  'admin.customers.check-terms.card': call('POST', '/admin/customers/:id/check-terms/card', 'staff'),
  'admin.tax-exemptions': page('/admin/tax-exemptions', 'staff'),
  'admin.tax-exemptions.document': page('/admin/tax-exemptions/:id/document', 'staff'),
  'admin.tax-exemptions.approve': call('POST', '/admin/tax-exemptions/:id/approve', 'staff'),
  'admin.tax-exemptions.reject': call('POST', '/admin/tax-exemptions/:id/reject', 'staff'),
  'admin.licences.grant': call('POST', '/admin/customers/:id/licences', 'staff'),
  'admin.licences.extend': call('POST', '/admin/licences/:id/extend', 'staff'),
  'admin.licences.revoke': call('POST', '/admin/licences/:id/revoke', 'staff'),
  'admin.licences.regrant': call('POST', '/admin/licences/:id/regrant', 'staff'),
  'admin.audit-log': page('/admin/audit-log', 'staff'),
  // Content and contact messages (issue 15 items 6 and 7; docs/decisions/120-124)
  'admin.messages': page('/admin/messages', 'staff'),
  'admin.messages.show': page('/admin/messages/:id', 'staff'),
  'admin.messages.change': call('POST', '/admin/messages/:id/change', 'staff'),
  'admin.messages.reply': call('POST', '/admin/messages/:id/reply', 'staff'),
  'admin.testimonials': page('/admin/testimonials', 'staff'),
  'admin.testimonials.create': page('/admin/testimonials/new', 'staff'),
  'admin.testimonials.store': call('POST', '/admin/testimonials', 'staff'),
  'admin.testimonials.edit': page('/admin/testimonials/:id/edit', 'staff'),
  'admin.testimonials.update': call('POST', '/admin/testimonials/:id/edit', 'staff'),
  'admin.testimonials.reorder': call('POST', '/admin/testimonials/reorder', 'staff'),
  'admin.best-sellers': page('/admin/best-sellers', 'staff'),
  'admin.best-sellers.reorder': call('POST', '/admin/best-sellers/reorder', 'staff'),
  // Staff reports (issue 15 item 8; docs/decisions/125): the page and one CSV per report, same range as the page.
  'admin.reports': page('/admin/reports', 'staff'),
  'admin.reports.sales-export': page('/admin/reports/sales.csv', 'staff'),
  'admin.reports.top-products-export': page('/admin/reports/top-products.csv', 'staff'),
  'admin.reports.licences-export': page('/admin/reports/licences.csv', 'staff'),
  'admin.reports.renewals-export': page('/admin/reports/renewals.csv', 'staff'),
  'admin.reports.quotes-export': page('/admin/reports/quote-conversion.csv', 'staff'),
  // Products and taxonomy (issue 15 items 1 and 3; docs/decisions/105-109)
  'admin.products': page('/admin/products', 'staff'),
  'admin.products.create': page('/admin/products/create', 'staff'),
  'admin.products.store': call('POST', '/admin/products', 'staff'),
  'admin.products.edit': page('/admin/products/:id/edit', 'staff'),
  'admin.products.update': call('POST', '/admin/products/:id', 'staff'),
  'admin.products.duplicate': call('POST', '/admin/products/:id/duplicate', 'staff'),
  'admin.products.deactivate': call('POST', '/admin/products/:id/deactivate', 'staff'),
  'admin.taxonomy': page('/admin/taxonomy', 'staff'),
  'admin.taxonomy.store': call('POST', '/admin/taxonomy/:kind', 'staff'),
  'admin.taxonomy.update': call('POST', '/admin/taxonomy/:kind/:id', 'staff'),
  // Promo codes, tax lines, shipping rates and the pricing preview (issue 15 items 4-5; server/admin/pricing-admin.controller.ts)
  'admin.promo-codes': page('/admin/promo-codes', 'staff'),
  'admin.promo-codes.create': page('/admin/promo-codes/new', 'staff'),
  'admin.promo-codes.store': call('POST', '/admin/promo-codes', 'staff'),
  'admin.promo-codes.edit': page('/admin/promo-codes/:id/edit', 'staff'),
  'admin.promo-codes.update': call('POST', '/admin/promo-codes/:id', 'staff'),
  'admin.promo-codes.remove': call('POST', '/admin/promo-codes/:id/remove', 'staff'),
  'admin.promo-codes.uses': page('/admin/promo-codes/:id/uses', 'staff'),
  'admin.taxes': page('/admin/taxes', 'staff'),
  'admin.taxes.store': call('POST', '/admin/taxes', 'staff'),
  'admin.taxes.update': call('POST', '/admin/taxes/:id', 'staff'),
  'admin.shipping': page('/admin/shipping', 'staff'),
  'admin.shipping.store': call('POST', '/admin/shipping', 'staff'),
  'admin.shipping.update': call('POST', '/admin/shipping/:id', 'staff'),
  'admin.pricing-preview': page('/admin/pricing-preview', 'staff'),
  // Product media (issue 15 item 2, docs/decisions/110-114): pictures, PDFs, and videos in resumable chunks.
  'admin.products.media': page('/admin/products/:id/media', 'staff'),
  'admin.products.media.images.store': call('POST', '/admin/products/:id/media/images', 'staff'),
  'admin.products.media.images.remove': call('POST', '/admin/products/:id/media/images/remove', 'staff'),
  'admin.products.media.documents.store': call('POST', '/admin/products/:id/media/documents/:asset', 'staff'),
  'admin.products.media.files.remove': call('POST', '/admin/products/:id/media/files/:asset/remove', 'staff'),
  'admin.products.media.uploads.start': call('POST', '/admin/products/:id/media/uploads', 'staff'),
  'admin.products.media.uploads.show': call('GET', '/admin/products/:id/media/uploads/:uploadId', 'staff'),
  'admin.products.media.uploads.chunk': call('PUT', '/admin/products/:id/media/uploads/:uploadId/chunks/:index', 'staff'),
  'admin.products.media.uploads.complete': call('POST', '/admin/products/:id/media/uploads/:uploadId/complete', 'staff'),

  // Answered by the server, never linked from a page: webhooks, probes, files for search engines, the dev mailbox.
  // Payment provider webhooks (DESIGN "Payments")
  'webhooks.stripe': call('POST', '/webhooks/stripe'),
  'webhooks.paypal': call('POST', '/webhooks/paypal'),
  // Operations: answers 200 when the server and its database respond (load balancers, the browser tests' start-up).
  health: page('/up'),
  // Probes (docs/decisions/145): the process answers; the database, its migrations and the storage are usable.
  'health.live': page('/healthz', 'probe'),
  'health.ready': page('/readyz', 'probe'),
  // For search engines (docs/decisions/104)
  'seo.sitemap': page('/sitemap.xml'),
  'seo.robots': page('/robots.txt'),

  // Development only: the mailbox of messages written to storage (DESIGN "E-mail")
  'dev.mailbox': page('/dev/mailbox'),
  'dev.mailbox.message': page('/dev/mailbox/:id'),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routeTable;

export function isRouteName(name: string): name is RouteName {
  return Object.prototype.hasOwnProperty.call(routeTable, name);
}

/** route() of storefront-route-table.ts, for every route, the staff's too. */
export function route(name: RouteName, params: RouteParams = {}, query: Record<string, QueryValue> = {}): string {
  return buildUrl(name, routeTable[name].path, params, query);
}
