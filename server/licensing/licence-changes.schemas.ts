import { z } from 'zod';
import { ZCalendarDay, ZIdempotencyKey } from '#server/shared/staff-forms.rules.js';

// Staff changes to licences (issue 12 item 6; docs/decisions/076-staff-licence-changes.md). Pure, so the customer
// page checks the same rules before sending.

export const GRANT_REASON_MAX = 500;
export const REVOKE_REASON_MAX = 500;
/** The latest expiry staff may give, in years from today: a typo like 2062 is caught. */
export const MAX_LICENCE_YEARS_AHEAD = 10;

export const LICENCE_CHANGE_MESSAGES = {
  granted: 'The licence was granted.',
  extended: 'The licence was extended.',
  revoked: 'The licence was revoked. It no longer plays.',
  regranted: 'The licence is active again.',
  productRequired: 'Please choose a product.',
  productNotLicensed: 'Please choose a video or program that is on sale.',
  alreadyLicensed: 'This customer already has an active licence for this product. Extend it instead.',
  expiresRequired: 'Please enter the date the licence ends.',
  expiresNotFuture: 'The end date must be after today.',
  expiresNotLater: 'The new end date must be after the current one.',
  expiresTooFar: `The end date may be at most ${MAX_LICENCE_YEARS_AHEAD} years from today.`,
  reasonRequired: 'Please give the reason for granting this licence.',
  reasonTooLong: `The reason may be at most ${GRANT_REASON_MAX} characters.`,
  revokeReasonTooLong: `The reason may be at most ${REVOKE_REASON_MAX} characters.`,
  notActive: 'Only an active licence can be extended. Re-grant it first.',
  alreadyRevoked: 'This licence is already revoked.',
  alreadyActive: 'This licence is already active.',
  stale: 'This licence changed since you opened it. Reload the page and try again.',
  licenceNotFound: 'Licence not found',
  customerNotFound: 'Customer not found',
} as const;

const ZExpiresOn = z.string({ error: LICENCE_CHANGE_MESSAGES.expiresRequired }).trim().min(1, { error: LICENCE_CHANGE_MESSAGES.expiresRequired }).pipe(ZCalendarDay);

export const ZGrantLicenceInput = z.object({
  idempotency_key: ZIdempotencyKey,
  product_id: z.coerce
    .number({ error: LICENCE_CHANGE_MESSAGES.productRequired })
    .int({ error: LICENCE_CHANGE_MESSAGES.productRequired })
    .min(1, { error: LICENCE_CHANGE_MESSAGES.productRequired })
    .max(2_147_483_647, { error: LICENCE_CHANGE_MESSAGES.productRequired }),
  expires_on: ZExpiresOn,
  reason: z
    .string({ error: LICENCE_CHANGE_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: LICENCE_CHANGE_MESSAGES.reasonRequired })
    .max(GRANT_REASON_MAX, { error: LICENCE_CHANGE_MESSAGES.reasonTooLong }),
});
export type TGrantLicenceInput = z.infer<typeof ZGrantLicenceInput>;

/** The licence as the form saw it: its status and its exact end. */
const expectedLicence = {
  idempotency_key: ZIdempotencyKey,
  expected_status: z.enum(['active', 'suspended', 'revoked'], { error: LICENCE_CHANGE_MESSAGES.stale }),
  expected_expires_at: z.iso.datetime({ error: LICENCE_CHANGE_MESSAGES.stale }),
};

export const ZExtendLicenceInput = z.object({ ...expectedLicence, expires_on: ZExpiresOn });
export type TExtendLicenceInput = z.infer<typeof ZExtendLicenceInput>;

export const ZRevokeLicenceInput = z.object({
  ...expectedLicence,
  reason: z
    .string()
    .trim()
    .max(REVOKE_REASON_MAX, { error: LICENCE_CHANGE_MESSAGES.revokeReasonTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type TRevokeLicenceInput = z.infer<typeof ZRevokeLicenceInput>;

export const ZRegrantLicenceInput = z.object(expectedLicence);
export type TRegrantLicenceInput = z.infer<typeof ZRegrantLicenceInput>;
