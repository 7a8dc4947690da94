import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translatorFor } from '#server/shared/translation.js';

// Security notices: a change to the e-mail address or password is announced, so an unexpected change is noticed.

export function emailChangedMail({ to, firstName, newEmail, locale = 'en' }: { to: string; firstName: string; newEmail: string; locale?: Locale }): OutgoingMail {
  const t = translatorFor(locale);
  const { html, text } = brandedEmail({
    locale,
    heading: t('Your email address was changed'),
    intro: [
      t('Hello {{firstName}},', { firstName }),
      t('The email address of your Play It Safe account was changed to {{newEmail}}. Messages about your account now go there.', { newEmail }),
    ],
    outro: [t('If you did not make this change, please contact us right away.')],
  });
  return { to, subject: t('Your Play It Safe email address was changed'), html, text };
}

export function passwordChangedMail({ to, firstName, locale = 'en' }: { to: string; firstName: string; locale?: Locale }): OutgoingMail {
  const t = translatorFor(locale);
  const { html, text } = brandedEmail({
    locale,
    heading: t('Your password was changed'),
    intro: [
      t('Hello {{firstName}},', { firstName }),
      t('The password of your Play It Safe account was just changed, and every other device was signed out.'),
    ],
    outro: [t('If you did not make this change, please reset your password right away and contact us.')],
  });
  return { to, subject: t('Your Play It Safe password was changed'), html, text };
}
