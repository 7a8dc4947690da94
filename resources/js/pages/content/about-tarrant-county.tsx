import { Head, Link } from '@inertiajs/react';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { route } from '#server/route-table';
import { BulletList, CallToAction, ContentBody, ContentSection } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { useVisitorType } from '#js/lib/use-visitor-type';

export default function AboutTarrantCounty() {
  const visitorType = useVisitorType();
  return (
    <>
      <Head title="Tarrant County" />
      <PageHeader
        title="Play It Safe in Tarrant County"
        eyebrow="About"
        trail={[{ label: 'About' }]}
        intro={`Play It Safe started at home: ${CENTER_CONTACT.name} brings it to classrooms across Tarrant County, Texas.`}
      />
      <ContentBody>
        <ContentSection title="Presentations in your school" id="presentations">
          <p>
            Schools and youth organizations in Tarrant County can ask the center to schedule Play It Safe presentations. A trained
            presenter from the center leads the one-hour program for each grade, using the same videos, dolls and coloring books that
            schools elsewhere buy in the shop.
          </p>
          <p>
            Send a scheduling request with the grades, the number of classrooms and the dates that suit you. The center confirms
            availability and the details with your school.
          </p>
        </ContentSection>

        <ContentSection title="Before the presentation" id="before">
          <BulletList
            items={[
              'Tell families ahead of time what their children will learn; the program includes parent letters you can send home.',
              'Let your counselor know the date, so a familiar adult is available if a child wants to talk afterwards.',
              'Plan a quiet space and a little time after each presentation for questions.',
            ]}
          />
        </ContentSection>

        <ContentSection title="Outside Tarrant County?" id="elsewhere">
          <p>
            Any school can present Play It Safe with its own staff. Each program comes with a presenter script and a year of
            streaming, so a counselor or teacher can lead the hour. See the{' '}
            <Link href={route('client.about.play-it-safe')} className="font-semibold text-brand-700 underline underline-offset-4">
              program overview
            </Link>{' '}
            or{' '}
            <Link href={route('client.contact.us')} className="font-semibold text-brand-700 underline underline-offset-4">
              contact us
            </Link>{' '}
            for a quote.
          </p>
        </ContentSection>

        {visitorType === 'parent' ? (
          <CallToAction
            title="Are you a parent in Tarrant County?"
            text="Ask your child’s school about Play It Safe, or watch the videos together at home."
            primary={{ label: 'Videos for families', href: route('client.products') }}
            secondary={{ label: 'Contact us', href: route('client.contact.us') }}
          />
        ) : (
          <CallToAction
            title="Ready to schedule?"
            text="Send the center your grades, classrooms and preferred dates."
            primary={{ label: 'Tarrant County Scheduling Request', href: route('client.tarrant-county-rescheduling') }}
            secondary={{ label: 'Contact us', href: route('client.contact.us') }}
          />
        )}
      </ContentBody>
    </>
  );
}
