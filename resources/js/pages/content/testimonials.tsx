import { Head, router } from '@inertiajs/react';
import { useRef, useState, type ReactNode } from 'react';
import type { TestimonialsPageProps } from '#server/content/content.pages';
import type { RatingSummary, TestimonialCard } from '#server/content/testimonials.service';
import { route } from '#server/storefront-route-table';
import { AlertCircleIcon } from '#js/components/icons';
import { ContentBody } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { StarRating } from '#js/components/storefront/star-rating';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
  QuoteIcon,
  RefreshIcon,
} from '#js/components/storefront/storefront-icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { formatDate, msg, useTranslation, type Locale } from '#js/i18n';

export const TESTIMONIAL_PLACEHOLDER_IMAGE = '/images/testimonials/placeholder.svg';
export const TESTIMONIALS_LOAD_ERROR = msg('Failed to load testimonials. Please try again later.');

const showDate = (isoDate: string, locale: Locale) =>
  formatDate(`${isoDate}T00:00:00Z`, locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const pageUrl = (page: number) => route('client.about.testimonials', {}, { page: page > 1 ? page : undefined });

export default function TestimonialsPage({ testimonials, ratingSummary }: TestimonialsPageProps) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const [failedPage, setFailedPage] = useState<number | null>(null);
  const grid = useRef<HTMLDivElement>(null);

  /** Paging is a partial reload of the testimonials only; a failure keeps the page and offers Try Again. */
  function showPage(page: number) {
    router.get(pageUrl(page), {}, {
      only: ['testimonials'],
      preserveState: true,
      preserveScroll: true,
      onStart: () => {
        setLoading(true);
        setFailedPage(null);
      },
      onFinish: () => setLoading(false),
      onSuccess: () => {
        const top = grid.current?.getBoundingClientRect().top ?? 0;
        if (top < 0) grid.current?.scrollIntoView({ block: 'start' });
      },
      onHttpException: () => {
        setFailedPage(page);
        return false;
      },
      onNetworkError: () => {
        setFailedPage(page);
        return false;
      },
    });
  }

  return (
    <>
      <Head title={t('Testimonials')} />
      <PageHeader
        title={t('Testimonials')}
        eyebrow={t('About')}
        trail={[{ label: t('About') }]}
        intro={t('Teachers, counselors, principals and parents on what Play It Safe has meant for their children.')}
      />
      <ContentBody wide>
        <div className="grid gap-10 lg:grid-cols-[20rem_1fr]">
          <RatingCard summary={ratingSummary} />
          <div ref={grid} className="scroll-mt-24" aria-busy={loading}>
            {failedPage !== null ? (
              <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
                <p className="flex items-center gap-2 font-semibold">
                  <AlertCircleIcon className="size-5 shrink-0" />
                  {t(TESTIMONIALS_LOAD_ERROR)}
                </p>
                <button type="button" onClick={() => showPage(failedPage)} className={buttonClasses('danger', 'sm', 'mt-4')}>
                  <RefreshIcon className="size-4" />
                  {t('Try Again')}
                </button>
              </div>
            ) : loading ? (
              <p role="status" className="flex min-h-60 items-center justify-center gap-3 rounded-2xl border border-dashed border-slate-300 text-lg text-slate-600">
                <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
                {t('Loading testimonials...')}
              </p>
            ) : testimonials.data.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">{t('No testimonials yet.')}</p>
            ) : (
              <ul className="grid gap-6 md:grid-cols-2 2xl:grid-cols-3">
                {testimonials.data.map((testimonial) => (
                  <TestimonialItem key={testimonial.id} testimonial={testimonial} />
                ))}
              </ul>
            )}
            {testimonials.total > 0 ? (
              <div className="mt-8 flex flex-col items-center gap-4">
                <p className="text-slate-600" aria-live="polite">
                  {t('Showing {{from}} to {{to}} of {{total}} testimonials', { from: testimonials.from ?? 0, to: testimonials.to ?? 0, total: testimonials.total })}
                </p>
                <Pager testimonials={testimonials} disabled={loading} onPage={showPage} />
              </div>
            ) : null}
          </div>
        </div>
      </ContentBody>
    </>
  );
}

function RatingCard({ summary }: { summary: RatingSummary }) {
  const { t, locale } = useTranslation();
  const widest = Math.max(1, ...summary.stars.map((entry) => entry.count));
  return (
    <section aria-labelledby="overall-rating" className="h-fit rounded-3xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
      <h2 id="overall-rating" className="text-lg font-bold text-slate-900">
        {t('Overall rating')}
      </h2>
      <p className="mt-3 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold text-slate-900">{summary.average.toFixed(1)}</span>
        <span className="text-slate-500">{t('out of 5')}</span>
      </p>
      <StarRating rating={summary.average} size="size-6" className="mt-2" />
      <p className="mt-2 text-sm text-slate-600">
        {summary.total === 1 ? t('Based on {{count}} review', { count: summary.total }) : t('Based on {{count}} reviews', { count: summary.total })}
      </p>
      <ul className="mt-6 space-y-2.5" aria-label={t('Reviews per star rating')}>
        {summary.stars.map((entry) => (
          <li key={entry.star} className="flex items-center gap-3 text-sm">
            <span className={`${locale === 'es' ? 'w-22' : 'w-14'} shrink-0 font-semibold whitespace-nowrap text-slate-700`}>
              {entry.star === 1 ? t('{{count}} star', { count: entry.star }) : t('{{count}} stars', { count: entry.star })}
            </span>
            <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <span className="block h-full rounded-full bg-sun-500" style={{ width: `${(entry.count / widest) * 100}%` }} />
            </span>
            <span className="w-6 shrink-0 text-right text-slate-600">
              {entry.count}
              <span className="sr-only"> {entry.count === 1 ? t('review') : t('reviews')}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TestimonialItem({ testimonial }: { testimonial: TestimonialCard }) {
  const { locale } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const image = testimonial.image && !imageFailed ? testimonial.image : TESTIMONIAL_PLACEHOLDER_IMAGE;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <img
          src={image}
          alt=""
          width={56}
          height={56}
          onError={() => setImageFailed(true)}
          className="size-14 shrink-0 rounded-full bg-brand-50 object-cover"
        />
        <div className="min-w-0">
          <p className="font-bold text-slate-900">{testimonial.name}</p>
          <p className="text-sm text-slate-600">{[testimonial.title, testimonial.company].filter(Boolean).join(', ')}</p>
        </div>
      </div>
      <StarRating rating={testimonial.rating} className="mt-4" />
      <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">
        <QuoteIcon className="mb-1 size-5 text-sun-500" />
        {testimonial.content}
      </blockquote>
      <p className="mt-4 text-sm text-slate-500">
        <time dateTime={testimonial.date}>{showDate(testimonial.date, locale)}</time>
      </p>
    </li>
  );
}

/** First, previous, up to 5 numbers (from the server's links), next, last. */
function Pager({ testimonials, disabled, onPage }: { testimonials: TestimonialsPageProps['testimonials']; disabled: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (testimonials.last_page <= 1) return null;
  const current = testimonials.current_page;
  const last = testimonials.last_page;
  const numbers = testimonials.links.filter((link) => /^\d+$/.test(link.label)).map((link) => Number(link.label));
  const button = (key: string, label: string, page: number, content: ReactNode, options: { active?: boolean; off?: boolean } = {}) => (
    <li key={key}>
      <button
        type="button"
        onClick={() => onPage(page)}
        disabled={options.off || options.active || disabled}
        aria-label={label}
        aria-current={options.active ? 'page' : undefined}
        className={`flex min-h-10 min-w-10 items-center justify-center rounded-xl border px-3 text-sm font-semibold ${
          options.active
            ? 'border-brand-700 bg-brand-700 text-white'
            : 'border-slate-300 text-slate-700 enabled:hover:border-brand-600 enabled:hover:text-brand-800 disabled:border-slate-200 disabled:text-slate-300'
        }`}
      >
        {content}
      </button>
    </li>
  );
  const firstButton = button('first', t('First page'), 1, <ChevronsLeftIcon className="size-4" />, { off: current === 1 });
  const previousButton = button('previous', t('Previous page'), current - 1, <ChevronLeftIcon className="size-4" />, { off: current === 1 });
  const nextButton = button('next', t('Next page'), current + 1, <ChevronRightIcon className="size-4" />, { off: current === last });
  const lastButton = button('last', t('Last page'), last, <ChevronsRightIcon className="size-4" />, { off: current === last });
  return (
    <nav aria-label={t('Testimonials pages')}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {firstButton}
        {previousButton}
        {numbers.map((page) => button(`page-${page}`, t('Page {{page}}', { page }), page, page, { active: page === current }))}
        {nextButton}
        {lastButton}
      </ul>
    </nav>
  );
}
