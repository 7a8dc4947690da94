import { Link, usePage } from '@inertiajs/react';
import type { HomePageProps } from '#server/content/content.pages';
import { CURRICULUM_SECTIONS, type CurriculumSection } from '#server/content/curriculum-sections.rules';
import { route } from '#server/storefront-route-table';
import { ShieldMark } from '#js/components/brand-logo';
import { ArrowRightIcon, HeartIcon } from '#js/components/icons';
import { CountUp } from '#js/components/storefront/count-up';
import { StarRating } from '#js/components/storefront/star-rating';
import { QuoteIcon, UsersIcon } from '#js/components/storefront/storefront-icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { formatNumber, localizedImage, msg, useTranslation, type Locale, type Translate } from '#js/i18n';
import { useVisitorType } from '#js/lib/use-visitor-type';

// The home page below its first screens (storefront §1): curricula by grade, reviews, the partner and the center,
// the numbers band and the books banner. They hydrate after the page, as an island (pages/home.tsx).

const formatThousands = (value: number) => `${Math.round(value / 1000)}K+`;
const formatPlain = (value: number) => String(value);

// Shown with the count-up (storefront §2: count up to 100K+ over 1.5 s); the 100K+ figure is the center's own
// (docs/decisions/020).
const ANIMATED_STATS: { to: number; format: 'thousands' | 'plain' | 'hours'; label: string }[] = [
  { to: 100_000, format: 'thousands', label: msg('children and families reached by Play It Safe') },
  { to: 14, format: 'plain', label: msg('grade-by-grade classroom presentations') },
  { to: 3, format: 'plain', label: msg('parts to a safety rule children remember') },
  { to: 1, format: 'hours', label: msg('per classroom presentation, video included') },
];

// The sections' names and grades as the curriculum rules write them, marked here where the home page shows them.
const SECTION_TEXTS: Record<CurriculumSection['key'], { title: string; grades: string }> = {
  'pre-k': { title: msg('Pre-K'), grades: msg('Ages 3 to 5') },
  'elementary-school': { title: msg('Elementary School'), grades: msg('Kindergarten to 5th grade') },
  'middle-school': { title: msg('Middle School'), grades: msg('6th to 8th grade') },
  'high-school': { title: msg('High School'), grades: msg('9th to 12th grade') },
};

const SECTION_ORDER: CurriculumSection['key'][] = ['pre-k', 'elementary-school', 'middle-school', 'high-school'];
const SECTION_BLURBS: Record<CurriculumSection['key'], string> = {
  'pre-k': msg('Songs, puppets and Joe & Suzy help the youngest learners name safe and unsafe touch.'),
  'elementary-school': msg('From Kindergarten to 5th grade: secrets and surprises, trusted adults, and staying safe online.'),
  'middle-school': msg('Boundaries, peer pressure and the warning signs of manipulation, at an age when both change fast.'),
  'high-school': msg('Healthy relationships, consent, online pressure and how to be an upstander for a friend.'),
};

/** The home page's sections after the best sellers. */
export function HomeLowerSections({ reviews }: Pick<HomePageProps, 'reviews'>) {
  return (
    <>
      <CurriculumsByGrade />
      <Reviews reviews={reviews} />
      <PartnerBanner />
      <WomensCenter />
      <AnimatedStats />
      <BooksBanner />
    </>
  );
}

function CurriculumsByGrade() {
  const { t } = useTranslation();
  const visitorType = useVisitorType();
  const { schoolLevels } = usePage().props;
  const hrefFor = (section: CurriculumSection) => {
    if (visitorType === 'schools') return route(section.routeName);
    const ids = schoolLevels.filter((level) => section.levelNames.includes(level.name)).map((level) => level.id);
    return route('client.products', {}, { schoolLevel: ids });
  };
  return (
    <section aria-labelledby="by-grade" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <p className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">{t('Curriculums by grade')}</p>
      <h2 id="by-grade" className="mt-2 max-w-2xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t('A program for every grade, from Pre-K to 12th')}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {SECTION_ORDER.map((key) => {
          const section = CURRICULUM_SECTIONS[key];
          return (
            <li key={key}>
              <Link
                href={hrefFor(section)}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg"
              >
                <span className="text-sm font-semibold text-brand-700">{t(SECTION_TEXTS[key].grades)}</span>
                <span className="mt-1 text-xl font-extrabold text-slate-900">{t(SECTION_TEXTS[key].title)}</span>
                <span className="mt-3 flex-1 leading-relaxed text-slate-600">{t(SECTION_BLURBS[key])}</span>
                <span className="mt-5 inline-flex items-center gap-2 font-bold text-brand-700">
                  {visitorType === 'schools' ? t('Explore the curriculum') : t('See the products')}
                  <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Reviews({ reviews }: Pick<HomePageProps, 'reviews'>) {
  const { t } = useTranslation();
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews" className="bg-amber-50/70 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">{t('Reviews')}</p>
            <h2 id="reviews" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {t('What teachers and parents say')}
            </h2>
          </div>
          <Link href={route('client.about.testimonials')} className={buttonClasses('secondary', 'md')}>
            {t('Read all testimonials')}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-amber-100">
              <QuoteIcon className="size-8 text-sun-500" />
              <StarRating rating={review.rating} className="mt-3" />
              <blockquote className="mt-3 flex-1 text-lg leading-relaxed text-slate-700">{review.content}</blockquote>
              <div className="mt-5 flex items-center gap-3">
                {review.image ? (
                  <img src={review.image} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-full bg-brand-50 object-cover" />
                ) : null}
                <div className="min-w-0">
                  <p className="font-bold text-slate-900">{review.name}</p>
                  <p className="text-sm text-slate-600">{[review.title, review.company].filter(Boolean).join(', ')}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PartnerBanner() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="partner" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-sun-400 to-amber-300 px-6 py-12 sm:px-12">
        <div aria-hidden="true" className="absolute -right-10 -bottom-16 -z-10 opacity-20">
          <ShieldMark className="size-72" />
        </div>
        <div className="max-w-2xl">
          <p className="text-sm font-bold tracking-[0.14em] text-brand-900 uppercase">{t('Partner with us')}</p>
          <h2 id="partner" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {t('Bring Play It Safe to your school, district or organization')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-900/80">
            {t(
              'We help schools, youth programs and community groups plan a presentation for every grade. Ask for a quote, pay by check if that suits your office, and hear back within 1-2 business days.',
            )}
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link href={route('client.contact.us')} className={buttonClasses('primary', 'lg')}>
              {t('Contact us')}
            </Link>
            <Link href={route('client.about.tarrant-county')} className={buttonClasses('secondary', 'lg')}>
              {t('Schools in Tarrant County')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

function WomensCenter() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="womens-center" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <img
          src="/images/gallery/family.svg"
          alt={t('Illustration: a child beside a parent guide, safe at home')}
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-lg"
        />
        <div>
          <p className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">{t('Who we are')}</p>
          <h2 id="womens-center" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t('A program of a women’s center that stands with survivors')}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">
            {t(
              'Play It Safe comes from a women’s center in Fort Worth, Texas, that supports survivors of sexual violence and works to prevent it. Every purchase helps the center keep prevention education in classrooms and homes.',
            )}
          </p>
          <ul className="mt-6 space-y-3 text-slate-700">
            <li className="flex gap-3">
              <HeartIcon className="mt-1 size-5 shrink-0 text-brand-700" />
              {t('Support for survivors and their families')}
            </li>
            <li className="flex gap-3">
              <UsersIcon className="mt-1 size-5 shrink-0 text-brand-700" />
              {t('Prevention education for children and the adults who care for them')}
            </li>
          </ul>
          <Link href={route('client.about.the-women-center')} className={buttonClasses('primary', 'lg', 'mt-8')}>
            {t('About the Women’s Center')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function AnimatedStats() {
  const { t, locale } = useTranslation();
  return (
    <section aria-label={t('Play It Safe in numbers')} className="bg-brand-800 py-14 text-white">
      <dl className="mx-auto grid max-w-7xl gap-8 px-4 text-center sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {ANIMATED_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col">
            <dt className="order-last mt-2 text-brand-100">{t(stat.label)}</dt>
            <dd className="text-5xl font-extrabold text-sun-400">
              <CountUp to={stat.to} format={statFormatter(stat.format, locale, t)} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** How a figure of the numbers band is written ("1 hr" says its unit in the page's language). */
function statFormatter(kind: (typeof ANIMATED_STATS)[number]['format'], locale: Locale, t: Translate) {
  if (kind === 'thousands') return formatThousands;
  if (kind === 'hours') return (value: number) => t('{{value}} hr', { value: formatNumber(value, locale) });
  return formatPlain;
}

function BooksBanner() {
  const { t, locale } = useTranslation();
  return (
    <section aria-label={t('Books on sale')} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <Link
        href={route('client.products', {}, { search: 'coloring book' })}
        className="block overflow-hidden rounded-3xl shadow-lg ring-1 ring-slate-200 transition hover:shadow-xl"
      >
        <img
          src={localizedImage('/images/banners/books-sale.svg', locale)}
          alt={t('Books at least 50% off list price: stock up for every classroom. Shop the coloring books.')}
          className="aspect-[16/5] w-full object-cover"
        />
      </Link>
    </section>
  );
}
