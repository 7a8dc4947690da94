import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';

export interface EmailVerificationMailInput {
  to: string;
  firstName: string;
  verifyUrl: string;
  expiresInHours: number;
}

export function emailVerificationMail({ to, firstName, verifyUrl, expiresInHours }: EmailVerificationMailInput): OutgoingMail {
  const { html, text } = brandedEmail({
    preheader: `Confirm your email address within ${expiresInHours} hours to finish setting up your account.`,
    heading: 'Please verify your email address',
    intro: [
      `Hello ${firstName},`,
      'Thank you for creating a Play It Safe account. Please confirm that this is your email address with the button below.',
    ],
    action: { label: 'Verify Email Address', url: verifyUrl },
    outro: [
      `This link expires in ${expiresInHours} hours. You can request a new one from My Account after signing in.`,
      'If you did not create an account, you can ignore this email.',
    ],
  });
  return { to, subject: 'Verify your Play It Safe email address', html, text };
}
