import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translatorFor } from '#server/shared/translation.js';

export interface PasswordResetMailInput {
  to: string;
  firstName: string;
  resetUrl: string;
  expiresInMinutes: number;
  locale?: Locale;
}

export function passwordResetMail({ to, firstName, resetUrl, expiresInMinutes, locale = 'en' }: PasswordResetMailInput): OutgoingMail {
  const t = translatorFor(locale);
  const minutes = expiresInMinutes;
  const { html, text } = brandedEmail({
    locale,
    preheader: t('Use this link within {{minutes}} minutes to choose a new password.', { minutes }),
    heading: t('Reset your password'),
    intro: [
      t('Hello {{firstName}},', { firstName }),
      t('We received a request to reset the password of your Play It Safe account. Choose a new password with the button below.'),
    ],
    action: { label: t('Reset Password'), url: resetUrl },
    outro: [
      t('This link expires in {{minutes}} minutes and works only once.', { minutes }),
      t('If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.'),
    ],
  });
  return { to, subject: t('Reset your Play It Safe password'), html, text };
}
