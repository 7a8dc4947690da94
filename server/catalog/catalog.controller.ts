import type { RequestHandler } from 'express';
import type { PrismaClient } from '../db/generated/prisma/client.js';
import { visitorTypeForRole } from '../accounts/roles.js';
import { routeTable } from '../route-table.js';
import { ZShopQuery, type TShopQuery } from './catalog.schemas.js';
import { findShopFilterOptions, findShopProducts } from './catalog.service.js';

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

export function catalogController(db: PrismaClient): { shop: RequestHandler } {
  return {
    shop: async (req, res) => {
      const query = ZShopQuery.parse(req.query);
      const visitorType = req.user ? visitorTypeForRole(req.user.role) : req.session.visitorType;
      // The product-type filter belongs to the schools visitor type (storefront §2).
      const allowProductType = visitorType === 'schools';
      const filters = appliedFilters(query, allowProductType);
      await res.inertia.render('shop/index', {
        products: () => findShopProducts(db, query, { allowProductType, path: routeTable['client.products'].path, linkQuery: filters }),
        appliedFilters: filters,
        filterOptions: async () => {
          const options = await findShopFilterOptions(db);
          return allowProductType ? options : { ...options, productTypes: [] };
        },
      });
    },
  };
}
