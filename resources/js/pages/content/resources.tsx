import { Head } from '@inertiajs/react';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { ContentBody, ContentSection } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { SupportResources } from '#js/components/storefront/support-resources';

export default function Resources() {
  return (
    <>
      <Head title="Resources" />
      <PageHeader
        title="Resources"
        eyebrow="The Issue"
        trail={[{ label: 'The Issue' }]}
        intro="If you are worried about a child, or you need support yourself, these organizations can help, day and night."
      />
      <ContentBody>
        <SupportResources />
        <ContentSection title="Also available" id="also">
          <p>
            For anyone in emotional distress or thinking about suicide, the 988 Suicide &amp; Crisis Lifeline answers calls and texts to{' '}
            <a href="tel:988" className="font-semibold text-brand-700 underline underline-offset-4">
              988
            </a>
            , 24 hours a day.
          </p>
          <p>
            Questions about Play It Safe or the center? Call{' '}
            <a href={CENTER_CONTACT.phoneHref} className="font-semibold text-brand-700 underline underline-offset-4">
              {CENTER_CONTACT.phoneDisplay}
            </a>
            . Our phone line and contact form are not crisis services; in an emergency, call 911.
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}
