import { absoluteUrl, summarize, type PageHeadInput } from '#server/http/page-head.js';
import { route } from '#server/route-table.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translate } from '#server/shared/translation.js';
import type { ProductDetail } from './product-detail.service.js';

const SHOP_DESCRIPTION =
  'Shop Play It Safe classroom programs, videos, parent guides, coloring books and dolls for schools and families.';

export const shopHead = (locale: Locale): PageHeadInput => ({ description: translate(locale, SHOP_DESCRIPTION), title: translate(locale, 'Shop') });

/**
 * A product page's head: its description, one canonical address, a link preview with its image, and schema.org
 * Product data (name, image, offer with the price a visitor pays) for search results. Only products on sale have
 * a page, so the offer is always in stock.
 */
export function productHead(product: ProductDetail, origin: string): PageHeadInput {
  const path = route('product-detail', { id: product.id, slug: product.slug });
  const description = summarize(product.short_description) || summarize(product.description) || product.subtitle || null;
  const image = product.image ? absoluteUrl(origin, product.image) : null;
  return {
    title: product.title,
    description,
    canonicalPath: path,
    image: product.image,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      ...(description ? { description } : {}),
      ...(image ? { image: [image] } : {}),
      ...(product.category ? { category: product.category } : {}),
      brand: { '@type': 'Brand', name: 'Play It Safe' },
      offers: {
        '@type': 'Offer',
        url: absoluteUrl(origin, path),
        price: (product.special_price ?? product.price).toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    },
  };
}

