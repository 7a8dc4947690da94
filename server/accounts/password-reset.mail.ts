import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';

export interface PasswordResetMailInput {
  to: string;
  firstName: string;
  resetUrl: string;
  expiresInMinutes: number;
}

export function passwordResetMail({ to, firstName, resetUrl, expiresInMinutes }: PasswordResetMailInput): OutgoingMail {
  const { html, text } = brandedEmail({
    preheader: `Use this link within ${expiresInMinutes} minutes to choose a new password.`,
    heading: 'Reset your password',
    intro: [
      `Hello ${firstName},`,
      'We received a request to reset the password of your Play It Safe account. Choose a new password with the button below.',
    ],
    action: { label: 'Reset Password', url: resetUrl },
    outro: [
      `This link expires in ${expiresInMinutes} minutes and works only once.`,
      'If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
    ],
  });
  return { to, subject: 'Reset your Play It Safe password', html, text };
}
