import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import { localeOf, type Locale } from '#server/shared/locales.rules.js';
import { plainNameOr } from '#server/shared/plain-name.rules.js';
import { translatorFor } from '#server/shared/translation.js';

// E-mails to a school's sub-users: the invitation with the link to choose a password, and the notice that a
// school administrator set a new password.

export const INVITATION_TTL_DAYS = 7;
const THERE = 'there';

/** A fixed subject: the organization's name is the school's own words and never goes in a subject line. */
export const INVITATION_SUBJECT = 'You have been added to a school on Play It Safe';

export function schoolUserInvitationMail(input: {
  to: string;
  firstName: string;
  schoolName: string;
  invitedBy: string;
  setPasswordUrl: string;
  locale?: Locale;
}): OutgoingMail {
  const locale = localeOf(input.locale);
  const t = translatorFor(locale);
  // Names chosen by the school appear only as plain words in the body; a name that reads as a link (stored
  // before names were checked) is replaced by neutral words, so no mail client can turn it into a link.
  const schoolName = plainNameOr(input.schoolName, t('your school'));
  const invitedBy = plainNameOr(input.invitedBy, t('A school administrator'));
  const firstName = plainNameOr(input.firstName, THERE);
  const { html, text } = brandedEmail({
    locale,
    preheader: t('Choose your password to start watching your school’s programs.'),
    heading: t('Set up your Play It Safe account'),
    intro: [
      firstName === THERE ? t('Hello there,') : t('Hello {{firstName}},', { firstName }),
      t('{{invitedBy}} added you to the Play It Safe account of {{schoolName}}. With it you can watch the classroom programs your school has licensed.', {
        invitedBy,
        schoolName,
      }),
      t('Choose your password with the button below, then sign in with this e-mail address.'),
    ],
    action: { label: t('Set Your Password'), url: input.setPasswordUrl },
    outro: [
      t('This link works once and expires in {{days}} days. After that, use "Forgot Password" on the login page to get a new one.', { days: INVITATION_TTL_DAYS }),
      t('If you did not expect this e-mail, you can ignore it.'),
    ],
  });
  return { to: input.to, subject: t(INVITATION_SUBJECT), html, text };
}

export function schoolUserPasswordSetMail(input: { to: string; firstName: string; changedBy: string; locale?: Locale }): OutgoingMail {
  const locale = localeOf(input.locale);
  const t = translatorFor(locale);
  const { html, text } = brandedEmail({
    locale,
    heading: t('Your password was changed'),
    intro: [
      t('Hello {{firstName}},', { firstName: input.firstName }),
      t(`{{changedBy}}, who manages your school's Play It Safe users, set a new password for your account. You were signed out on every device.`, {
        changedBy: input.changedBy,
      }),
    ],
    outro: [t('Ask them for the new password, or use "Forgot Password" on the login page to choose your own.')],
  });
  return { to: input.to, subject: t('Your Play It Safe password was changed'), html, text };
}
