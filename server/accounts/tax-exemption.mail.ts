import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translatorFor } from '#server/shared/translation.js';

// The school hears about the center's decision on its tax-exempt certificate (docs/decisions/075).

interface SchoolRecipient {
  to: string;
  firstName: string;
  organizationName: string | null;
  locale?: Locale;
}

export function taxExemptionRejectedMail({ to, firstName, organizationName, reason, profileUrl, locale = 'en' }: SchoolRecipient & { reason: string; profileUrl: string }): OutgoingMail {
  const t = translatorFor(locale);
  const { html, text } = brandedEmail({
    locale,
    preheader: t('Please upload a new tax-exempt certificate.'),
    heading: t('We need a new tax-exempt certificate'),
    intro: [
      t('Hello {{firstName}},', { firstName }),
      t('We reviewed the tax-exempt certificate of {{organization}} and could not accept it, for this reason:', { organization: organizationName ?? t('your organization') }),
      reason,
      t('Please upload a new certificate in My Profile. Until it is approved, orders include sales tax.'),
    ],
    action: { label: t('Upload a New Certificate'), url: profileUrl },
    outro: [t('If you have questions, reply to this e-mail or call us.')],
  });
  return { to, subject: t('Your tax-exempt certificate needs attention'), html, text };
}

export function taxExemptionApprovedMail({ to, firstName, organizationName, locale = 'en' }: SchoolRecipient): OutgoingMail {
  const t = translatorFor(locale);
  const { html, text } = brandedEmail({
    locale,
    heading: t('Your tax-exempt certificate was approved'),
    intro: [
      t('Hello {{firstName}},', { firstName }),
      t(`The tax-exempt certificate of {{organization}} was approved. From now on, orders placed by your account and your school's users are charged no sales tax.`, {
        organization: organizationName ?? t('your organization'),
      }),
    ],
    outro: [t('Orders placed before the approval keep the tax they were charged.')],
  });
  return { to, subject: t('Your tax-exempt certificate was approved'), html, text };
}
