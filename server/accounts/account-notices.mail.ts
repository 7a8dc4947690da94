import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';

// Security notices: a change to the e-mail address or password is announced, so an unexpected change is noticed.

export function emailChangedMail({ to, firstName, newEmail }: { to: string; firstName: string; newEmail: string }): OutgoingMail {
  const { html, text } = brandedEmail({
    heading: 'Your email address was changed',
    intro: [
      `Hello ${firstName},`,
      `The email address of your Play It Safe account was changed to ${newEmail}. Messages about your account now go there.`,
    ],
    outro: ['If you did not make this change, please contact us right away.'],
  });
  return { to, subject: 'Your Play It Safe email address was changed', html, text };
}

export function passwordChangedMail({ to, firstName }: { to: string; firstName: string }): OutgoingMail {
  const { html, text } = brandedEmail({
    heading: 'Your password was changed',
    intro: [
      `Hello ${firstName},`,
      'The password of your Play It Safe account was just changed, and every other device was signed out.',
    ],
    outro: ['If you did not make this change, please reset your password right away and contact us.'],
  });
  return { to, subject: 'Your Play It Safe password was changed', html, text };
}
