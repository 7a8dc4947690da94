import { Head, Link } from '@inertiajs/react';
import type { CurriculumShowPageProps } from '#server/content/content.pages';
import { route } from '#server/storefront-route-table';
import { BulletList, ContentBody, ContentSection } from '#js/components/storefront/content-blocks';
import { ProgramList, SECTION_NAMES, SECTION_TEXT, ShopNowButton } from '#js/components/storefront/curriculum-content';
import { PageHeader } from '#js/components/storefront/page-header';
import { SchoolsOnlyGate } from '#js/components/storefront/schools-only-notice';
import { useTranslation } from '#js/i18n';

/** One curriculum section: Pre-K, Elementary School, Middle School or High School (storefront §2). */
export default function CurriculumShow({ section }: CurriculumShowPageProps) {
  const { t } = useTranslation();
  const text = SECTION_TEXT[section.key];
  const title = t(SECTION_NAMES[section.key].title);
  return (
    <SchoolsOnlyGate>
      <Head title={t('{{section}} Curriculum', { section: title })} />
      <PageHeader
        title={title}
        eyebrow={t(SECTION_NAMES[section.key].grades)}
        trail={[{ label: t('Curriculum'), href: route('client.curriculum') }]}
        intro={t(text.lead)}
      >
        <div className="mt-8">
          <ShopNowButton section={section} variant="accent" />
        </div>
      </PageHeader>
      <ContentBody>
        <ContentSection title={t('What students learn')} id="learn">
          {text.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
          <BulletList items={text.focus.map((item) => t(item))} />
        </ContentSection>
        <section aria-labelledby="programs">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="programs" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
              {t('Programs')}
            </h2>
            <Link href={route('client.curriculum.video-description')} className="font-bold text-brand-700 underline-offset-4 hover:underline">
              {t('Read the video descriptions')}
            </Link>
          </div>
          <div className="mt-5">
            <ProgramList section={section} />
          </div>
        </section>
        <ContentSection title={t('Every program includes')} id="includes">
          <BulletList
            items={[
              t('A one-hour classroom presentation with a presenter script.'),
              t('A 10-20 minute video, and one year of streaming for your school (renewal $30 per program per year).'),
              ...(section.key === 'pre-k' || section.key === 'elementary-school'
                ? [t('Joe & Suzy dolls and 25 coloring books with every Pre-K to 2nd grade program.')]
                : []),
            ]}
          />
        </ContentSection>
        <div className="flex justify-center">
          <ShopNowButton section={section} />
        </div>
      </ContentBody>
    </SchoolsOnlyGate>
  );
}
