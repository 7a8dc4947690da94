import { Head } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { CallToAction, ContentBody, ContentSection } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { msg, useTranslation } from '#js/i18n';

// Only figures from a named source, quoted as that source states them.
const FIGURES: { figure: string; text: string; source: string }[] = [
  {
    figure: msg('1 in 4 girls · 1 in 13 boys'),
    text: msg('About 1 in 4 girls and 1 in 13 boys in the United States experience child sexual abuse.'),
    source: msg('Centers for Disease Control and Prevention (CDC), Preventing Child Sexual Abuse'),
  },
  {
    figure: msg('91%'),
    text: msg('Someone known and trusted by the child or the child’s family members commits 91% of child sexual abuse.'),
    source: msg('Centers for Disease Control and Prevention (CDC), Preventing Child Sexual Abuse'),
  },
  {
    figure: msg('1 in 10'),
    text: msg('About 1 in 10 children will be sexually abused before their 18th birthday.'),
    source: msg('Darkness to Light, a national nonprofit working to end child sexual abuse'),
  },
  {
    figure: msg('$9.3 billion'),
    text: msg('The total lifetime economic burden of child sexual abuse in the United States in 2015 was estimated to be at least $9.3 billion.'),
    source: msg('Centers for Disease Control and Prevention (CDC), Preventing Child Sexual Abuse'),
  },
];

export default function Statistics() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('Statistics')} />
      <PageHeader
        title={t('Statistics')}
        eyebrow={t('The Issue')}
        trail={[{ label: t('The Issue') }]}
        intro={t('Numbers cannot show what abuse costs a child, but they show how common it is, and why prevention belongs in every school.')}
      />
      <ContentBody>
        <ul className="grid gap-5 md:grid-cols-2">
          {FIGURES.map((item) => (
            <li key={item.figure} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-4xl font-extrabold tracking-tight text-brand-700">{t(item.figure)}</p>
              <p className="mt-3 flex-1 text-lg leading-relaxed text-slate-700">{t(item.text)}</p>
              <p className="mt-4 text-sm text-slate-500">{t('Source: {{source}}', { source: t(item.source) })}</p>
            </li>
          ))}
        </ul>

        <ContentSection title={t('Reading these numbers')} id="reading">
          <p>
            {t(
              'Estimates differ between studies because they ask different questions of different people. They are also likely to be too low: many children wait to tell, and some never do, so much abuse is never counted.',
            )}
          </p>
          <p>
            {t(
              'What every study agrees on is that most children are harmed by someone they know, and that adults who know the signs, and children who know they can tell, make a difference.',
            )}
          </p>
        </ContentSection>

        <CallToAction
          title={t('Turn the numbers into action')}
          text={t('Give every grade the words to stay safe, and every adult the knowledge to respond.')}
          primary={{ label: t('Explore Play It Safe'), href: route('client.about.play-it-safe') }}
          secondary={{ label: t('Myths and facts'), href: route('client.about.myths-facts') }}
        />
      </ContentBody>
    </>
  );
}
