import { Head } from '@inertiajs/react';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { route } from '#server/storefront-route-table';
import { BulletList, ContentBody, ContentSection, proseLink } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { msg, rich, useTranslation } from '#js/i18n';

export const PRIVACY_POLICY_UPDATED = msg('November 2026');

export default function PrivacyPolicy() {
  const { t, locale } = useTranslation();
  return (
    <>
      <Head title={t('Privacy Policy')} />
      <PageHeader
        title={t('Privacy Policy')}
        intro={t(
          'How {{center}} collects, uses and protects your information when you use the Play It Safe shop. Last updated {{date}}.',
          { center: CENTER_CONTACT.name, date: t(PRIVACY_POLICY_UPDATED) },
        )}
      />
      <ContentBody>
        {locale === 'es' ? (
          <p className="rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4 text-slate-700">
            {t('This translation is offered for your convenience; if the two versions differ, the English version governs.')}
          </p>
        ) : null}
        <ContentSection title={t('What we collect')} id="collect">
          <BulletList
            items={[
              t(
                'Account details: your name, e-mail address, phone number and password (stored only as a secure hash). Schools and organizations also give a title, organization name and type, tax ID and, if they choose, a tax-exemption certificate.',
              ),
              t('Order details: what you bought, shipping addresses, purchase-order numbers and files, and the amounts paid.'),
              t(
                'Payment details: card payments are handled by our payment providers. Card numbers are entered into their secure fields and never reach or stay on our servers; we keep only the card brand, the last four digits and the expiry date, to show you which card you saved.',
              ),
              t('Viewing history for licensed programs: which programs were watched, by which user of an account, when and how often.'),
              t(
                'Messages you send us through the contact form, with the time and the address of the connection they came from, so we can answer and prevent abuse of the form.',
              ),
            ]}
          />
        </ContentSection>

        <ContentSection title={t('How we use it')} id="use">
          <BulletList
            items={[
              t('To run your account, take and ship orders, and give you access to the programs and videos you licensed.'),
              t(
                'To send the e-mails the service needs: order confirmations, password resets, and licence reminders two weeks and one day before a licence expires.',
              ),
              t('To answer your messages and questions.'),
              t('To keep the shop secure, for example by limiting repeated failed sign-ins.'),
            ]}
          />
          <p>{t('We do not sell your information, and we do not use it for advertising.')}</p>
        </ContentSection>

        <ContentSection title={t('Who can see it')} id="sharing">
          <p>
            {t(
              'Our staff see what they need to help you and fulfil your orders. A school’s main account, and the staff it allows to manage users, can see the school’s orders and which of its users watched which programs. We share information with service providers only to run the shop (payment processing, e-mail delivery, hosting and shipping), and with authorities only when the law requires it.',
            )}
          </p>
        </ContentSection>

        <ContentSection title={t('Cookies and browser storage')} id="cookies">
          <p>
            {t(
              'We use a session cookie to keep you signed in and a security cookie that protects forms against forgery. Your browser also stores your shopping cart and whether you chose the schools or the parents journey, so the shop can show you the right pages. We do not use advertising or tracking cookies.',
            )}
          </p>
        </ContentSection>

        <ContentSection title={t('Children')} id="children">
          <p>
            {t(
              'The shop is meant for adults: school staff, parents and caregivers. We do not knowingly collect personal information from children. Viewing history records which account user watched a program, never the students in the room.',
            )}
          </p>
        </ContentSection>

        <ContentSection title={t('Keeping and deleting information')} id="retention">
          <p>
            {t(
              'We keep order records as long as the law and our accounting require. When a school removes a user, we keep that user’s past viewing history and orders so the school’s records stay complete. You can ask us to correct your information or to close your account at any time.',
            )}
          </p>
        </ContentSection>

        <ContentSection title={t('Contact')} id="contact">
          <p>
            {rich(
              t(
                'Questions about your information? Write to us through the <form>contact form</form> or call <phone>{{phone}}</phone>. If we change this policy, we will update the date at the top of this page.',
                { phone: CENTER_CONTACT.phoneDisplay },
              ),
              {
                form: proseLink(route('client.contact.us')),
                phone: proseLink(CENTER_CONTACT.phoneHref),
              },
            )}
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}
