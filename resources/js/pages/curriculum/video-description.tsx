import { Head, Link } from '@inertiajs/react';
import type { CurriculumIndexPageProps } from '#server/content/content.pages';
import { route } from '#server/storefront-route-table';
import { ContentBody } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { SchoolsOnlyGate } from '#js/components/storefront/schools-only-notice';
import { VideoIcon } from '#js/components/storefront/storefront-icons';
import { SECTION_NAMES } from '#js/components/storefront/curriculum-content';
import { useTranslation } from '#js/i18n';

/** What each grade's classroom video shows, so staff can preview the content before presenting it. */
export default function VideoDescriptions({ sections }: CurriculumIndexPageProps) {
  const { t } = useTranslation();
  return (
    <SchoolsOnlyGate>
      <Head title={t('Video Descriptions')} />
      <PageHeader
        title={t('Video Descriptions')}
        eyebrow={t('Curriculum')}
        trail={[{ label: t('Curriculum'), href: route('client.curriculum') }]}
        intro={t(
          'Every program centers on a 10-20 minute video. Read what each grade’s video covers before you present it, and share it with families who ask.',
        )}
      />
      <ContentBody>
        <nav aria-label={t('Jump to a level')} className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <a key={section.key} href={`#videos-${section.key}`} className="rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100">
              {t(SECTION_NAMES[section.key].title)}
            </a>
          ))}
        </nav>
        {sections.map((section) => (
          <section key={section.key} id={`videos-${section.key}`} aria-labelledby={`videos-${section.key}-title`} className="scroll-mt-24">
            <h2 id={`videos-${section.key}-title`} className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
              {t(SECTION_NAMES[section.key].title)}
            </h2>
            {section.programs.length === 0 ? (
              <p className="mt-4 text-slate-600">{t('No videos are listed for this level yet.')}</p>
            ) : (
              <ul className="mt-5 space-y-4">
                {section.programs.map((program) => (
                  <li key={program.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                    <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-brand-700 uppercase">
                      <VideoIcon className="size-4" />
                      {program.grade?.name ?? program.level?.name}
                    </p>
                    <h3 className="mt-1 text-lg font-bold text-slate-900">
                      <Link href={route('product-detail', { id: program.id, slug: program.slug })} className="hover:text-brand-700 hover:underline">
                        {program.title}
                      </Link>
                    </h3>
                    {program.video_description ? (
                      // Sanitized on the server from the staff's Markdown (server/shared/rich-text.rules.ts).
                      <div className="rich-text mt-2 space-y-3 leading-relaxed text-slate-700" dangerouslySetInnerHTML={{ __html: program.video_description }} />
                    ) : (
                      <p className="mt-2 leading-relaxed text-slate-700">{program.short_description}</p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </ContentBody>
    </SchoolsOnlyGate>
  );
}
