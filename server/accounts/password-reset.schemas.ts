import { z } from 'zod';

// Forgot-password and reset-password input, with the messages the pages show. Pure (zod only), so
// the pages import the same rules.

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';
export const PASSWORD_REQUIREMENTS = 'Password does not meet security requirements';
export const PASSWORD_MAX_LENGTH = 128;

/** The spec's strength criteria (account-area §5): 8+ characters, lowercase, uppercase, number, special. */
export const PASSWORD_CRITERIA = [
  { label: 'At least 8 characters', test: (password: string) => password.length >= 8 },
  { label: 'A lowercase letter', test: (password: string) => /\p{Ll}/u.test(password) },
  { label: 'An uppercase letter', test: (password: string) => /\p{Lu}/u.test(password) },
  { label: 'A number', test: (password: string) => /\p{Nd}/u.test(password) },
  { label: 'A special character', test: (password: string) => /[^\p{L}\p{Nd}\s]/u.test(password) },
] as const;

export const passwordStrengthScore = (password: string) =>
  PASSWORD_CRITERIA.filter((criterion) => criterion.test(password)).length;

/** At least 8 characters and at least 3 of the 5 criteria. */
export const isStrongPassword = (password: string) => password.length >= 8 && passwordStrengthScore(password) >= 3;

export const ZEmailAddress = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address').max(255, 'Please enter a valid email address'));

export const ZNewPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(isStrongPassword, PASSWORD_REQUIREMENTS);

export const ZForgotPasswordInput = z.object({ email: ZEmailAddress });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const ZResetPasswordInput = z
  .object({
    token: z.string({ error: INVALID_RESET_LINK }).min(1, INVALID_RESET_LINK).max(200, INVALID_RESET_LINK),
    email: ZEmailAddress,
    password: ZNewPassword,
    password_confirmation: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((input) => input.password === input.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
    // Checked even when another field is invalid, so every message shows at once.
    when: ({ value }) => {
      const input = value as { password?: unknown; password_confirmation?: unknown } | undefined;
      return typeof input?.password === 'string' && typeof input.password_confirmation === 'string' && input.password_confirmation !== '';
    },
  });
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;
