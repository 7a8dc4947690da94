import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Viewer } from '#server/accounts/viewer.rules.js';
import { findProductAccess } from '#server/licensing/licences.service.js';
import { publicTrailerOf } from '#server/licensing/media.service.js';
import { route } from '#server/route-table.js';
import { centsToDollars } from '#server/shared/money.js';
import { findProductImageAlts } from './product-media.service.js';
import { taxonomyOfProducts } from './catalog.service.js';
import { renderRichText } from '#server/shared/rich-text.rules.js';
import type { Locale } from '#server/http/locale.js';
import { inVisitorLanguageOrder, localizedName, localizedProduct } from '#server/shared/product-text.rules.js';

// The product page (account-area §2 "Product detail", §3 Product). The trailer is public: a stored trailer plays
// through the product-trailer route (docs/decisions/094). Videos, scripts and coloring-book files are private
// storage paths served only to licence holders (licensing module), so this page links to a script only when the
// product names a public https address for it; otherwise it says the file comes with the licence.

export interface ComboItemCard {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  price: number;
  special_price?: number;
  quantity: number;
}

export interface ProductResource {
  /**
   * A public https address, the licensed file route for a viewer whose licence is valid, or null when the file
   * exists but comes with the licence (docs/decisions/094).
   */
  url: string | null;
}

export interface ProductDetail {
  id: number;
  title: string;
  subtitle: string | null;
  slug: string;
  price: number;
  special_price?: number;
  short_description: string | null;
  /** Sanitized HTML made from the stored Markdown (docs/decisions/106). */
  description: string | null;
  video_description: string | null;
  /** Tab texts for the schools visitor type only; absent for everyone else. */
  joe_suzy_dolls?: string | null;
  coloring_book?: string | null;
  category: string | null;
  tags: string[];
  image: string | null;
  gallery: string[];
  /** The alt text staff wrote for each uploaded picture, by its address (docs/decisions/111). */
  image_alts: Record<string, string>;
  /** Where anyone may watch the trailer: the product-trailer route for a stored file, or a public https address. */
  trailer_link: string | null;
  /** True when trailer_link is a video file the page plays; false for a video host's page (shown as a link). */
  trailer_is_video: boolean;
  script: ProductResource | null;
  script_spanish: ProductResource | null;
  /** The order the page lists the two scripts in: the Spanish one first for a Spanish visitor (decision 156). */
  script_order: ['script', 'script_spanish'] | ['script_spanish', 'script'];
  account_type_id: number | null;
  level: { id: number; name: string } | null;
  grade: { id: number; name: string } | null;
  type: { id: number; name: string } | null;
  combo_items: ComboItemCard[];
}

const HTTPS_URL = /^https:\/\/[^\s"'<>]+$/i;
// Site images are root-relative ("/images/..."); "//host" would load from another site.
const SITE_PATH = /^\/(?!\/)[^\s"'<>]*$/;

export const publicUrlOf = (value: string | null | undefined): string | null =>
  value && HTTPS_URL.test(value.trim()) ? value.trim() : null;

const imageUrlOf = (value: unknown): string | null =>
  typeof value === 'string' && (SITE_PATH.test(value) || HTTPS_URL.test(value)) ? value : null;

function resourceOf(value: string | null): ProductResource | null {
  if (!value || !value.trim()) return null;
  return { url: publicUrlOf(value) };
}

/** JSON columns hold what staff typed: keep only strings (tags) or usable image addresses (gallery). */
function stringsOf(value: unknown, keep: (item: unknown) => string | null): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(keep).filter((item): item is string => item !== null);
}

function trailerFieldsOf(productId: number, stored: string | null): Pick<ProductDetail, 'trailer_link' | 'trailer_is_video'> {
  const trailer = publicTrailerOf(productId, stored);
  return { trailer_link: trailer?.url ?? null, trailer_is_video: trailer?.isVideo ?? false };
}

/**
 * A script stored privately is a licensed guide (the "Parent Guide PDF" of account-area §2): for a viewer whose
 * licence is valid, link it through the licensed file route, which checks the licence again when it is opened.
 */
export async function linkLicensedScripts(db: PrismaClient, viewer: Viewer, product: ProductDetail): Promise<ProductDetail> {
  const unlinked = (resource: ProductResource | null) => resource !== null && resource.url === null;
  if (!unlinked(product.script) && !unlinked(product.script_spanish)) return product;
  const access = await findProductAccess(db, viewer, product.id, null);
  if (access.status !== 'granted') return product;
  const linked = (resource: ProductResource | null, asset: 'parent-guide' | 'parent-guide-es') =>
    unlinked(resource) ? { url: route('licensing.media', { productId: product.id, asset }) } : resource;
  return { ...product, script: linked(product.script, 'parent-guide'), script_spanish: linked(product.script_spanish, 'parent-guide-es') };
}

const tagOf = (item: unknown) => (typeof item === 'string' && item.trim() ? item.trim().slice(0, 60) : null);

/** One product on sale with its combo contents, or null (missing, or not on sale). */
export async function findProductDetail(
  db: PrismaClient,
  id: number,
  options: { includeSchoolTabs: boolean; locale: Locale },
): Promise<ProductDetail | null> {
  const found = await db.product.findFirst({
    where: { id, isActive: true },
    include: {
      comboItems: {
        where: { itemProduct: { isActive: true } },
        orderBy: { sortOrder: 'asc' },
        include: {
          itemProduct: { select: { id: true, title: true, titleEs: true, slug: true, image: true, priceCents: true, specialPriceCents: true } },
        },
      },
    },
  });
  if (!found) return null;
  const [taxonomy] = await taxonomyOfProducts(db, [found]);
  // Title, subtitle, descriptions and the level, grade and type names in the visitor's language (docs/decisions/156).
  const product = localizedProduct({ ...found, ...taxonomy }, options.locale);

  const image = imageUrlOf(product.image);
  const gallery = stringsOf(product.gallery, imageUrlOf);
  return {
    id: product.id,
    title: product.title,
    subtitle: product.subtitle,
    slug: product.slug,
    price: centsToDollars(product.priceCents),
    ...(product.specialPriceCents !== null ? { special_price: centsToDollars(product.specialPriceCents) } : {}),
    short_description: product.shortDescription,
    // Stored as Markdown, sent as sanitized HTML (docs/decisions/106).
    description: renderRichText(product.description),
    video_description: renderRichText(product.videoDescription),
    ...(options.includeSchoolTabs ? { joe_suzy_dolls: product.joeSuzyDolls, coloring_book: product.coloringBook } : {}),
    // The category and tags are words like the level names: those the catalogue knows read in the visitor's language
    // (decision 156).
    category: product.category === null ? null : localizedName(product.category, options.locale),
    tags: [...new Set(stringsOf(product.tags, tagOf).map((tag) => localizedName(tag, options.locale)))],
    image,
    // The main image leads the gallery once, whether or not staff listed it.
    gallery: image ? [image, ...gallery.filter((item) => item !== image)] : gallery,
    image_alts: await findProductImageAlts(db, product.id),
    ...trailerFieldsOf(product.id, product.trailerLink),
    script: resourceOf(product.productScript),
    script_spanish: resourceOf(product.productScriptSpanish),
    script_order: inVisitorLanguageOrder('script' as const, 'script_spanish' as const, options.locale) as ProductDetail['script_order'],
    account_type_id: product.accountTypeId,
    level: product.level,
    grade: product.grade,
    type: product.type,
    combo_items: product.comboItems.map(({ itemProduct: shown, quantity }) => {
      const itemProduct = localizedProduct(shown, options.locale);
      return {
      id: itemProduct.id,
      title: itemProduct.title,
      slug: itemProduct.slug,
      image: imageUrlOf(itemProduct.image),
      price: centsToDollars(itemProduct.priceCents),
      ...(itemProduct.specialPriceCents !== null ? { special_price: centsToDollars(itemProduct.specialPriceCents) } : {}),
      quantity,
      };
    }),
  };
}
