import { Link } from '@inertiajs/react';
import { preload } from 'react-dom';
import type { FilterOption, ShopPageProps } from '#server/catalog/catalog.pages';
import type { ProductCard as ProductCardData } from '#server/catalog/catalog.service';
import { route } from '#server/storefront-route-table';
import { FadeCarousel, type CarouselSlide } from '#js/components/storefront/fade-carousel';
import { Price } from '#js/components/storefront/price';
import { ProductImage } from '#js/components/storefront/product-image';
import { buttonClasses } from '#js/components/ui/button-classes';
import { localizedImage, msg, useTranslation } from '#js/i18n';

// The top of the shop (storefront §7): the featured collections' carousel, a banner per school level and the
// featured product. All links and pictures, so they hydrate after the page, as an island (components/storefront/islands.ts).

const BANNER_SLIDES: { key: string; label: string; subtitle: string; image: string; href: string }[] = [
  {
    key: 'classroom',
    label: msg('Keeping Kids Safe, One Classroom at a Time: 14 one-hour presentations from Pre-K to 12th grade'),
    subtitle: msg('14 one-hour presentations from Pre-K to 12th grade'),
    image: '/images/banners/shop-1.svg',
    href: route('client.about.play-it-safe'),
  },
  {
    key: 'books',
    label: msg('All Books At Least 50% Off: coloring books in English and Spanish'),
    subtitle: msg('Coloring books in English and Spanish'),
    image: '/images/banners/shop-2.svg',
    href: route('client.products', {}, { search: 'coloring book' }),
  },
  {
    key: 'rule',
    label: msg('Say No, Get Away, Tell Someone: a three-part safety rule every child can remember'),
    subtitle: msg('A three-part safety rule every child can remember'),
    image: '/images/banners/shop-3.svg',
    href: route('client.about.child-sexual-abuse'),
  },
];

/** The banner of each level found by name (CATEGORY_BANNER_LEVELS); `level` names it in the alt text. */
const CATEGORY_ART: Record<string, { image: string; level: string; text: string }> = {
  'pre-k': { image: '/images/banners/category-pre-k.svg', level: msg('Pre-K'), text: msg('Joe & Suzy dolls and 25 coloring books included') },
  kindergarten: { image: '/images/banners/category-kindergarten.svg', level: msg('Kindergarten'), text: msg('Safe, unsafe and unwanted touch') },
};

/** The shop's banners, carousel and featured product, above its filters and list. */
export function ShopBanners({ categoryBanners, featuredProduct }: Pick<ShopPageProps, 'categoryBanners' | 'featuredProduct'>) {
  const { t } = useTranslation();
  return (
    <>
      <FadeCarousel
        label={t('Featured collections')}
        className="mt-5"
        slides={BANNER_SLIDES.map(
          (slide, index): CarouselSlide => ({
            key: slide.key,
            label: t(slide.label),
            content: (
              <Link href={slide.href} className="block">
                <BannerPicture image={slide.image} alt={t(slide.label)} subtitle={t(slide.subtitle)} priority={index === 0} />
              </Link>
            ),
          }),
        )}
      />

      <CategoryBanners levels={categoryBanners} />
      {featuredProduct ? <FeaturedProduct product={featuredProduct} /> : null}
    </>
  );
}

function CategoryBanners({ levels }: { levels: FilterOption[] }) {
  const { t } = useTranslation();
  if (levels.length === 0) return null;
  return (
    <section aria-label={t('Shop by level')} className="mt-6 grid gap-4 md:grid-cols-2">
      {levels.map((level) => {
        const known = CATEGORY_ART[level.name.toLowerCase()];
        const art = known ?? CATEGORY_ART['pre-k'];
        return (
          <Link
            key={level.id}
            href={route('client.products', {}, { schoolLevel: [level.id] })}
            className="group block overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg"
          >
            <BannerPicture
              image={art.image}
              alt={t('{{level}} programs: {{text}}', { level: known ? t(known.level) : level.name, text: t(art.text) })}
              subtitle={t(art.text)}
              imageClassName="transition-transform duration-300 group-hover:scale-[1.02]"
            />
          </Link>
        );
      })}
    </section>
  );
}

const WIDE_SCREEN = '(min-width: 640px)';
const NARROW_SCREEN = 'not all and (min-width: 640px)';

/**
 * A banner picture. Its subtitle, drawn in the picture, would be a few pixels tall on a phone: there the picture
 * without it (the "-narrow" file) is shown, with the subtitle as text underneath. The first slide of the carousel is
 * the largest thing on the shop's first screen: with `priority` both files are preloaded for their screen width, at
 * high priority (React does not preload a picture's <img> on its own).
 */
function BannerPicture({ image, alt, subtitle, imageClassName = '', priority = false }: { image: string; alt: string; subtitle: string; imageClassName?: string; priority?: boolean }) {
  const { locale } = useTranslation();
  const wide = localizedImage(image, locale);
  const narrow = localizedImage(image.replace(/\.svg$/, '-narrow.svg'), locale);
  if (priority) {
    preload(wide, { as: 'image', media: WIDE_SCREEN, fetchPriority: 'high' });
    preload(narrow, { as: 'image', media: NARROW_SCREEN, fetchPriority: 'high' });
  }
  return (
    <>
      <picture>
        <source media={WIDE_SCREEN} srcSet={wide} />
        <img src={narrow} alt={alt} fetchPriority={priority ? 'high' : undefined} className={`aspect-[16/5] w-full object-cover ${imageClassName}`} />
      </picture>
      <p aria-hidden="true" className="bg-brand-900 px-4 py-2 text-sm font-semibold text-white sm:hidden">
        {subtitle}
      </p>
    </>
  );
}

function FeaturedProduct({ product }: { product: ProductCardData }) {
  const { t } = useTranslation();
  const href = route('product-detail', { id: product.id, slug: product.slug });
  return (
    <section aria-labelledby="featured-product" className="mt-6 overflow-hidden rounded-2xl border border-sun-400/60 bg-amber-50/60">
      <div className="grid items-center gap-0 sm:grid-cols-[minmax(0,16rem)_1fr]">
        <ProductImage src={product.image} className="aspect-[16/9] size-full object-cover sm:aspect-auto sm:h-full" />
        <div className="p-6">
          <p className="text-xs font-bold tracking-[0.14em] text-brand-700 uppercase">{t('Featured product')}</p>
          <h2 id="featured-product" className="mt-1 text-xl font-extrabold text-slate-900 sm:text-2xl">
            {product.title}
          </h2>
          {product.subtitle ? <p className="mt-1 text-slate-600">{product.subtitle}</p> : null}
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Price price={product.price} specialPrice={product.special_price} />
            <Link href={href} className={buttonClasses('primary', 'md')}>
              {t('View product')}
              <span className="sr-only">: {product.title}</span>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
