import { Head, Link, router, usePage } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import type { HomePageProps } from '#server/content/content.pages';
import { route } from '#server/storefront-route-table';
import { ArrowRightIcon, ShieldCheckIcon } from '#js/components/icons';
import { BestSellersSlider, HomeLowerSections } from '#js/components/storefront/islands';
import { StatsMarquee } from '#js/components/storefront/stats-marquee';
import { BookIcon, ClockIcon, VideoIcon } from '#js/components/storefront/storefront-icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { msg, useTranslation } from '#js/i18n';

// Program facts of storefront §1, as the scrolling strip shows them.
const STRIP_FACTS = [
  msg('14 one-hour classroom presentations'),
  msg('Pre-K through 12th grade'),
  msg('10-20 minute video in every program'),
  msg('3 types of touch'),
  msg('A 3-part safety rule'),
  msg('Dolls and 25 coloring books for Pre-K to 2nd grade'),
  msg('All books at least 50% off list price'),
  msg('$30 per program per year to renew online'),
];

export default function Home({ bestSellers, reviews }: HomePageProps) {
  // Parents see the parents' best sellers (docs/decisions/097): when the journey popup tells the server, fetch them again.
  const serverVisitorType = usePage().props.visitorType;
  const [listedFor, setListedFor] = useState(serverVisitorType);
  useEffect(() => {
    if (serverVisitorType === listedFor) return;
    setListedFor(serverVisitorType);
    router.reload({ only: ['bestSellers'] });
  }, [serverVisitorType, listedFor]);
  const { t } = useTranslation();

  return (
    <>
      <Head title={t('Child-abuse-prevention education for schools and families')} />
      <Hero />
      <StatsMarquee label={t('Play It Safe at a glance')} items={STRIP_FACTS.map((fact) => t(fact))} />
      <Mission />
      <Issue />
      {bestSellers.length > 0 ? (
        <section aria-labelledby="best-sellers" className="bg-slate-50 py-16 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <div className="mb-8 flex flex-wrap items-end justify-between gap-4 px-2 sm:px-3">
              <div>
                <p className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">{t('Most ordered')}</p>
                <h2 id="best-sellers" className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">
                  {t('Best sellers')}
                </h2>
              </div>
              <Link href={route('client.products', {}, { is_best_seller: 'true' })} className={buttonClasses('secondary', 'md')}>
                {t('View All')}
                <ArrowRightIcon className="size-4" />
              </Link>
            </div>
            <BestSellersSlider items={bestSellers} />
          </div>
        </section>
      ) : null}
      <HomeLowerSections reviews={reviews} />
    </>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative isolate overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
      <div aria-hidden="true" className="absolute -top-40 -right-32 -z-10 size-[34rem] rounded-full bg-sun-400/20 blur-3xl" />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-bold tracking-[0.16em] text-sun-400 uppercase">{t('Play It Safe')}</p>
          <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {t('Teaching children to recognize, resist and report abuse')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">
            {t(
              'A child-abuse-prevention curriculum from a women’s center, for schools and families: one-hour classroom programs, videos, dolls and coloring books from Pre-K through high school.',
            )}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={route('client.products')} className={buttonClasses('accent', 'lg')}>
              {t('Shop the curriculum')}
            </Link>
            <Link
              href={route('client.about.child-sexual-abuse')}
              className={buttonClasses('ghost', 'lg', 'text-white ring-1 ring-white/60 hover:bg-white/10')}
            >
              {t('Learn about the issue')}
            </Link>
          </div>
        </div>
        <div className="relative">
          <img
            src="/images/gallery/classroom.svg"
            alt={t('Illustration: two children beside a shield, in the classroom')}
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-2xl shadow-black/30 ring-4 ring-white/10"
          />
          {/* Below the picture on phones, where overlapping it would hide the picture's own caption. */}
          <p className="mt-4 flex w-fit items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm font-bold text-brand-900 shadow-xl sm:absolute sm:-bottom-5 sm:left-8 sm:mt-0">
            <ShieldCheckIcon className="size-6 text-brand-700" />
            {t('Say No · Get Away · Tell Someone')}
          </p>
        </div>
      </div>
    </section>
  );
}

function Mission() {
  const { t } = useTranslation();
  const pillars = [
    { Icon: ClockIcon, title: t('One hour per grade'), text: t('Each program is a one-hour classroom presentation with a 10-20 minute video.') },
    { Icon: ShieldCheckIcon, title: t('Three types of touch'), text: t('Children learn safe, unsafe and unwanted touch, and a 3-part safety rule.') },
    { Icon: BookIcon, title: t('Ready to teach'), text: t('Pre-K to 2nd grade programs include Joe & Suzy dolls and 25 coloring books.') },
    { Icon: VideoIcon, title: t('A year of streaming'), text: t('Every hard-copy program includes one year of online access; renewal is $30 a year.') },
  ];
  return (
    <section aria-labelledby="mission" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <p className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">{t('Our mission')}</p>
          <h2 id="mission" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t('Every child deserves the words to stay safe, and an adult who listens')}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">
            {t(
              'Play It Safe gives children clear, age-appropriate language for their bodies, their feelings and their safety, without frightening them. It gives the adults around them the tools to keep the conversation going at school and at home.',
            )}
          </p>
          <Link
            href={route('client.about.play-it-safe')}
            className="mt-6 inline-flex items-center gap-2 font-bold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('How the program works')}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {pillars.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
              <p className="mt-1 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Issue() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="the-issue" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <p className="text-sm font-bold tracking-[0.14em] text-sun-400 uppercase">{t('The issue')}</p>
          <h2 id="the-issue" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('Child sexual abuse is common, and it is preventable')}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-brand-100">
            {t(
              'Most children who are abused know the person who harms them. Many never tell anyone. Teaching children the words and the permission to speak up, and teaching adults to recognize the signs and respond well, protects them.',
            )}
          </p>
          <Link href={route('client.about.child-sexual-abuse')} className={buttonClasses('accent', 'lg', 'mt-8')}>
            {t('Understand child sexual abuse')}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <div>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col rounded-2xl bg-white/10 p-6">
              <dt className="text-brand-100">{t('girls and boys in the United States experience child sexual abuse')}</dt>
              <dd className="order-first text-3xl font-extrabold text-sun-400">{t('About 1 in 4 and 1 in 13')}</dd>
            </div>
            <div className="flex flex-col rounded-2xl bg-white/10 p-6">
              <dt className="text-brand-100">{t('of child sexual abuse is committed by someone the child or family knows and trusts')}</dt>
              <dd className="order-first text-3xl font-extrabold text-sun-400">91%</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-brand-200">
            {t(
              'Source: Centers for Disease Control and Prevention (CDC), “Preventing Child Sexual Abuse”. Because many children never tell, these numbers likely underestimate the problem.',
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
