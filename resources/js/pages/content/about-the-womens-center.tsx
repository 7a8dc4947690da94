import { Head } from '@inertiajs/react';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { route } from '#server/storefront-route-table';
import { PhoneIcon } from '#js/components/icons';
import { BulletList, CallToAction, ContentBody, ContentSection } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { rich, useTranslation } from '#js/i18n';

export default function AboutTheWomensCenter() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('About the Women’s Center')} />
      <PageHeader
        title={t('About the Women’s Center')}
        eyebrow={t('About')}
        trail={[{ label: t('About') }]}
        intro={t('Play It Safe is a program of {{center}}, a nonprofit in {{city}}.', { center: CENTER_CONTACT.name, city: CENTER_CONTACT.city })}
      />
      <ContentBody>
        <ContentSection title={t('Who we are')} id="who-we-are">
          <p>
            {t(
              'The Women’s Center stands with people whose lives have been touched by sexual violence and abuse. We support survivors and their families through crisis and recovery, and we work upstream, with schools, parents and communities, so that fewer children and adults are ever harmed.',
            )}
          </p>
          <p>
            {t(
              'Prevention is at the heart of that work. Play It Safe grew out of a simple conviction: children are safer when they have the words to describe what happens to them, and when the adults around them know how to listen and act.',
            )}
          </p>
        </ContentSection>

        <ContentSection title={t('What Play It Safe adds')} id="what-it-adds">
          <p>{t('Play It Safe turns what the center has learned into lessons a classroom or a family can use:')}</p>
          <BulletList
            items={[
              t('One-hour classroom presentations for every grade from Pre-K to 12th, each with a 10-20 minute video.'),
              t('The three types of touch and a 3-part safety rule, taught in words that fit each age.'),
              t('Joe & Suzy dolls and 25 coloring books with every Pre-K to 2nd grade program, so young children can practise by playing.'),
              t('Videos that parents and caregivers can rent or buy, to keep the conversation going at home.'),
            ]}
          />
        </ContentSection>

        <ContentSection title={t('How your purchase helps')} id="how-it-helps">
          <p>
            {t(
              'The shop is run by the center, not by a publisher. What schools and families pay for programs, videos and books helps the center keep prevention education in classrooms and keep its materials up to date.',
            )}
          </p>
        </ContentSection>

        <ContentSection title={t('Talk to us')} id="talk-to-us">
          <p>
            {rich(
              t(
                'Questions about the program, an order or a presentation are welcome. Call us at <phone>{{phone}}</phone> or send us a message. If you or a child you know needs help now, our <link>resources page</link> lists hotlines that answer day and night.',
                { phone: CENTER_CONTACT.phoneDisplay },
              ),
              {
                phone: (text) => (
                  <a href={CENTER_CONTACT.phoneHref} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4">
                    <PhoneIcon className="size-4" />
                    {text}
                  </a>
                ),
                link: (text) => (
                  <a href={route('client.about.resources')} className="font-semibold text-brand-700 underline underline-offset-4">
                    {text}
                  </a>
                ),
              },
            )}
          </p>
        </ContentSection>

        <CallToAction
          title={t('See how Play It Safe works')}
          text={t('Find out what children learn at each age and what comes with every program.')}
          primary={{ label: t('About Play It Safe'), href: route('client.about.play-it-safe') }}
          secondary={{ label: t('Contact us'), href: route('client.contact.us') }}
        />
      </ContentBody>
    </>
  );
}
