import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';

export const CONTACT_REPLY_SUBJECT = 'Re: your message to Play It Safe';

export interface ContactReplyMailInput {
  to: string;
  /** The center's inbox: the sender's answer comes back to staff. */
  replyTo: string;
  senderFirstName: string;
  body: string;
  original: { message: string; receivedAt: Date };
}

const paragraphsOf = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

/** A staff reply to a contact message, with the sender's message quoted under it. */
export function contactReplyMail({ to, replyTo, senderFirstName, body, original }: ContactReplyMailInput): OutgoingMail {
  const { html, text } = brandedEmail({
    preheader: body.slice(0, 90),
    heading: `Hello ${senderFirstName.replace(/[\r\n\t]+/g, ' ')},`,
    intro: paragraphsOf(body),
    outro: [
      `You wrote to us on ${original.receivedAt.toISOString().slice(0, 10)}:`,
      ...paragraphsOf(original.message).map((line) => `> ${line}`),
      'Reply to this e-mail if you have more questions.',
    ],
  });
  return { to, subject: CONTACT_REPLY_SUBJECT, html, text, replyTo };
}
