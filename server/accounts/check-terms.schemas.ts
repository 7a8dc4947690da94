import { z } from 'zod';
import { ZIdempotencyKey } from '#server/shared/staff-forms.rules.js';

// Check / purchase-order terms for schools (docs/decisions/096). Pure, so the pages check the same rules.

export const CHECK_TERMS_STATUSES = ['pending', 'approved', 'declined'] as const;
export type CheckTermsState = (typeof CHECK_TERMS_STATUSES)[number];

export const CHECK_TERMS_NOTE_MAX = 1000;
export const CHECK_TERMS_REASON_MAX = 500;

export const CHECK_TERMS_MESSAGES = {
  requested: 'Your request for check / PO terms was sent. We will reply by e-mail within 1-2 business days.',
  alreadyPending: 'Your request for check / PO terms is already waiting for review.',
  alreadyPaysByCheck: 'Your school already pays by check / purchase order.',
  onlyMainAccount: "Only your school's main account can request check / PO terms.",
  noteTooLong: `The note may be at most ${CHECK_TERMS_NOTE_MAX} characters.`,
  approved: 'The school now pays by check / purchase order. The school was e-mailed.',
  declined: 'The request was declined and the school was e-mailed the reason.',
  switchedBack: 'The school now pays by card or PayPal again. The school was e-mailed.',
  noOpenRequest: 'This school has no open request for check / PO terms.',
  notPayingByCheck: 'This school already pays by card or PayPal.',
  alreadyPaysByCheckStaff: 'This school already pays by check / purchase order.',
  stale: 'These payment terms changed since you opened the page. Reload the page and try again.',
  notFound: 'School not found',
  reasonRequired: 'Please give the reason for declining the request.',
  reasonTooLong: `The reason may be at most ${CHECK_TERMS_REASON_MAX} characters.`,
} as const;

export const ZRequestCheckTermsInput = z.object({
  note: z
    .string({ error: CHECK_TERMS_MESSAGES.noteTooLong })
    .trim()
    .max(CHECK_TERMS_NOTE_MAX, { error: CHECK_TERMS_MESSAGES.noteTooLong })
    .nullish()
    .transform((note) => (note ? note : null)),
});
export type TRequestCheckTermsInput = z.infer<typeof ZRequestCheckTermsInput>;

/** The request the form was opened on: a newer request or another decision makes the form stale. */
const openedOn = {
  idempotency_key: ZIdempotencyKey,
  expected_requested_at: z.iso.datetime({ error: CHECK_TERMS_MESSAGES.stale }),
};

export const ZApproveCheckTermsInput = z.object(openedOn);
export type TApproveCheckTermsInput = z.infer<typeof ZApproveCheckTermsInput>;

export const ZDeclineCheckTermsInput = z.object({
  ...openedOn,
  reason: z
    .string({ error: CHECK_TERMS_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: CHECK_TERMS_MESSAGES.reasonRequired })
    .max(CHECK_TERMS_REASON_MAX, { error: CHECK_TERMS_MESSAGES.reasonTooLong }),
});
export type TDeclineCheckTermsInput = z.infer<typeof ZDeclineCheckTermsInput>;

/** Switching back to card payments: the form says it was opened on a school that pays by check. */
export const ZSwitchToCardInput = z.object({
  idempotency_key: ZIdempotencyKey,
  expected_pays_by_check: z.literal(true, { error: CHECK_TERMS_MESSAGES.stale }),
});
export type TSwitchToCardInput = z.infer<typeof ZSwitchToCardInput>;
