import { Head } from '@inertiajs/react';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { route } from '#server/storefront-route-table';
import { BulletList, ContentBody, ContentSection, proseLink } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { msg, rich, useTranslation } from '#js/i18n';

export const TERMS_UPDATED = msg('November 2026');

export default function TermsOfUse() {
  const { t, locale } = useTranslation();
  return (
    <>
      <Head title={t('Terms of Use')} />
      <PageHeader
        title={t('Terms of Use')}
        intro={t('The terms for using the Play It Safe shop and the programs and videos licensed through it. Last updated {{date}}.', {
          date: t(TERMS_UPDATED),
        })}
      />
      <ContentBody>
        {locale === 'es' ? (
          <p className="rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4 text-slate-700">
            {t('This translation is offered for your convenience; if the two versions differ, the English version governs.')}
          </p>
        ) : null}
        <ContentSection title={t('Who we are')} id="who">
          <p>
            {t('The Play It Safe shop is run by {{center}}, {{city}}. By creating an account or placing an order you agree to these terms.', {
              center: CENTER_CONTACT.name,
              city: CENTER_CONTACT.city,
            })}
          </p>
        </ContentSection>

        <ContentSection title={t('Your account')} id="account">
          <BulletList
            items={[
              t('Keep your password to yourself and tell us if you think someone else has used your account.'),
              t('A school’s main account is responsible for the staff users it adds, and can turn their access off at any time.'),
              t('Give us accurate information, including shipping and tax-exemption details.'),
            ]}
          />
        </ContentSection>

        <ContentSection title={t('Licences to stream')} id="licences">
          <BulletList
            items={[
              t(
                'A hard-copy program purchase includes one year of streaming for the school or organization that bought it. Renewal costs $30 per program per year.',
              ),
              t('Parent videos are licensed for private viewing at home, for the rental or access period you chose.'),
              t(
                'Licences are for your own classrooms or family. Do not copy, download, share your sign-in with other organizations, broadcast or resell the videos, scripts or other materials.',
              ),
              t('If a payment is reversed or disputed, access to the licences it paid for may be paused until it is resolved.'),
            ]}
          />
        </ContentSection>

        <ContentSection title={t('Orders, quotes and prices')} id="orders">
          <BulletList
            items={[
              t('Prices are in US dollars. Tax and shipping are shown before you place an order.'),
              t(
                'A quote request by check is an order waiting for payment; we reply within 1-2 business days. Materials ship and licences start once payment is received.',
              ),
              t('If a price or product changes while you are checking out, we tell you before you pay.'),
            ]}
          />
        </ContentSection>

        <ContentSection title={t('Returns')} id="returns">
          <p>
            {t(
              'If something arrives damaged or is not what you ordered, contact us and we will make it right. Unused physical items can be returned; streaming licences that have been used cannot be refunded, because the content has already been made available.',
            )}
          </p>
        </ContentSection>

        <ContentSection title={t('Using the materials well')} id="use">
          <p>
            {t(
              'Play It Safe is an educational program. It does not replace professional advice, and it is not a way to report abuse. If you suspect a child is being abused, report it to the authorities: in Texas, the Texas Abuse Hotline at 1-800-252-5400, or 911 in an emergency.',
            )}
          </p>
        </ContentSection>

        <ContentSection title={t('Changes and contact')} id="changes">
          <p>
            {rich(
              t(
                'We may update these terms; the date at the top shows the latest version. Questions? Read our <privacy>privacy policy</privacy> or <contact>contact us</contact>.',
              ),
              {
                privacy: proseLink(route('client.privacy.policy')),
                contact: proseLink(route('client.contact.us')),
              },
            )}
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}
