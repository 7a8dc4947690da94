import { z } from 'zod';
import { isStrongPassword, PASSWORD_MAX_LENGTH, PASSWORD_REQUIREMENTS } from './password-reset.schemas.js';

// Change Password (account-area §2, §5, §7, §8): PUT /settings/reset-password/{id}.

export const PASSWORD_UPDATED = 'Password updated successfully';
export const PASSWORD_UPDATE_FAILED = 'Failed to update password';
export const CURRENT_PASSWORD_INCORRECT = 'The current password is incorrect.';
export const NEW_PASSWORD_SAME_AS_CURRENT = 'The new password must be different from the current password.';
export const PASSWORD_CHANGE_FORBIDDEN = 'You can only change your own password.';
export const CHANGE_PASSWORD_MIN_LENGTH = 6;

const required = (message: string) => z.string({ error: message }).min(1, message).max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

// At least 6 characters (the spec's rule for this form), and the strength rule every new password in the shop meets.
export const ZChangePassword = z
  .object({
    current_password: required('Current password is required'),
    new_password: required('New password is required')
      .min(CHANGE_PASSWORD_MIN_LENGTH, `New password must be at least ${CHANGE_PASSWORD_MIN_LENGTH} characters`)
      .refine(isStrongPassword, PASSWORD_REQUIREMENTS),
    new_password_confirmation: required('Password confirmation is required').min(
      CHANGE_PASSWORD_MIN_LENGTH,
      `Password confirmation must be at least ${CHANGE_PASSWORD_MIN_LENGTH} characters`,
    ),
  })
  .refine((input) => input.new_password === input.new_password_confirmation, {
    path: ['new_password_confirmation'],
    message: 'Passwords do not match',
    when: ({ value }) => {
      const input = value as { new_password?: unknown; new_password_confirmation?: unknown } | undefined;
      return (
        typeof input?.new_password === 'string' &&
        typeof input.new_password_confirmation === 'string' &&
        input.new_password_confirmation.length >= CHANGE_PASSWORD_MIN_LENGTH
      );
    },
  });
export type TChangePassword = z.infer<typeof ZChangePassword>;
