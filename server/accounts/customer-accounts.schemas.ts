import { z } from 'zod';
import { ZIdempotencyKey } from '#server/shared/staff-forms.rules.js';

// Staff actions on a customer's account (issue 12 item 4; docs/decisions/077-staff-customer-accounts.md).

export const CUSTOMER_ACCOUNT_MESSAGES = {
  activated: 'The account was activated. The customer can sign in again.',
  deactivated: 'The account was deactivated and signed out everywhere. The customer can no longer sign in.',
  alreadyActive: 'This account is already active.',
  alreadyInactive: 'This account is already inactive.',
  notYourself: 'You cannot deactivate your own account.',
  verificationSent: 'A new verification link was sent to the customer.',
  alreadyVerified: 'This e-mail address is already verified.',
  resetSent: 'A password-reset link was sent to the customer. It works for 60 minutes.',
  resetInactive: 'This account is inactive: activate it before sending a password-reset link.',
  stale: 'This account changed since you opened it. Reload the page and try again.',
  customerNotFound: 'Customer not found',
  mailFailed: 'The e-mail could not be sent. Please try again later.',
  activeRequired: 'Please choose active or inactive.',
} as const;

const ZFlag = z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')], { error: CUSTOMER_ACCOUNT_MESSAGES.activeRequired }).transform(
  (value) => value === true || value === 1 || value === '1',
);

export const ZSetAccountActiveInput = z.object({
  idempotency_key: ZIdempotencyKey,
  is_active: ZFlag,
});
export type TSetAccountActiveInput = z.infer<typeof ZSetAccountActiveInput>;

export const ZCustomerMailInput = z.object({ idempotency_key: ZIdempotencyKey });
