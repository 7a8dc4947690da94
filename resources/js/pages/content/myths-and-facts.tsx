import { Head } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { CallToAction, ContentBody } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { msg, useTranslation } from '#js/i18n';

const MYTHS: { myth: string; fact: string; source?: string }[] = [
  {
    myth: msg('Children are most at risk from strangers.'),
    fact: msg('Most children who are sexually abused know the person who abuses them: a family member, a family friend, a coach, a neighbor or an older child. Teaching “stranger danger” alone leaves out the biggest risk.'),
    source: msg('CDC: someone known and trusted by the child or family commits 91% of child sexual abuse.'),
  },
  {
    myth: msg('Only girls are abused.'),
    fact: msg('Boys are abused too, and they may find it even harder to tell. Every child needs the same words and the same permission to speak up.'),
    source: msg('CDC: about 1 in 4 girls and 1 in 13 boys in the United States experience child sexual abuse.'),
  },
  {
    myth: msg('A child who was abused would tell right away.'),
    fact: msg('Many children wait a long time to tell, and some never do. They may feel ashamed, be afraid of getting someone in trouble, or have been told to keep a secret. Telling is often gradual.'),
    source: msg('CDC: many children wait to report or never report child sexual abuse.'),
  },
  {
    myth: msg('Talking about abuse will frighten children or give them ideas.'),
    fact: msg('Age-appropriate lessons do not frighten children; they give them words for what they feel and tell them what to do. Children who know the correct names for their bodies and know it is safe to tell are better able to ask for help.'),
  },
  {
    myth: msg('You can tell who would abuse a child.'),
    fact: msg('People who abuse children look and act like everyone else, and are often well liked. Watching for behaviors, such as seeking time alone with a child or asking a child to keep secrets, protects children better than judging by appearances.'),
  },
  {
    myth: msg('If I report and I am wrong, I will be in trouble.'),
    fact: msg('You do not need proof to make a report in Texas, only a reasonable suspicion, and the law requires it. The identity of the person who reports is kept confidential.'),
    source: msg('Texas Department of Family and Protective Services.'),
  },
  {
    myth: msg('It does not happen in our community.'),
    fact: msg('Child sexual abuse happens in every kind of neighborhood, school, faith community and family, whatever their income, race or religion.'),
  },
];

export default function MythsAndFacts() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('Myths and Facts')} />
      <PageHeader
        title={t('Myths and Facts')}
        eyebrow={t('The Issue')}
        trail={[{ label: t('The Issue') }]}
        intro={t('Common beliefs about child sexual abuse can keep adults from seeing it. Here is what the evidence says.')}
      />
      <ContentBody>
        <ul className="space-y-5">
          {MYTHS.map((item) => (
            <li key={item.myth} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <div className="border-b border-slate-200 bg-rose-50 px-6 py-4">
                <p className="text-sm font-bold tracking-[0.12em] text-rose-800 uppercase">{t('Myth')}</p>
                <p className="mt-1 text-lg font-bold text-slate-900">{t(item.myth)}</p>
              </div>
              <div className="px-6 py-5">
                <p className="text-sm font-bold tracking-[0.12em] text-emerald-800 uppercase">{t('Fact')}</p>
                <p className="mt-1 text-lg leading-relaxed text-slate-700">{t(item.fact)}</p>
                {item.source ? <p className="mt-3 text-sm text-slate-500">{t('Source: {{source}}', { source: t(item.source) })}</p> : null}
              </div>
            </li>
          ))}
        </ul>
        <CallToAction
          title={t('Know the signs, and what to do')}
          text={t('Learn how grooming works, what signs to watch for and how to respond if a child tells you.')}
          primary={{ label: t('Child sexual abuse: the facts'), href: route('client.about.child-sexual-abuse') }}
          secondary={{ label: t('Get help'), href: route('client.about.resources') }}
        />
      </ContentBody>
    </>
  );
}
