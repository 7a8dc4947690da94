import { Head, Link, router, usePage } from '@inertiajs/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FIXED_QTY_ACCOUNT_TYPE_ID, MAX_CART_QTY, MIN_CART_QTY } from '#server/cart/cart-calls.rules';
import { route } from '#server/storefront-route-table';
import { AddToCartButton } from '#js/components/cart/add-to-cart-button';
import { TagIcon } from '#js/components/icons';
import { BestSellersSlider } from '#js/components/storefront/islands';
import { Breadcrumb } from '#js/components/storefront/breadcrumb';
import { Price } from '#js/components/storefront/price';
import { ProductImage } from '#js/components/storefront/product-image';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ExternalLinkIcon,
  FileTextIcon,
  MinusIcon,
  PlayIcon,
  PlusIcon,
} from '#js/components/storefront/storefront-icons';
import { useTranslation } from '#js/i18n';
import { formatMoney } from '#js/lib/money';
import type { ProductDetailPageProps } from '#server/catalog/catalog.pages';
import type { ProductDetail } from '#server/catalog/product-detail.service';

const VISIBLE_THUMBNAILS = 4;

export default function ProductDetailPage({ product, bestSellers }: ProductDetailPageProps) {
  const { t } = useTranslation();
  // The schools tabs depend on the visitor type; when the server learns it (journey popup), fetch the product again.
  const serverVisitorType = usePage().props.visitorType;
  const [shownFor, setShownFor] = useState(serverVisitorType);
  useEffect(() => {
    if (serverVisitorType === shownFor) return;
    setShownFor(serverVisitorType);
    router.reload({ only: ['product'] });
  }, [serverVisitorType, shownFor]);

  const showQuantity = product.account_type_id !== FIXED_QTY_ACCOUNT_TYPE_ID;
  const [qty, setQty] = useState(MIN_CART_QTY);
  const crumbs = [
    { label: t('Home'), href: route('client.home') },
    { label: t('Shop'), href: route('client.products') },
    ...(product.level ? [{ label: product.level.name, href: route('client.products', {}, { schoolLevel: [product.level.id] }) }] : []),
    { label: product.title },
  ];

  return (
    <>
      <Head title={product.title} />
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
        <Breadcrumb items={crumbs} />
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <div className="space-y-6">
            <Gallery key={product.id} images={product.gallery} alts={product.image_alts} title={product.title} />
            <Trailer url={product.trailer_link} isVideo={product.trailer_is_video} title={product.title} poster={product.gallery[0]} />
          </div>

          <div>
            {product.category ? (
              <p className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">
                <span className="sr-only">{t('Category:')} </span>
                {product.category}
              </p>
            ) : null}
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{product.title}</h1>
            {product.subtitle ? <p className="mt-2 text-lg text-slate-600">{product.subtitle}</p> : null}
            <Price price={product.price} specialPrice={product.special_price} size="lg" className="mt-5" />
            {product.short_description ? <p className="mt-5 text-lg leading-relaxed text-slate-700">{product.short_description}</p> : null}

            <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm sm:grid-cols-3">
              <Fact term={t('Level')} value={product.level?.name} />
              <Fact term={t('Grade')} value={product.grade?.name} />
              <Fact term={t('Type')} value={product.type?.name} />
              {/* The server orders the scripts: the Spanish one first for a Spanish visitor. */}
              {product.script_order.map((key) =>
                key === 'script' ? (
                  <ScriptFact key={key} label={t('Script')} linkText={t('View the script (PDF)')} resource={product.script} />
                ) : (
                  <ScriptFact key={key} label={t('Spanish script')} linkText={t('View the spanish script (PDF)')} resource={product.script_spanish} />
                ),
              )}
            </dl>

            <div className="mt-6 flex flex-wrap items-end gap-4">
              {showQuantity ? <QuantitySelector value={qty} onChange={setQty} /> : null}
              <AddToCartButton productId={product.id} qty={showQuantity ? qty : 1} size="lg" className="min-w-48" />
            </div>
            {showQuantity ? null : (
              <p className="mt-3 text-sm text-slate-600">{t('One licence per school: each program includes one year of streaming.')}</p>
            )}

            {product.tags.length > 0 ? (
              <div className="mt-6">
                <h2 className="sr-only">{t('Tags')}</h2>
                <ul className="flex flex-wrap gap-2">
                  {product.tags.map((tag) => (
                    <li key={tag} className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                      <TagIcon className="size-3.5" />
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <ComboItems items={product.combo_items} />
          </div>
        </div>

        <ProductTabs product={product} />

        {bestSellers.length > 0 ? (
          <section aria-labelledby="detail-best-sellers" className="mt-16">
            <h2 id="detail-best-sellers" className="mb-6 px-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:px-3">
              {t('Best sellers')}
            </h2>
            <BestSellersSlider items={bestSellers} />
          </section>
        ) : null}
      </div>
    </>
  );
}

function Fact({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt className="font-semibold text-slate-500">{term}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** Scripts are licensed files: linked only when a public address exists, otherwise promised with the licence. */
function ScriptFact({ label, linkText, resource }: { label: string; linkText: string; resource: ProductDetail['script'] }) {
  const { t } = useTranslation();
  if (!resource) return null;
  return (
    <div className="col-span-2 sm:col-span-3">
      <dt className="font-semibold text-slate-500">{label}</dt>
      <dd className="mt-0.5 flex items-center gap-2 font-semibold text-slate-900">
        <FileTextIcon className="size-4 text-brand-700" />
        {resource.url ? (
          <a href={resource.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {linkText}
            <span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
        ) : (
          t('Available with your licence')
        )}
      </dd>
    </div>
  );
}

function QuantitySelector({ value, onChange }: { value: number; onChange: (qty: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (qty: number) => Math.min(MAX_CART_QTY, Math.max(MIN_CART_QTY, qty));
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t('Quantity')}
      </label>
      <div className="flex h-12 items-stretch overflow-hidden rounded-full border border-slate-300 bg-white">
        <button
          type="button"
          onClick={() => onChange(clamp(value - 1))}
          disabled={value <= MIN_CART_QTY}
          className="flex w-11 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:opacity-40"
        >
          <MinusIcon className="size-4" />
          <span className="sr-only">{t('Decrease quantity')}</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_CART_QTY}
          max={MAX_CART_QTY}
          value={value}
          onChange={(event) => {
            const typed = Number.parseInt(event.target.value, 10);
            // A non-numeric quantity counts as 1 (storefront §5 "Cart quantity").
            onChange(Number.isNaN(typed) ? MIN_CART_QTY : clamp(typed));
          }}
          className="w-14 border-x border-slate-200 text-center text-base font-semibold text-slate-900 [appearance:textfield] focus:outline-2 focus:outline-offset-[-2px] focus:outline-brand-600 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          onClick={() => onChange(clamp(value + 1))}
          disabled={value >= MAX_CART_QTY}
          className="flex w-11 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:opacity-40"
        >
          <PlusIcon className="size-4" />
          <span className="sr-only">{t('Increase quantity')}</span>
        </button>
      </div>
    </div>
  );
}

/** The main picture and a strip of 4 thumbnails that scrolls when there are more (account-area §2). */
function Gallery({ images, alts, title }: { images: string[]; alts: Record<string, string>; title: string }) {
  const { t } = useTranslation();
  const all = images.length ? images : [null];
  const [selected, setSelected] = useState(0);
  const [first, setFirst] = useState(0);
  const lastFirst = Math.max(0, all.length - VISIBLE_THUMBNAILS);
  const visible = all.slice(first, first + VISIBLE_THUMBNAILS);

  function select(index: number) {
    setSelected(index);
    if (index < first) setFirst(index);
    if (index >= first + VISIBLE_THUMBNAILS) setFirst(index - VISIBLE_THUMBNAILS + 1);
  }

  return (
    <div>
      <div className="overflow-hidden rounded-3xl border border-slate-200 bg-brand-50">
        <ProductImage
          src={all[selected]}
          alt={(all[selected] && alts[all[selected]]) || t('{{title}}, picture {{number}} of {{total}}', { title, number: selected + 1, total: all.length })}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="aspect-[4/3] w-full object-cover"
          priority
        />
      </div>
      {all.length > 1 ? (
        <div className="mt-4 flex items-center gap-2">
          {all.length > VISIBLE_THUMBNAILS ? (
            <button
              type="button"
              onClick={() => setFirst(Math.max(0, first - 1))}
              disabled={first === 0}
              className="flex size-9 shrink-0 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40"
            >
              <ChevronLeftIcon className="size-4" />
              <span className="sr-only">{t('Earlier pictures')}</span>
            </button>
          ) : null}
          <ul className="grid flex-1 grid-cols-4 gap-3">
            {visible.map((image, offset) => {
              const index = first + offset;
              return (
                <li key={`${image}-${index}`}>
                  <button
                    type="button"
                    onClick={() => select(index)}
                    aria-current={index === selected ? 'true' : undefined}
                    className={`block w-full overflow-hidden rounded-xl border-2 bg-brand-50 transition ${index === selected ? 'border-brand-700 ring-2 ring-brand-200' : 'border-transparent hover:border-brand-200'}`}
                  >
                    <ProductImage src={image} sizes="120px" className="aspect-[4/3] w-full object-cover" />
                    <span className="sr-only">{t('Show picture {{number}}', { number: index + 1 })}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {all.length > VISIBLE_THUMBNAILS ? (
            <button
              type="button"
              onClick={() => setFirst(Math.min(lastFirst, first + 1))}
              disabled={first >= lastFirst}
              className="flex size-9 shrink-0 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40"
            >
              <ChevronRightIcon className="size-4" />
              <span className="sr-only">{t('More pictures')}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The trailer anyone may watch before buying (docs/decisions/094): a player, or a link to a video host's page. The
 * player fetches nothing until it is played, and shows the product's main picture until then.
 */
function Trailer({ url, isVideo, title, poster }: { url: string | null; isVideo: boolean; title: string; poster: string | undefined }) {
  const { t } = useTranslation();
  if (!url) return null;
  if (isVideo) {
    return (
      <section aria-labelledby="product-trailer" className="overflow-hidden rounded-2xl border border-slate-200 bg-black">
        <h2 id="product-trailer" className="flex items-center gap-2 bg-slate-900 px-4 py-2.5 text-sm font-bold text-white">
          <PlayIcon className="size-4" />
          {t('Watch the trailer')}
        </h2>
        <video controls preload="none" poster={poster} playsInline src={url} className="aspect-video w-full" aria-label={t('Trailer: {{title}}', { title })} />
      </section>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <PlayIcon className="size-4" />
      {t('Watch the trailer')}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only">{t('(opens in a new tab)')}</span>
    </a>
  );
}

function ComboItems({ items }: { items: ProductDetail['combo_items'] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="combo-items" className="mt-8">
      <h2 id="combo-items" className="text-lg font-bold text-slate-900">
        {t('This bundle includes')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-4 p-3">
            <ProductImage src={item.image} sizes="64px" className="size-16 shrink-0 rounded-lg object-cover" />
            <div className="min-w-0 flex-1">
              <Link
                href={route('product-detail', { id: item.id, slug: item.slug })}
                className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
              >
                {item.title}
              </Link>
              <p className="text-sm text-slate-600">
                {item.quantity > 1 ? `${item.quantity} × ` : ''}
                {item.special_price !== undefined ? (
                  <>
                    {formatMoney(item.special_price)} <s className="text-slate-400">{formatMoney(item.price)}</s>
                  </>
                ) : (
                  formatMoney(item.price)
                )}{' '}
                {t('when bought on its own')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface TabDefinition {
  key: string;
  label: string;
  paragraphs: string[];
  /** Sanitized HTML the server rendered from the stored Markdown (docs/decisions/106); shown instead of paragraphs. */
  html?: string | null;
  fallback: string;
}

const paragraphsOf = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Description and Video Description for everyone; Joe & Suzy Dolls and Coloring Books for schools (account-area §2). */
function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const tabs: TabDefinition[] = [
    { key: 'description', label: t('Description'), paragraphs: [], html: product.description, fallback: t('No description yet.') },
    {
      key: 'video',
      label: t('Video Description'),
      paragraphs: [],
      html: product.video_description,
      fallback: t('This product does not include a video.'),
    },
  ];
  if ('joe_suzy_dolls' in product) {
    tabs.push({
      key: 'dolls',
      label: t('Joe & Suzy Dolls'),
      paragraphs: paragraphsOf(product.joe_suzy_dolls),
      fallback: t(
        'Joe & Suzy dolls are not part of this product. They come with every Pre-K to 2nd grade classroom program and are also sold as a set.',
      ),
    });
    tabs.push({
      key: 'books',
      label: t('Coloring Books'),
      paragraphs: paragraphsOf(product.coloring_book),
      fallback: t(
        'Coloring books are not part of this product. Every Pre-K to 2nd grade classroom program includes 25, and classroom packs are sold separately.',
      ),
    });
  }
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(active, tabs.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className="mt-14" aria-label={t('Product information')}>
      <div role="tablist" aria-label={t('Product information')} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={index === current}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => setActive(index)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-bold whitespace-nowrap transition-colors sm:text-base ${
              index === current ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={index !== current}
          tabIndex={0}
          className="max-w-3xl space-y-4 py-6 text-lg leading-relaxed text-slate-700"
        >
          {tab.html ? (
            <div className="rich-text space-y-4" dangerouslySetInnerHTML={{ __html: tab.html }} />
          ) : tab.paragraphs.length ? (
            tab.paragraphs.map((paragraph, n) => <p key={n}>{paragraph}</p>)
          ) : (
            <p>{tab.fallback}</p>
          )}
        </div>
      ))}
    </section>
  );
}
