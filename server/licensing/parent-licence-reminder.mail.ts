import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import type { ParentReminderAction } from './renewal.rules.js';

export interface ParentLicenceReminderMailInput {
  to: string;
  firstName: string;
  videoTitle: string;
  expiresOn: string;
  kind: 'days_14' | 'days_1';
  /** A fixed-period rental is rented again; a year of access is renewed (docs/decisions/098). */
  action: ParentReminderAction;
  /** The product page, where either is bought. */
  productUrl: string;
}

/** A parent's reminders of storefront §1 (two weeks and one day before a rental or a year of access ends). */
export function parentLicenceReminderMail(input: ParentLicenceReminderMailInput): OutgoingMail {
  const rental = input.action === 'rent_again';
  const what = rental ? 'rental' : 'access';
  const when = input.kind === 'days_1' ? 'tomorrow' : 'in two weeks';
  const { html, text } = brandedEmail({
    preheader: rental
      ? `Your rental of ${input.videoTitle} ends ${when}. Rent it again to keep watching.`
      : `Your access to ${input.videoTitle} ends ${when}. Renew it for another year to keep watching.`,
    heading: input.kind === 'days_1' ? `Your ${what} ends tomorrow` : `Your ${what} ends in two weeks`,
    intro: [
      `Hello ${input.firstName},`,
      rental
        ? `Your rental of "${input.videoTitle}" ends on ${input.expiresOn}. After that, you can no longer watch it in My Videos.`
        : `Your one-year access to "${input.videoTitle}" ends on ${input.expiresOn}. After that, you can no longer watch it or open its guides in My Videos.`,
      rental
        ? 'To keep watching, rent it again from its page in the shop and complete checkout.'
        : 'To keep watching, renew it for another year from its page in the shop and complete checkout.',
    ],
    action: { label: rental ? 'Rent again' : 'Renew', url: input.productUrl },
    outro: [rental ? 'If you have already rented it again, thank you: you can ignore this e-mail.' : 'If you have already renewed, thank you: you can ignore this e-mail.'],
  });
  const noun = rental ? `Your rental of ${input.videoTitle}` : `Your access to ${input.videoTitle}`;
  const subject = input.kind === 'days_1' ? `${noun} ends tomorrow` : `${noun} ends on ${input.expiresOn}`;
  return { to: input.to, subject, html, text };
}
