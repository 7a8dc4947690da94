import { Head } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { BulletList, ContentBody, ContentSection, proseLink, SourceNote } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { SupportResources } from '#js/components/storefront/support-resources';
import { rich, useTranslation } from '#js/i18n';

export default function ChildSexualAbuse() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('Child Sexual Abuse')} />
      <PageHeader
        title={t('Child Sexual Abuse')}
        eyebrow={t('The Issue')}
        trail={[{ label: t('The Issue') }]}
        intro={t(
          'What it is, how it happens, the signs to watch for, and what to do if a child tells you. Knowing the facts is the first step to protecting children.',
        )}
      />
      <ContentBody>
        <ContentSection title={t('What child sexual abuse is')} id="what-it-is">
          <p>
            {t(
              'Child sexual abuse is any sexual act between an adult and a child, or between two children when one has power over the other because of age, size or position. It does not have to involve touching: exposing a child to sexual acts or images, taking sexual pictures of a child, and sexual talk or requests online are abuse too.',
            )}
          </p>
          <p>
            {t(
              'It happens in every kind of community and family. Most often the person who abuses a child is someone the child or family knows and trusts, not a stranger.',
            )}
          </p>
          <SourceNote>
            {t(
              'Centers for Disease Control and Prevention (CDC): someone known and trusted by the child or the child’s family commits 91% of child sexual abuse.',
            )}
          </SourceNote>
        </ContentSection>

        <ContentSection title={t('How abusers gain access: grooming')} id="grooming">
          <p>
            {t(
              'Abuse rarely starts suddenly. People who abuse often build trust with a child and the adults around them first, then test boundaries little by little. Be alert when an adult or older youth:',
            )}
          </p>
          <BulletList
            items={[
              t('gives one child special attention, gifts or privileges, or singles them out as “special”;'),
              t('looks for time alone with a child, or offers help that creates private time (rides, babysitting, tutoring);'),
              t('asks a child to keep secrets, or messages them privately online;'),
              t('ignores a child’s “no”, for example with tickling, wrestling or touching that goes on after the child wants it to stop;'),
              t('talks to a child about sex or shows them sexual material, sometimes as a “joke”.'),
            ]}
          />
        </ContentSection>

        <ContentSection title={t('Signs a child may need help')} id="signs">
          <p>
            {t(
              'Many children show no outward sign. When there are signs, they are usually changes in behavior. No single sign proves abuse, but a pattern deserves a calm, caring conversation:',
            )}
          </p>
          <BulletList
            items={[
              t('new fears of a particular person or place, or not wanting to be left alone with someone;'),
              t('sleep problems, nightmares, or going back to younger behaviors such as bed-wetting;'),
              t('sudden changes in mood, withdrawal, anger, or falling behind at school;'),
              t('sexual knowledge, language or behavior that does not fit the child’s age;'),
              t('pain, bleeding or injury in the genital area, or unexplained gifts, money or a secret phone.'),
            ]}
          />
        </ContentSection>

        <ContentSection title={t('If a child tells you')} id="if-a-child-tells">
          <p>{t('How an adult responds matters. Children often tell a little at a time, to see what happens.')}</p>
          <BulletList
            items={[
              t('Stay calm, and listen. Let the child use their own words.'),
              t('Say that you believe them, that it is not their fault, and that they did the right thing by telling you.'),
              t('Do not promise to keep it a secret. Explain that you will tell people whose job is to keep them safe.'),
              t('Do not question the child in detail or confront the person they named; trained interviewers will do that.'),
              t('Write down what the child said, in their words, and report it right away.'),
            ]}
          />
        </ContentSection>

        <ContentSection title={t('How to report in Texas')} id="report">
          <p>
            {t(
              'Texas law requires anyone who suspects that a child is being abused or neglected to report it. Professionals such as teachers, nurses and counselors must report within 48 hours. You do not need proof: a reasonable suspicion is enough, and investigating is the job of the authorities.',
            )}
          </p>
          <BulletList
            items={[
              rich(t('If a child is in immediate danger, call <strong>911</strong>.'), { strong: (text) => <strong>{text}</strong> }),
              rich(
                t(
                  'Otherwise call the Texas Abuse Hotline at <phone>1-800-252-5400</phone>, 24 hours a day, or report a situation that is not urgent at <site>txabusehotline.org</site>.',
                ),
                {
                  phone: proseLink('tel:+18002525400'),
                  site: proseLink('https://www.txabusehotline.org', { newTab: true }),
                },
              ),
              t('The hotline asks for your name and phone number; by law, the identity of the person who reports is kept confidential.'),
            ]}
          />
          <SourceNote>{t('Texas Department of Family and Protective Services (DFPS), Texas Abuse Hotline.')}</SourceNote>
        </ContentSection>

        <ContentSection title={t('What helps prevent it')} id="prevention">
          <BulletList
            items={[
              t('Teach children the correct names for their body parts, and that their body belongs to them.'),
              t('Talk about secrets and surprises: surprises are fun and short; secrets about touching are never all right to keep.'),
              t('Help children name several trusted adults at home, at school and in the community.'),
              t('Know the adults and older youth in your child’s life, and ask organizations how they keep children safe.'),
              t('Keep talking as children grow, including about phones, games and social media.'),
            ]}
          />
          <p>
            {rich(
              t(
                'That is what Play It Safe teaches, one grade at a time. <myths>Myths and facts</myths> and <statistics>statistics</statistics> explain more.',
              ),
              {
                myths: proseLink(route('client.about.myths-facts')),
                statistics: proseLink(route('client.about.statistics')),
              },
            )}
          </p>
        </ContentSection>

        <section aria-labelledby="get-help">
          <h2 id="get-help" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {t('Get help now')}
          </h2>
          <div className="mt-6">
            <SupportResources headingLevel={3} />
          </div>
        </section>
      </ContentBody>
    </>
  );
}
