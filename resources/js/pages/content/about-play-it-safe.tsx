import { Head } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { BulletList, CallToAction, ContentBody, ContentSection } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { msg, useTranslation } from '#js/i18n';

const SAFETY_RULE = [
  { step: msg('Say No'), text: msg('Children practise saying “No!” in a strong, clear voice when a touch is unsafe or unwanted, even to someone they know.') },
  { step: msg('Get Away'), text: msg('They learn that it is always all right to leave and go somewhere safe, and that they will not be in trouble for it.') },
  { step: msg('Tell Someone'), text: msg('They name the trusted adults they can tell, and learn to keep telling until someone listens and helps.') },
];

const TOUCHES = [
  { name: msg('Safe touch'), text: msg('Touches that keep us healthy and feel good, like a hug from a parent or a high five from a friend.') },
  { name: msg('Unsafe touch'), text: msg('Touches that hurt our bodies or our feelings, like hitting or kicking, or touching private parts without a health or hygiene reason.') },
  { name: msg('Unwanted touch'), text: msg('Touches that may be fine at other times but that we do not want right now. Children learn they can say so.') },
];

export default function AboutPlayItSafe() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('Play It Safe')} />
      <PageHeader
        title={t('Play It Safe')}
        eyebrow={t('About')}
        trail={[{ label: t('About') }]}
        intro={t('A child-abuse-prevention curriculum that teaches children from Pre-K through high school to recognize, resist and report abuse, without frightening them.')}
      />
      <ContentBody>
        <ContentSection title={t('One hour, one grade at a time')} id="format">
          <p>
            {t(
              'Each Play It Safe program is a one-hour classroom presentation written for one grade, with a 10-20 minute video at its center. There are 14 presentations in all, from Pre-K to 12th grade, so each year builds on the last and the words stay the same as children grow.',
            )}
          </p>
          <p>
            {t(
              'Schools and organizations buy the programs as classroom kits with a presenter script. Every hard-copy purchase includes one year of streaming for the school, and the licence can be renewed online for $30 per program per year. We send a reminder two weeks and again one day before a licence expires.',
            )}
          </p>
        </ContentSection>

        <section aria-labelledby="three-touches" className="scroll-mt-24">
          <h2 id="three-touches" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {t('The three types of touch')}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {TOUCHES.map((touch) => (
              <li key={touch.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-brand-800">{t(touch.name)}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{t(touch.text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="safety-rule" className="scroll-mt-24">
          <h2 id="safety-rule" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {t('The 3-part safety rule')}
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {SAFETY_RULE.map((part, index) => (
              <li key={part.step} className="rounded-2xl bg-brand-800 p-6 text-white">
                <span className="flex size-10 items-center justify-center rounded-full bg-sun-400 text-lg font-extrabold text-brand-900">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl font-extrabold">{t(part.step)}</h3>
                <p className="mt-2 leading-relaxed text-brand-100">{t(part.text)}</p>
              </li>
            ))}
          </ol>
        </section>

        <ContentSection title={t('What comes with a program')} id="included">
          <BulletList
            items={[
              t('A presenter script, so a counselor, teacher or trained volunteer can lead the hour with confidence.'),
              t('The grade’s classroom video (10-20 minutes) and one year of streaming for your school.'),
              t('For Pre-K to 2nd grade: Joe & Suzy teaching dolls and 25 coloring books that children take home.'),
              t('Parent letters, so families know what their children learned and can keep talking about it.'),
            ]}
          />
        </ContentSection>

        <ContentSection title={t('For parents and caregivers')} id="families">
          <p>
            {t(
              'Families can rent or buy the Play It Safe videos for home, along with coloring books and parent guides. All books are at least 50% off list price.',
            )}
          </p>
        </ContentSection>

        <CallToAction
          title={t('Find the right program for your students')}
          text={t('Browse the curriculum by grade, or shop programs, videos and books.')}
          primary={{ label: t('Shop the curriculum'), href: route('client.products') }}
          secondary={{ label: t('Frequently asked questions'), href: route('client.about.faq') }}
        />
      </ContentBody>
    </>
  );
}
