import { Link } from '@inertiajs/react';
import type { CurriculumSectionWithPrograms } from '#server/content/content.pages';
import type { CurriculumSectionKey } from '#server/content/curriculum-sections.rules';
import { route } from '#server/storefront-route-table';
import { ArrowRightIcon } from '#js/components/icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { msg, useTranslation } from '#js/i18n';
import { Price } from './price';

// The words of each curriculum section (storefront §2 "Curriculum pages"); the programs come from the catalogue.
export const SECTION_TEXT: Record<CurriculumSectionKey, { lead: string; paragraphs: string[]; focus: string[] }> = {
  'pre-k': {
    lead: msg('Gentle first lessons for three- to five-year-olds, built around play.'),
    paragraphs: [
      msg('Young children learn best by doing. The Pre-K program uses songs, puppets and the Joe & Suzy dolls so children can see and practise what saying no, getting away and telling a grown-up look like, without anything frightening being shown.'),
      msg('Children learn that their body belongs to them, the correct names for its parts, and that they can always tell a grown-up they trust. The program includes Joe & Suzy dolls and 25 coloring books to take home.'),
    ],
    focus: [msg('My body belongs to me'), msg('Safe, unsafe and unwanted touch'), msg('Say No, Get Away, Tell Someone'), msg('Grown-ups I can tell')],
  },
  'elementary-school': {
    lead: msg('From Kindergarten to 5th grade, the safety rule grows with the children.'),
    paragraphs: [
      msg('Each grade has its own one-hour program. Kindergarteners sort everyday examples into the three types of touch; first graders learn to notice their “uh-oh” feelings; second graders tell secrets from surprises; third graders name their circle of trusted adults.'),
      msg('Fourth and fifth graders explore body boundaries, speaking up, and staying safe in games, chats and video apps. Kindergarten to 2nd grade programs include Joe & Suzy dolls and 25 coloring books.'),
    ],
    focus: [msg('The three types of touch'), msg('Uh-oh feelings'), msg('Secrets and surprises'), msg('Trusted adults'), msg('Boundaries and speaking up'), msg('Online safety')],
  },
  'middle-school': {
    lead: msg('Frank, respectful conversations for 6th to 8th graders.'),
    paragraphs: [
      msg('Middle schoolers are more independent and more online. The programs help them recognize healthy boundaries in friendships, resist peer pressure, and spot the warning signs of manipulation, such as special attention, gifts and requests for secrecy.'),
      msg('Eighth graders talk about respect and consent, and how to support a friend who shares a worry by connecting them with a trusted adult.'),
    ],
    focus: [msg('Healthy boundaries'), msg('Peer pressure'), msg('Warning signs of manipulation'), msg('Respect and consent'), msg('Helping a friend')],
  },
  'high-school': {
    lead: msg('Healthy relationships, consent and community resources for 9th to 12th graders.'),
    paragraphs: [
      msg('High school students look at the traits of healthy and unhealthy relationships, online pressure and sharing images, and how to protect their privacy.'),
      msg('Older students learn to be upstanders: how to step in safely, support a friend and connect them with help. Seniors review consent and the community resources available to them as they head into adult life.'),
    ],
    focus: [msg('Healthy relationships'), msg('Digital footprints and online pressure'), msg('Being an upstander'), msg('Consent'), msg('Community resources')],
  },
};

/** The section's title, tab label and grades as the server names them (curriculum-sections.rules.ts), marked for translation. */
export const SECTION_NAMES: Record<CurriculumSectionKey, { title: string; tabLabel: string; grades: string }> = {
  'pre-k': { title: msg('Pre-K'), tabLabel: msg('Pre-K'), grades: msg('Ages 3 to 5') },
  'elementary-school': { title: msg('Elementary School'), tabLabel: msg('Elementary'), grades: msg('Kindergarten to 5th grade') },
  'middle-school': { title: msg('Middle School'), tabLabel: msg('Middle School'), grades: msg('6th to 8th grade') },
  'high-school': { title: msg('High School'), tabLabel: msg('Highschool'), grades: msg('9th to 12th grade') },
};

export function shopNowHref(section: CurriculumSectionWithPrograms) {
  return route('client.products', {}, { schoolLevel: section.levelIds });
}

/** The section's programs as a list with grade, theme, price and a link to each product. */
export function ProgramList({ section }: { section: CurriculumSectionWithPrograms }) {
  const { t } = useTranslation();
  if (section.programs.length === 0) {
    return <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600">{t('No programs are listed for this level yet. Please contact us about this level.')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {section.programs.map((program) => (
        <li key={program.id} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{program.grade?.name ?? program.level?.name}</p>
            <Link
              href={route('product-detail', { id: program.id, slug: program.slug })}
              className="mt-0.5 block text-lg font-bold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {program.title}
            </Link>
            {program.subtitle ? <p className="mt-0.5 text-slate-600">{program.subtitle}</p> : null}
          </div>
          <Price price={program.price} specialPrice={program.special_price} className="shrink-0" />
        </li>
      ))}
    </ul>
  );
}

export function ShopNowButton({ section, variant = 'primary' }: { section: CurriculumSectionWithPrograms; variant?: 'primary' | 'accent' }) {
  const { t } = useTranslation();
  return (
    <Link href={shopNowHref(section)} className={buttonClasses(variant, 'lg')}>
      {t('Shop Now')}
      <span className="sr-only">: {t('{{section}} programs', { section: t(SECTION_NAMES[section.key].title) })}</span>
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}
