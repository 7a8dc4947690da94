import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { formatShopDate } from '#server/shared/shop-time-zone.js';
import { translatorFor } from '#server/shared/translation.js';

// A staff reply to a contact message. The frame (greeting, subject, "You wrote to us on…", the closing line) is in
// the language the sender wrote in (docs/decisions/161); the staff member's words and the quoted message stay as
// they were typed.

/** The reply's subject in the sender's language (kept on the reply row as it was sent). */
export const contactReplySubject = (locale: Locale) => translatorFor(locale)('Re: your message to Play It Safe');

export interface ContactReplyMailInput {
  to: string;
  /** The center's inbox: the sender's answer comes back to staff. */
  replyTo: string;
  senderFirstName: string;
  body: string;
  original: { message: string; receivedAt: Date };
  /** The language the sender wrote in (English when not known). */
  locale?: Locale;
}

const paragraphsOf = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

/** English keeps the date as it always read (YYYY-MM-DD); Spanish reads "24 nov 2026" (shop time). */
const receivedOn = (receivedAt: Date, locale: Locale) => (locale === 'en' ? receivedAt.toISOString().slice(0, 10) : formatShopDate(receivedAt, locale));

/** A staff reply to a contact message, with the sender's message quoted under it. */
export function contactReplyMail({ to, replyTo, senderFirstName, body, original, locale = 'en' }: ContactReplyMailInput): OutgoingMail {
  const t = translatorFor(locale);
  const { html, text } = brandedEmail({
    locale,
    preheader: body.slice(0, 90),
    heading: t('Hello {{firstName}},', { firstName: senderFirstName.replace(/[\r\n\t]+/g, ' ') }),
    intro: paragraphsOf(body),
    outro: [
      t('You wrote to us on {{date}}:', { date: receivedOn(original.receivedAt, locale) }),
      ...paragraphsOf(original.message).map((line) => `> ${line}`),
      t('Reply to this e-mail if you have more questions.'),
    ],
  });
  return { to, subject: contactReplySubject(locale), html, text, replyTo };
}
