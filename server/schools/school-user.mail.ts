import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import { plainNameOr } from '#server/shared/plain-name.rules.js';

// E-mails to a school's sub-users: the invitation with the link to choose a password, and the notice that a
// school administrator set a new password.

export const INVITATION_TTL_DAYS = 7;

/** A fixed subject: the organization's name is the school's own words and never goes in a subject line. */
export const INVITATION_SUBJECT = 'You have been added to a school on Play It Safe';

export function schoolUserInvitationMail(input: {
  to: string;
  firstName: string;
  schoolName: string;
  invitedBy: string;
  setPasswordUrl: string;
}): OutgoingMail {
  // Names chosen by the school appear only as plain words in the body; a name that reads as a link (stored
  // before names were checked) is replaced by neutral words, so no mail client can turn it into a link.
  const schoolName = plainNameOr(input.schoolName, 'your school');
  const invitedBy = plainNameOr(input.invitedBy, 'A school administrator');
  const { html, text } = brandedEmail({
    preheader: 'Choose your password to start watching your school’s programs.',
    heading: 'Set up your Play It Safe account',
    intro: [
      `Hello ${plainNameOr(input.firstName, 'there')},`,
      `${invitedBy} added you to the Play It Safe account of ${schoolName}. With it you can watch the classroom programs your school has licensed.`,
      'Choose your password with the button below, then sign in with this e-mail address.',
    ],
    action: { label: 'Set Your Password', url: input.setPasswordUrl },
    outro: [
      `This link works once and expires in ${INVITATION_TTL_DAYS} days. After that, use "Forgot Password" on the login page to get a new one.`,
      'If you did not expect this e-mail, you can ignore it.',
    ],
  });
  return { to: input.to, subject: INVITATION_SUBJECT, html, text };
}

export function schoolUserPasswordSetMail(input: { to: string; firstName: string; changedBy: string }): OutgoingMail {
  const { html, text } = brandedEmail({
    heading: 'Your password was changed',
    intro: [
      `Hello ${input.firstName},`,
      `${input.changedBy}, who manages your school's Play It Safe users, set a new password for your account. You were signed out on every device.`,
    ],
    outro: ['Ask them for the new password, or use "Forgot Password" on the login page to choose your own.'],
  });
  return { to: input.to, subject: 'Your Play It Safe password was changed', html, text };
}
