import { brandedEmail } from '#server/mail/branded-email.js';
import type { OutgoingMail } from '#server/mail/mailer.js';

// The school hears what the center decided about check / purchase-order terms (docs/decisions/096).

interface SchoolRecipient {
  to: string;
  firstName: string;
  organizationName: string | null;
}

export function checkTermsApprovedMail({ to, firstName, organizationName }: SchoolRecipient): OutgoingMail {
  const { html, text } = brandedEmail({
    heading: 'You can now pay by check / purchase order',
    intro: [
      `Hello ${firstName},`,
      `${organizationName ?? 'Your organization'} may now pay by check or purchase order. At checkout, your account and your school's users can choose "Payment by Check" to request a quote; we send the invoice and wait for your check or PO.`,
    ],
    outro: ['Card payments stay available too.'],
  });
  return { to, subject: 'Check / purchase-order terms approved', html, text };
}

export function checkTermsDeclinedMail({ to, firstName, organizationName, reason, profileUrl }: SchoolRecipient & { reason: string; profileUrl: string }): OutgoingMail {
  const { html, text } = brandedEmail({
    preheader: 'About your request for check / purchase-order terms.',
    heading: 'We could not approve check / PO terms',
    intro: [
      `Hello ${firstName},`,
      `We reviewed the request of ${organizationName ?? 'your organization'} to pay by check or purchase order and could not approve it, for this reason:`,
      reason,
      'You can keep paying by card or PayPal, and ask again from My Profile.',
    ],
    action: { label: 'Open My Profile', url: profileUrl },
    outro: ['If you have questions, reply to this e-mail or call us.'],
  });
  return { to, subject: 'Your request for check / PO terms', html, text };
}

export function checkTermsEndedMail({ to, firstName, organizationName, profileUrl }: SchoolRecipient & { profileUrl: string }): OutgoingMail {
  const { html, text } = brandedEmail({
    heading: 'Your orders are paid by card or PayPal again',
    intro: [
      `Hello ${firstName},`,
      `${organizationName ?? 'Your organization'} no longer pays by check or purchase order. From now on, checkout offers card and PayPal to your account and your school's users. Quotes already requested are not changed.`,
    ],
    action: { label: 'Open My Profile', url: profileUrl },
    outro: ['If you think this is a mistake, reply to this e-mail or call us.'],
  });
  return { to, subject: 'Your payment terms changed', html, text };
}
