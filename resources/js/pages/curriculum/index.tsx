import { Head, Link } from '@inertiajs/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CurriculumIndexPageProps } from '#server/content/content.pages';
import { route } from '#server/storefront-route-table';
import { BulletList, ContentBody } from '#js/components/storefront/content-blocks';
import { ProgramList, SECTION_NAMES, SECTION_TEXT, ShopNowButton } from '#js/components/storefront/curriculum-content';
import { PageHeader } from '#js/components/storefront/page-header';
import { SchoolsOnlyGate } from '#js/components/storefront/schools-only-notice';
import { useTranslation } from '#js/i18n';

/** The curriculum overview with tabs Elementary, Pre-K, Middle School, Highschool (storefront §2). */
export default function CurriculumIndex({ sections }: CurriculumIndexPageProps) {
  const { t } = useTranslation();
  const id = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: sections.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + sections.length) % sections.length;
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <SchoolsOnlyGate>
      <Head title={t('Curriculum')} />
      <PageHeader
        title={t('The Play It Safe Curriculum')}
        eyebrow={t('Curriculum')}
        intro={t(
          'Fourteen one-hour classroom presentations, one for every grade from Pre-K to 12th, each with a 10-20 minute video. The same three types of touch and 3-part safety rule, in words that grow with your students.',
        )}
      />
      <ContentBody wide>
        <div role="tablist" aria-label={t('Curriculum by school level')} onKeyDown={onKeyDown} className="flex gap-2 overflow-x-auto pb-1">
          {sections.map((section, index) => (
            <button
              key={section.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${section.key}`}
              aria-selected={index === active}
              aria-controls={`${id}-panel-${section.key}`}
              tabIndex={index === active ? 0 : -1}
              onClick={() => setActive(index)}
              className={`shrink-0 rounded-full px-5 py-2.5 font-bold whitespace-nowrap transition-colors ${
                index === active ? 'bg-brand-700 text-white shadow-sm' : 'bg-brand-50 text-brand-800 hover:bg-brand-100'
              }`}
            >
              {t(SECTION_NAMES[section.key].tabLabel)}
            </button>
          ))}
        </div>
        {sections.map((section, index) => {
          const text = SECTION_TEXT[section.key];
          const names = SECTION_NAMES[section.key];
          return (
            <div
              key={section.key}
              role="tabpanel"
              id={`${id}-panel-${section.key}`}
              aria-labelledby={`${id}-tab-${section.key}`}
              hidden={index !== active}
              tabIndex={0}
              className="grid gap-10 lg:grid-cols-[1fr_1.2fr]"
            >
              <div>
                <p className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">{t(names.grades)}</p>
                <h2 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">{t(names.title)}</h2>
                <p className="mt-4 text-xl leading-relaxed text-slate-800">{t(text.lead)}</p>
                <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
                  <p>{t(text.paragraphs[0])}</p>
                  <BulletList items={text.focus.map((item) => t(item))} />
                </div>
                <div className="mt-8 flex flex-wrap gap-3">
                  <ShopNowButton section={section} />
                  <Link href={route(section.routeName)} className="inline-flex min-h-12 items-center px-2 font-bold text-brand-700 underline-offset-4 hover:underline">
                    {t('More about {{section}}', { section: t(names.title) })}
                  </Link>
                </div>
              </div>
              <ProgramList section={section} />
            </div>
          );
        })}
      </ContentBody>
    </SchoolsOnlyGate>
  );
}
