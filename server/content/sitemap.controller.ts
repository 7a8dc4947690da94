import type { RequestHandler } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { route, type RouteName } from '#server/route-table.js';

// What search engines may list (docs/decisions/104): the storefront's public pages and every product on sale.

/** Public pages worth finding from a search: not sign-in, registration, cart, checkout or the account area. */
export const SITEMAP_PAGES = [
  'client.home',
  'client.products',
  'client.contact.us',
  'client.privacy.policy',
  'client.terms.of.use',
  'client.about.the-women-center',
  'client.about.play-it-safe',
  'client.about.tarrant-county',
  'client.about.testimonials',
  'client.about.faq',
  'client.about.child-sexual-abuse',
  'client.about.myths-facts',
  'client.about.statistics',
  'client.about.resources',
  'client.curriculum',
  'client.curriculum.video-description',
  'client.curriculum.elementary-school',
  'client.curriculum.middle-school',
  'client.curriculum.high-school',
  'client.curriculum.pre-k',
] as const satisfies readonly RouteName[];

/** Paths that are private, personal or a step of a purchase: never crawled. */
const DISALLOWED_PATHS = ['/account/', '/admin', '/checkout', '/orders/', '/shopping-cart', '/media/', '/api/', '/captcha/', '/email/', '/reset-password/'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapController(db: PrismaClient, appUrl: string): { sitemap: RequestHandler; robots: RequestHandler } {
  const origin = appUrl.replace(/\/+$/, '');
  return {
    sitemap: async (_req, res) => {
      const products = await db.product.findMany({
        where: { isActive: true },
        select: { id: true, slug: true, updatedAt: true },
        orderBy: { id: 'asc' },
      });
      const entries = [
        ...SITEMAP_PAGES.map((name) => `  <url><loc>${escapeXml(origin + route(name))}</loc></url>`),
        ...products.map(
          (product) =>
            `  <url><loc>${escapeXml(origin + route('product-detail', { id: product.id, slug: product.slug }))}</loc><lastmod>${product.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      res
        .set('Cache-Control', 'public, max-age=3600')
        .type('application/xml')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`);
    },
    robots: (_req, res) => {
      const lines = ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}${route('seo.sitemap')}`, ''];
      res.set('Cache-Control', 'public, max-age=86400').type('text/plain').send(lines.join('\n'));
    },
  };
}
