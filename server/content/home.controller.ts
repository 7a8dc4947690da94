import type { RequestHandler } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { findBestSellers, type ProductCard } from '#server/catalog/catalog.service.js';
import { catalogAudienceOf } from '#server/catalog/catalog-audience.rules.js';
import { visitorTypeForRole } from '#server/shared/account-types.js';
import type { BestSeller } from './content.pages.js';
import { findFeaturedTestimonials } from './testimonials.service.js';
import { HOME_BEST_SELLERS } from './home.rules.js';
import { chosenVisitorTypeOf } from '#server/http/visitor-type-cookie.js';


const toBestSeller = (card: ProductCard): BestSeller => ({
  id: card.id,
  slug: card.slug,
  title: card.title,
  subtitle: card.subtitle,
  price: card.price,
  ...(card.special_price !== undefined ? { special_price: card.special_price } : {}),
  image: card.image,
});

export function homeController(db: PrismaClient): { show: RequestHandler } {
  return {
    show: async (req, res) => {
      // Parents' best sellers are what parents buy (docs/decisions/097).
      const audience = catalogAudienceOf(req.user ? visitorTypeForRole(req.user.role) : chosenVisitorTypeOf(req));
      await res.inertia.render('home', {
        bestSellers: async () => (await findBestSellers(db, HOME_BEST_SELLERS, { audience, locale: req.locale })).map(toBestSeller),
        reviews: () => findFeaturedTestimonials(db, 3),
      });
    },
  };
}
