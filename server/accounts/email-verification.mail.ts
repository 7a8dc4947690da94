import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translate } from '#server/shared/translation.js';

export interface EmailVerificationMailInput {
  to: string;
  firstName: string;
  verifyUrl: string;
  expiresInHours: number;
  locale?: Locale;
}

export function emailVerificationMail({ to, firstName, verifyUrl, expiresInHours, locale = 'en' }: EmailVerificationMailInput): OutgoingMail {
  const hours = expiresInHours;
  const { html, text } = brandedEmail({
    locale,
    preheader: translate(locale, 'Confirm your email address within {{hours}} hours to finish setting up your account.', { hours }),
    heading: translate(locale, 'Please verify your email address'),
    intro: [
      translate(locale, 'Hello {{firstName}},', { firstName }),
      translate(locale, 'Thank you for creating a Play It Safe account. Please confirm that this is your email address with the button below.'),
    ],
    action: { label: translate(locale, 'Verify Email Address'), url: verifyUrl },
    outro: [
      translate(locale, 'This link expires in {{hours}} hours. You can request a new one from My Account after signing in.', { hours }),
      translate(locale, 'If you did not create an account, you can ignore this email.'),
    ],
  });
  return { to, subject: translate(locale, 'Verify your Play It Safe email address'), html, text };
}
