import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';

// The school hears about the center's decision on its tax-exempt certificate (docs/decisions/075).

interface SchoolRecipient {
  to: string;
  firstName: string;
  organizationName: string | null;
}

export function taxExemptionRejectedMail({ to, firstName, organizationName, reason, profileUrl }: SchoolRecipient & { reason: string; profileUrl: string }): OutgoingMail {
  const { html, text } = brandedEmail({
    preheader: 'Please upload a new tax-exempt certificate.',
    heading: 'We need a new tax-exempt certificate',
    intro: [
      `Hello ${firstName},`,
      `We reviewed the tax-exempt certificate of ${organizationName ?? 'your organization'} and could not accept it, for this reason:`,
      reason,
      'Please upload a new certificate in My Profile. Until it is approved, orders include sales tax.',
    ],
    action: { label: 'Upload a New Certificate', url: profileUrl },
    outro: ['If you have questions, reply to this e-mail or call us.'],
  });
  return { to, subject: 'Your tax-exempt certificate needs attention', html, text };
}

export function taxExemptionApprovedMail({ to, firstName, organizationName }: SchoolRecipient): OutgoingMail {
  const { html, text } = brandedEmail({
    heading: 'Your tax-exempt certificate was approved',
    intro: [
      `Hello ${firstName},`,
      `The tax-exempt certificate of ${organizationName ?? 'your organization'} was approved. From now on, orders placed by your account and your school's users are charged no sales tax.`,
    ],
    outro: ['Orders placed before the approval keep the tax they were charged.'],
  });
  return { to, subject: 'Your tax-exempt certificate was approved', html, text };
}
