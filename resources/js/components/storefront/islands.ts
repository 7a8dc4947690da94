import { island } from '#js/components/ui/island';

// Storefront sections a page shows before their code is needed (below the fold, or links and pictures such as the
// shop's banners), loaded after their page and hydrated when they arrive (docs/decisions/174). Each takes props that
// stay the same object until the page's data changes, as an island must.

export const BestSellersSlider = island(() =>
  import('#js/components/storefront/best-sellers-slider').then((module) => module.BestSellersSlider),
);
export const HomeLowerSections = island(() => import('#js/components/home/lower-sections').then((module) => module.HomeLowerSections));
export const InfoBlurbs = island(() => import('#js/components/storefront/info-blurbs').then((module) => module.InfoBlurbs));
export const ShopBanners = island(() => import('#js/components/storefront/shop-banners').then((module) => module.ShopBanners));
export const ShopPagination = island(() =>
  import('#js/components/storefront/shop-pagination').then((module) => module.ShopPagination),
);
