import { Head, Link } from '@inertiajs/react';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { route } from '#server/route-table';
import { BulletList, ContentBody, ContentSection } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';

export const TERMS_UPDATED = 'November 2026';

export default function TermsOfUse() {
  return (
    <>
      <Head title="Terms of Use" />
      <PageHeader
        title="Terms of Use"
        intro={`The terms for using the Play It Safe shop and the programs and videos licensed through it. Last updated ${TERMS_UPDATED}.`}
      />
      <ContentBody>
        <ContentSection title="Who we are" id="who">
          <p>
            The Play It Safe shop is run by {CENTER_CONTACT.name}, {CENTER_CONTACT.city}. By creating an account or placing an order you
            agree to these terms.
          </p>
        </ContentSection>

        <ContentSection title="Your account" id="account">
          <BulletList
            items={[
              'Keep your password to yourself and tell us if you think someone else has used your account.',
              'A school’s main account is responsible for the staff users it adds, and can turn their access off at any time.',
              'Give us accurate information, including shipping and tax-exemption details.',
            ]}
          />
        </ContentSection>

        <ContentSection title="Licences to stream" id="licences">
          <BulletList
            items={[
              'A hard-copy program purchase includes one year of streaming for the school or organization that bought it. Renewal costs $30 per program per year.',
              'Parent videos are licensed for private viewing at home, for the rental or access period you chose.',
              'Licences are for your own classrooms or family. Do not copy, download, share your sign-in with other organizations, broadcast or resell the videos, scripts or other materials.',
              'If a payment is reversed or disputed, access to the licences it paid for may be paused until it is resolved.',
            ]}
          />
        </ContentSection>

        <ContentSection title="Orders, quotes and prices" id="orders">
          <BulletList
            items={[
              'Prices are in US dollars. Tax and shipping are shown before you place an order.',
              'A quote request by check is an order waiting for payment; we reply within 1-2 business days. Materials ship and licences start once payment is received.',
              'If a price or product changes while you are checking out, we tell you before you pay.',
            ]}
          />
        </ContentSection>

        <ContentSection title="Returns" id="returns">
          <p>
            If something arrives damaged or is not what you ordered, contact us and we will make it right. Unused physical items can
            be returned; streaming licences that have been used cannot be refunded, because the content has already been made
            available.
          </p>
        </ContentSection>

        <ContentSection title="Using the materials well" id="use">
          <p>
            Play It Safe is an educational program. It does not replace professional advice, and it is not a way to report abuse. If
            you suspect a child is being abused, report it to the authorities: in Texas, the Texas Abuse Hotline at 1-800-252-5400, or
            911 in an emergency.
          </p>
        </ContentSection>

        <ContentSection title="Changes and contact" id="changes">
          <p>
            We may update these terms; the date at the top shows the latest version. Questions? Read our{' '}
            <Link href={route('client.privacy.policy')} className="font-semibold text-brand-700 underline underline-offset-4">
              privacy policy
            </Link>{' '}
            or{' '}
            <Link href={route('client.contact.us')} className="font-semibold text-brand-700 underline underline-offset-4">
              contact us
            </Link>
            .
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}
