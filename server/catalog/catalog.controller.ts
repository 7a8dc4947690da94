import type { Request, RequestHandler } from 'express';
import { viewerOf } from '#server/accounts/viewer.rules.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { VisitorType } from '#server/http/shared-props.types.js';
import { visitorTypeForRole } from '#server/shared/account-types.js';
import { notFound } from '#server/http/errors.js';
import { scrollPositionOf } from '#server/http/pagination.rules.js';
import { idParamOf } from '#server/http/route-params.js';
import { scroll } from '#server/inertia/props.js';
import { route, routeTable } from '#server/route-table.js';
import { ZShopQuery, type TShopQuery } from './catalog.schemas.js';
import {
  findBestSellers,
  findFeaturedProduct,
  findSchoolLevelsByName,
  findShopFilterOptions,
  findShopProducts,
} from './catalog.service.js';
import { findProductDetail, linkLicensedScripts } from './product-detail.service.js';
import { catalogAudienceOf } from './catalog-audience.rules.js';
import { chosenVisitorTypeOf } from '#server/http/visitor-type-cookie.js';
import { describePage } from '#server/http/page-head.js';
import { likelyPhone, varyOnPhoneHints } from '#server/http/request-kind.js';
import { productHead, shopHead } from './product-head.js';

// The shop's two category banners (storefront §2): found by name, because level ids differ between databases.
export const CATEGORY_BANNER_LEVELS = ['Pre-K', 'Kindergarten'] as const;
export const PRODUCT_NOT_FOUND = 'Sorry, we could not find that product. It may no longer be available.';
const DETAIL_BEST_SELLERS = 8;

/** A signed-in user's visitor type follows the account; a guest's is the journey they chose (null: not yet). */
export function visitorTypeOf(req: Request): VisitorType | null {
  return req.user ? visitorTypeForRole(req.user.role) : chosenVisitorTypeOf(req);
}

/** The filters as the page shows them and sends them back; defaults are left out so URLs stay short. */
function appliedFilters(query: TShopQuery, allowProductType: boolean) {
  return {
    productType: allowProductType ? query.productType : [],
    schoolLevel: query.schoolLevel,
    grade: query.grade,
    search: query.search,
    ...(query.sort !== 'default' ? { sort: query.sort } : {}),
    ...(query.is_best_seller ? { is_best_seller: 'true' } : {}),
  };
}


export function catalogController(db: PrismaClient, appUrl: string): { shop: RequestHandler; productDetail: RequestHandler } {
  return {
    shop: async (req, res) => {
      const query = ZShopQuery.parse(req.query);
      // The product-type filter belongs to the schools visitor type (storefront §2).
      const visitorType = visitorTypeOf(req);
      const allowProductType = visitorType === 'schools';
      // Parents are shown what parents buy (docs/decisions/097).
      const audience = catalogAudienceOf(visitorType);
      const filters = appliedFilters(query, allowProductType);
      describePage(res, shopHead(req.locale));
      await res.inertia.render('shop/index', {
        // Small screens load the next page as the shopper scrolls (docs/decisions/099); the pager uses the same pages.
        products: scroll(
          () => findShopProducts(db, query, { allowProductType, audience, locale: req.locale, path: routeTable['client.products'].path, linkQuery: filters }),
          { position: scrollPositionOf },
        ),
        appliedFilters: filters,
        filterOptions: async () => {
          const options = await findShopFilterOptions(db, req.locale);
          return allowProductType ? options : { ...options, productTypes: [] };
        },
        categoryBanners: () => findSchoolLevelsByName(db, [...CATEGORY_BANNER_LEVELS]),
        featuredProduct: () => findFeaturedProduct(db, audience, req.locale),
        likelyPhone: () => {
          varyOnPhoneHints(res);
          return likelyPhone(req);
        },
      });
    },

    productDetail: async (req, res) => {
      const visitorType = visitorTypeOf(req);
      const found = await findProductDetail(db, idParamOf(req, PRODUCT_NOT_FOUND), { includeSchoolTabs: visitorType === 'schools', locale: req.locale });
      if (!found) throw notFound(PRODUCT_NOT_FOUND);
      const product = req.user ? await linkLicensedScripts(db, viewerOf(req.user), found) : found;
      if (req.params.slug !== product.slug) {
        // Old or mistyped slugs land on the product's one address (shared links keep working).
        const queryAt = req.originalUrl.indexOf('?');
        const search = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
        res.redirect(301, `${route('product-detail', { id: product.id, slug: product.slug })}${search}`);
        return;
      }
      describePage(res, productHead(product, appUrl));
      await res.inertia.render('shop/product-detail', {
        product,
        bestSellers: () => findBestSellers(db, DETAIL_BEST_SELLERS, { excludeId: product.id, audience: catalogAudienceOf(visitorType), locale: req.locale }),
      });
    },
  };
}
