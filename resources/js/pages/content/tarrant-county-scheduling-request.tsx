import type { SchedulingRequestPageProps } from '#server/content/content.pages';
import { Head } from '@inertiajs/react';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { route } from '#server/route-table';
import { ContentBody } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { SchoolsOnlyGate } from '#js/components/storefront/schools-only-notice';
import { ExternalLinkIcon } from '#js/components/storefront/storefront-icons';

/** The scheduling form is an external form (its address is configuration: TARRANT_COUNTY_FORM_URL). */
export default function TarrantCountySchedulingRequest({ formUrl }: SchedulingRequestPageProps) {
  return (
    <SchoolsOnlyGate>
      <Head title="Tarrant County Scheduling Request" />
      <PageHeader
        title="Tarrant County Scheduling Request"
        eyebrow="For schools"
        trail={[{ label: 'Tarrant County', href: route('client.about.tarrant-county') }]}
        intro="Ask the center to present Play It Safe at your school. Tell us the grades, the number of classrooms and the dates that suit you, and we will confirm with you."
      />
      <ContentBody wide>
        <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
          <iframe
            src={formUrl}
            title="Tarrant County scheduling request form"
            className="h-[70rem] w-full sm:h-[60rem]"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
          />
        </div>
        <p className="text-slate-700">
          The form does not load?{' '}
          <a href={formUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4">
            Open it in a new tab
            <ExternalLinkIcon className="size-4" />
          </a>{' '}
          or call us at{' '}
          <a href={CENTER_CONTACT.phoneHref} className="font-semibold text-brand-700 underline underline-offset-4">
            {CENTER_CONTACT.phoneDisplay}
          </a>
          .
        </p>
      </ContentBody>
    </SchoolsOnlyGate>
  );
}
