import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translatorFor } from '#server/shared/translation.js';

// The school hears what the center decided about check / purchase-order terms (docs/decisions/096).

interface SchoolRecipient {
  to: string;
  firstName: string;
  organizationName: string | null;
  locale?: Locale;
}

export function checkTermsApprovedMail({ to, firstName, organizationName, locale = 'en' }: SchoolRecipient): OutgoingMail {
  const t = translatorFor(locale);
  const { html, text } = brandedEmail({
    locale,
    heading: t('You can now pay by check / purchase order'),
    intro: [
      t('Hello {{firstName}},', { firstName }),
      t(
        `{{organization}} may now pay by check or purchase order. At checkout, your account and your school's users can choose "Payment by Check" to request a quote; we send the invoice and wait for your check or PO.`,
        { organization: organizationName ?? t('Your organization') },
      ),
    ],
    outro: [t('Card payments stay available too.')],
  });
  return { to, subject: t('Check / purchase-order terms approved'), html, text };
}

export function checkTermsDeclinedMail({ to, firstName, organizationName, reason, profileUrl, locale = 'en' }: SchoolRecipient & { reason: string; profileUrl: string }): OutgoingMail {
  const t = translatorFor(locale);
  const { html, text } = brandedEmail({
    locale,
    preheader: t('About your request for check / purchase-order terms.'),
    heading: t('We could not approve check / PO terms'),
    intro: [
      t('Hello {{firstName}},', { firstName }),
      t('We reviewed the request of {{organization}} to pay by check or purchase order and could not approve it, for this reason:', {
        organization: organizationName ?? t('your organization'),
      }),
      reason,
      t('You can keep paying by card or PayPal, and ask again from My Profile.'),
    ],
    action: { label: t('Open My Profile'), url: profileUrl },
    outro: [t('If you have questions, reply to this e-mail or call us.')],
  });
  return { to, subject: t('Your request for check / PO terms'), html, text };
}

export function checkTermsEndedMail({ to, firstName, organizationName, profileUrl, locale = 'en' }: SchoolRecipient & { profileUrl: string }): OutgoingMail {
  const t = translatorFor(locale);
  const { html, text } = brandedEmail({
    locale,
    heading: t('Your orders are paid by card or PayPal again'),
    intro: [
      t('Hello {{firstName}},', { firstName }),
      t(
        `{{organization}} no longer pays by check or purchase order. From now on, checkout offers card and PayPal to your account and your school's users. Quotes already requested are not changed.`,
        { organization: organizationName ?? t('Your organization') },
      ),
    ],
    action: { label: t('Open My Profile'), url: profileUrl },
    outro: [t('If you think this is a mistake, reply to this e-mail or call us.')],
  });
  return { to, subject: t('Your payment terms changed'), html, text };
}
