import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import { localeOf, type Locale } from '#server/shared/locales.rules.js';
import { translatorFor } from '#server/shared/translation.js';
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
  locale?: Locale;
}

/** A parent's reminders of storefront §1 (two weeks and one day before a rental or a year of access ends). */
export function parentLicenceReminderMail(input: ParentLicenceReminderMailInput): OutgoingMail {
  const locale = localeOf(input.locale);
  const t = translatorFor(locale);
  const rental = input.action === 'rent_again';
  const tomorrow = input.kind === 'days_1';
  const title = input.videoTitle;
  const date = input.expiresOn;
  let preheader: string;
  let heading: string;
  let subject: string;
  if (rental) {
    preheader = tomorrow
      ? t('Your rental of {{title}} ends tomorrow. Rent it again to keep watching.', { title })
      : t('Your rental of {{title}} ends in two weeks. Rent it again to keep watching.', { title });
    heading = tomorrow ? t('Your rental ends tomorrow') : t('Your rental ends in two weeks');
    subject = tomorrow ? t('Your rental of {{title}} ends tomorrow', { title }) : t('Your rental of {{title}} ends on {{date}}', { title, date });
  } else {
    preheader = tomorrow
      ? t('Your access to {{title}} ends tomorrow. Renew it for another year to keep watching.', { title })
      : t('Your access to {{title}} ends in two weeks. Renew it for another year to keep watching.', { title });
    heading = tomorrow ? t('Your access ends tomorrow') : t('Your access ends in two weeks');
    subject = tomorrow ? t('Your access to {{title}} ends tomorrow', { title }) : t('Your access to {{title}} ends on {{date}}', { title, date });
  }
  const { html, text } = brandedEmail({
    locale,
    preheader,
    heading,
    intro: [
      t('Hello {{firstName}},', { firstName: input.firstName }),
      rental
        ? t('Your rental of "{{title}}" ends on {{date}}. After that, you can no longer watch it in My Videos.', { title, date })
        : t('Your one-year access to "{{title}}" ends on {{date}}. After that, you can no longer watch it or open its guides in My Videos.', { title, date }),
      rental
        ? t('To keep watching, rent it again from its page in the shop and complete checkout.')
        : t('To keep watching, renew it for another year from its page in the shop and complete checkout.'),
    ],
    action: { label: rental ? t('Rent again') : t('Renew'), url: input.productUrl },
    outro: [rental ? t('If you have already rented it again, thank you: you can ignore this e-mail.') : t('If you have already renewed, thank you: you can ignore this e-mail.')],
  });
  return { to: input.to, subject, html, text };
}
