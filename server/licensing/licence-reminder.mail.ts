import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';

export interface LicenceReminderMailInput {
  to: string;
  firstName: string;
  programTitle: string;
  expiresOn: string;
  kind: 'days_14' | 'days_1';
  renewalPrice: string;
  programsUrl: string;
}

/** The renewal reminders of storefront §1: two weeks and one day before a licence ends. */
export function licenceReminderMail(input: LicenceReminderMailInput): OutgoingMail {
  const when = input.kind === 'days_1' ? 'tomorrow' : 'in two weeks';
  const { html, text } = brandedEmail({
    preheader: `Your streaming license for ${input.programTitle} ends ${when}. Renew online for ${input.renewalPrice} a year.`,
    heading: input.kind === 'days_1' ? 'Your license ends tomorrow' : 'Your license ends in two weeks',
    intro: [
      `Hello ${input.firstName},`,
      `Your school's streaming license for "${input.programTitle}" ends on ${input.expiresOn}. After that, your staff can no longer watch the video or open its guides.`,
      `You can renew it online for ${input.renewalPrice} per program per year: open My Programs, choose Renew, and complete checkout. The new year starts when the current one ends.`,
    ],
    action: { label: 'Renew in My Programs', url: input.programsUrl },
    outro: ['If you have already renewed, thank you: you can ignore this e-mail.'],
  });
  const subject =
    input.kind === 'days_1' ? `Your license for ${input.programTitle} ends tomorrow` : `Your license for ${input.programTitle} ends on ${input.expiresOn}`;
  return { to: input.to, subject, html, text };
}
