import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translatorFor } from '#server/shared/translation.js';

export interface EmailVerificationMailInput {
  to: string;
  firstName: string;
  verifyUrl: string;
  expiresInHours: number;
  locale?: Locale;
}

export function emailVerificationMail({ to, firstName, verifyUrl, expiresInHours, locale = 'en' }: EmailVerificationMailInput): OutgoingMail {
  const t = translatorFor(locale);
  const hours = expiresInHours;
  const { html, text } = brandedEmail({
    locale,
    preheader: t('Confirm your email address within {{hours}} hours to finish setting up your account.', { hours }),
    heading: t('Please verify your email address'),
    intro: [
      t('Hello {{firstName}},', { firstName }),
      t('Thank you for creating a Play It Safe account. Please confirm that this is your email address with the button below.'),
    ],
    action: { label: t('Verify Email Address'), url: verifyUrl },
    outro: [
      t('This link expires in {{hours}} hours. You can request a new one from My Account after signing in.', { hours }),
      t('If you did not create an account, you can ignore this email.'),
    ],
  });
  return { to, subject: t('Verify your Play It Safe email address'), html, text };
}
