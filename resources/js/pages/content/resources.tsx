import { Head } from '@inertiajs/react';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { ContentBody, ContentSection, proseLink } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { SupportResources } from '#js/components/storefront/support-resources';
import { rich, useTranslation } from '#js/i18n';

export default function Resources() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('Resources')} />
      <PageHeader
        title={t('Resources')}
        eyebrow={t('The Issue')}
        trail={[{ label: t('The Issue') }]}
        intro={t('If you are worried about a child, or you need support yourself, these organizations can help, day and night.')}
      />
      <ContentBody>
        <SupportResources />
        <ContentSection title={t('Also available')} id="also">
          <p>
            {rich(
              t(
                'For anyone in emotional distress or thinking about suicide, the 988 Suicide & Crisis Lifeline answers calls and texts to <phone>988</phone>, 24 hours a day.',
              ),
              {
                phone: proseLink('tel:988'),
              },
            )}
          </p>
          <p>
            {rich(
              t(
                'Questions about Play It Safe or the center? Call <phone>{{phone}}</phone>. Our phone line and contact form are not crisis services; in an emergency, call 911.',
                { phone: CENTER_CONTACT.phoneDisplay },
              ),
              {
                phone: proseLink(CENTER_CONTACT.phoneHref),
              },
            )}
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}
