import { z } from 'zod';
import { ZIdempotencyKey } from '#server/shared/staff-forms.rules.js';

// Staff review of tax-exempt certificates (docs/decisions/075-tax-exemption-review.md). Pure, so the staff page
// checks the same rules before sending.

export const TAX_EXEMPT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TaxExemptState = (typeof TAX_EXEMPT_STATUSES)[number];

export const REJECTION_REASON_MAX = 500;

export const TAX_EXEMPTION_MESSAGES = {
  approved: 'The certificate was approved. The school pays no sales tax from its next order on.',
  rejected: 'The certificate was rejected and the school was asked for a new document.',
  alreadyApproved: 'This certificate is already approved.',
  alreadyRejected: 'This certificate is already rejected.',
  stale: 'This certificate changed since you opened it. Reload the page and try again.',
  notFound: 'Certificate not found',
  reasonRequired: 'Please give the reason for rejecting the certificate.',
  reasonTooLong: `The reason may be at most ${REJECTION_REASON_MAX} characters.`,
} as const;

/** The state and submission the form was opened on: a newer upload or another decision makes the form stale. */
const expectedState = {
  idempotency_key: ZIdempotencyKey,
  expected_status: z.enum(TAX_EXEMPT_STATUSES, { error: TAX_EXEMPTION_MESSAGES.stale }),
  expected_submitted_at: z.iso.datetime({ error: TAX_EXEMPTION_MESSAGES.stale }),
};

export const ZApproveTaxExemptionInput = z.object(expectedState);
export type TApproveTaxExemptionInput = z.infer<typeof ZApproveTaxExemptionInput>;

export const ZRejectTaxExemptionInput = z.object({
  ...expectedState,
  reason: z
    .string({ error: TAX_EXEMPTION_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: TAX_EXEMPTION_MESSAGES.reasonRequired })
    .max(REJECTION_REASON_MAX, { error: TAX_EXEMPTION_MESSAGES.reasonTooLong }),
});
export type TRejectTaxExemptionInput = z.infer<typeof ZRejectTaxExemptionInput>;

export const TAX_EXEMPTION_FILTERS = ['all', ...TAX_EXEMPT_STATUSES] as const;
export const TAX_EXEMPTIONS_PER_PAGE = 25;

export const ZTaxExemptionQueueQuery = z.object({
  status: z.enum(TAX_EXEMPTION_FILTERS, { error: 'Unknown certificate state.' }).default('all'),
  page: z.coerce.number({ error: 'Unknown page.' }).int({ error: 'Unknown page.' }).min(1, { error: 'Unknown page.' }).max(100_000, { error: 'Unknown page.' }).default(1),
});
export type TTaxExemptionQueueQuery = z.infer<typeof ZTaxExemptionQueueQuery>;
