import type { SchedulingRequestPageProps } from '#server/content/content.pages';
import { Head, Link } from '@inertiajs/react';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { route } from '#server/storefront-route-table';
import { InfoCircleIcon } from '#js/components/icons';
import { ContentBody } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { SchoolsOnlyGate } from '#js/components/storefront/schools-only-notice';
import { ExternalLinkIcon } from '#js/components/storefront/storefront-icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { rich, useTranslation } from '#js/i18n';

/**
 * The scheduling form is an external form (its address is configuration: TARRANT_COUNTY_FORM_URL). While that is
 * the shipped placeholder the server sends null, and the page offers the contact form and the phone instead.
 */
export default function TarrantCountySchedulingRequest({ formUrl }: SchedulingRequestPageProps) {
  const { t } = useTranslation();
  return (
    <SchoolsOnlyGate>
      <Head title={t('Tarrant County Scheduling Request')} />
      <PageHeader
        title={t('Tarrant County Scheduling Request')}
        eyebrow={t('For schools')}
        trail={[{ label: t('Tarrant County'), href: route('client.about.tarrant-county') }]}
        intro={t(
          'Ask the center to present Play It Safe at your school. Tell us the grades, the number of classrooms and the dates that suit you, and we will confirm with you.',
        )}
      />
      <ContentBody wide>{formUrl ? <EmbeddedForm formUrl={formUrl} /> : <FormNotConnected />}</ContentBody>
    </SchoolsOnlyGate>
  );
}

function EmbeddedForm({ formUrl }: { formUrl: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        <iframe
          src={formUrl}
          title={t('Tarrant County scheduling request form')}
          className="h-[70rem] w-full sm:h-[60rem]"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
        />
      </div>
      <p className="text-slate-700">
        {rich(
          t('The form does not load? <open>Open it in a new tab</open> or call us at <phone>{{phone}}</phone>.', {
            phone: CENTER_CONTACT.phoneDisplay,
          }),
          {
            open: (text) => (
              <a
                href={formUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
              >
                {text}
                <ExternalLinkIcon className="size-4" />
              </a>
            ),
            phone: (text) => (
              <a href={CENTER_CONTACT.phoneHref} className="font-semibold text-brand-700 underline underline-offset-4">
                {text}
              </a>
            ),
          },
        )}
      </p>
    </>
  );
}

function FormNotConnected() {
  const { t } = useTranslation();
  return (
    <section role="status" aria-labelledby="scheduling-notice-title" className="rounded-3xl border border-amber-200 bg-amber-50 p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <InfoCircleIcon className="mt-1 size-6 shrink-0 text-amber-700" aria-hidden="true" />
        <div>
          <h2 id="scheduling-notice-title" className="text-xl font-bold text-slate-900">
            {t('The online scheduling form is not available yet')}
          </h2>
          <p className="mt-2 text-slate-700">
            {rich(
              t(
                'Send us your scheduling request through the contact form instead: choose School as the organization and tell us the grades, the number of classrooms and the dates that suit you. You can also call us at <phone>{{phone}}</phone>.',
                { phone: CENTER_CONTACT.phoneDisplay },
              ),
              {
                phone: (text) => (
                  <a href={CENTER_CONTACT.phoneHref} className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4">
                    {text}
                  </a>
                ),
              },
            )}
          </p>
          <Link href={route('client.contact.us')} className={buttonClasses('primary', 'lg', 'mt-5')}>
            {t('Send a scheduling request')}
          </Link>
        </div>
      </div>
    </section>
  );
}
