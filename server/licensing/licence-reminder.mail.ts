import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import { localeOf, type Locale } from '#server/shared/locales.rules.js';
import { translatorFor } from '#server/shared/translation.js';

export interface LicenceReminderMailInput {
  to: string;
  firstName: string;
  programTitle: string;
  expiresOn: string;
  kind: 'days_14' | 'days_1';
  renewalPrice: string;
  programsUrl: string;
  locale?: Locale;
}

/** The renewal reminders of storefront §1: two weeks and one day before a licence ends. */
export function licenceReminderMail(input: LicenceReminderMailInput): OutgoingMail {
  const locale = localeOf(input.locale);
  const t = translatorFor(locale);
  const title = input.programTitle;
  const price = input.renewalPrice;
  const tomorrow = input.kind === 'days_1';
  const { html, text } = brandedEmail({
    locale,
    preheader: tomorrow
      ? t('Your streaming license for {{title}} ends tomorrow. Renew online for {{price}} a year.', { title, price })
      : t('Your streaming license for {{title}} ends in two weeks. Renew online for {{price}} a year.', { title, price }),
    heading: tomorrow ? t('Your license ends tomorrow') : t('Your license ends in two weeks'),
    intro: [
      t('Hello {{firstName}},', { firstName: input.firstName }),
      t(`Your school's streaming license for "{{title}}" ends on {{date}}. After that, your staff can no longer watch the video or open its guides.`, {
        title,
        date: input.expiresOn,
      }),
      t(
        'You can renew it online for {{price}} per program per year: open My Programs, choose Renew, and complete checkout. The new year starts when the current one ends.',
        { price },
      ),
    ],
    action: { label: t('Renew in My Programs'), url: input.programsUrl },
    outro: [t('If you have already renewed, thank you: you can ignore this e-mail.')],
  });
  const subject = tomorrow
    ? t('Your license for {{title}} ends tomorrow', { title })
    : t('Your license for {{title}} ends on {{date}}', { title, date: input.expiresOn });
  return { to: input.to, subject, html, text };
}
