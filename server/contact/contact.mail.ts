import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import type { TContactInput } from './contact.schemas.js';

export interface ContactMessageMailInput {
  to: string;
  id: number;
  receivedAt: Date;
  input: TContactInput;
}

/** The staff copy of a contact message; replying answers the sender directly. */
export function contactMessageMail({ to, id, receivedAt, input }: ContactMessageMailInput): OutgoingMail {
  // Header-safe: a line break typed into a name must not reach the Subject line.
  const name = `${input.first_name} ${input.last_name}`.replace(/[\r\n\t]+/g, ' ');
  const { html, text } = brandedEmail({
    preheader: `${input.organization}: ${input.message.slice(0, 90)}`,
    heading: 'New message from the contact form',
    intro: [
      `Name: ${name}`,
      `E-mail: ${input.email}`,
      `Phone: ${input.phone_country_code} ${input.phone_number}`,
      `Organization type: ${input.organization}`,
      `Received: ${receivedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (message #${id})`,
      'Message:',
      ...input.message.split(/\r?\n/).filter((line) => line.trim() !== ''),
    ],
    outro: ['Reply to this e-mail to answer the sender.'],
  });
  return { to, subject: `Contact form: ${name} (${input.organization})`, html, text, replyTo: input.email };
}
