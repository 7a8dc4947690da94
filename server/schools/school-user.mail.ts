import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';

// E-mails to a school's sub-users: the invitation with the link to choose a password, and the notice that a
// school administrator set a new password.

export const INVITATION_TTL_DAYS = 7;

export function schoolUserInvitationMail(input: {
  to: string;
  firstName: string;
  schoolName: string;
  invitedBy: string;
  setPasswordUrl: string;
}): OutgoingMail {
  const { html, text } = brandedEmail({
    preheader: `${input.invitedBy} added you to ${input.schoolName} on Play It Safe.`,
    heading: 'Set up your Play It Safe account',
    intro: [
      `Hello ${input.firstName},`,
      `${input.invitedBy} added you to the Play It Safe account of ${input.schoolName}. With it you can watch the classroom programs your school has licensed.`,
      'Choose your password with the button below, then sign in with this e-mail address.',
    ],
    action: { label: 'Set Your Password', url: input.setPasswordUrl },
    outro: [
      `This link works once and expires in ${INVITATION_TTL_DAYS} days. After that, use "Forgot Password" on the login page to get a new one.`,
      'If you did not expect this e-mail, you can ignore it.',
    ],
  });
  return { to: input.to, subject: `You have been added to ${input.schoolName} on Play It Safe`, html, text };
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
