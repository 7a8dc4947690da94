import { Head } from '@inertiajs/react';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { route } from '#server/storefront-route-table';
import { BulletList, CallToAction, ContentBody, ContentSection, proseLink } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { rich, useTranslation } from '#js/i18n';
import { useVisitorType } from '#js/lib/use-visitor-type';

export default function AboutTarrantCounty() {
  const { t } = useTranslation();
  const visitorType = useVisitorType();
  return (
    <>
      <Head title={t('Tarrant County')} />
      <PageHeader
        title={t('Play It Safe in Tarrant County')}
        eyebrow={t('About')}
        trail={[{ label: t('About') }]}
        intro={t('Play It Safe started at home: {{center}} brings it to classrooms across Tarrant County, Texas.', { center: CENTER_CONTACT.name })}
      />
      <ContentBody>
        <ContentSection title={t('Presentations in your school')} id="presentations">
          <p>
            {t(
              'Schools and youth organizations in Tarrant County can ask the center to schedule Play It Safe presentations. A trained presenter from the center leads the one-hour program for each grade, using the same videos, dolls and coloring books that schools elsewhere buy in the shop.',
            )}
          </p>
          <p>
            {t(
              'Send a scheduling request with the grades, the number of classrooms and the dates that suit you. The center confirms availability and the details with your school.',
            )}
          </p>
        </ContentSection>

        <ContentSection title={t('Before the presentation')} id="before">
          <BulletList
            items={[
              t('Tell families ahead of time what their children will learn; the program includes parent letters you can send home.'),
              t('Let your counselor know the date, so a familiar adult is available if a child wants to talk afterwards.'),
              t('Plan a quiet space and a little time after each presentation for questions.'),
            ]}
          />
        </ContentSection>

        <ContentSection title={t('Outside Tarrant County?')} id="elsewhere">
          <p>
            {rich(
              t(
                'Any school can present Play It Safe with its own staff. Each program comes with a presenter script and a year of streaming, so a counselor or teacher can lead the hour. See the <overview>program overview</overview> or <contact>contact us</contact> for a quote.',
              ),
              {
                overview: proseLink(route('client.about.play-it-safe')),
                contact: proseLink(route('client.contact.us')),
              },
            )}
          </p>
        </ContentSection>

        {visitorType === 'parent' ? (
          <CallToAction
            title={t('Are you a parent in Tarrant County?')}
            text={t('Ask your child’s school about Play It Safe, or watch the videos together at home.')}
            primary={{ label: t('Videos for families'), href: route('client.products') }}
            secondary={{ label: t('Contact us'), href: route('client.contact.us') }}
          />
        ) : (
          <CallToAction
            title={t('Ready to schedule?')}
            text={t('Send the center your grades, classrooms and preferred dates.')}
            primary={{ label: t('Tarrant County Scheduling Request'), href: route('client.tarrant-county-rescheduling') }}
            secondary={{ label: t('Contact us'), href: route('client.contact.us') }}
          />
        )}
      </ContentBody>
    </>
  );
}
