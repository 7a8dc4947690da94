import { z } from 'zod';
import { ZNewPassword } from '#server/accounts/password-reset.schemas.js';
import { emptyToUndefined, type SortDirection, ZListSearch, ZPage, zSortColumn, zSortDirection } from '#server/http/list-query.schemas.js';

// A school's sub-users (account-area §2 My Users and School user detail, §5 "Create user", §6, §7 users calls,
// §8 "Users", §9 default sort id descending). Pure (zod only), so the pages import the same rules and words.

export const SCHOOL_USER_MESSAGES = {
  namesAndEmailRequired: 'Please enter both first name, last name and email.',
  invalidEmail: 'Please enter a valid email address',
  emailTaken: 'The email has already been taken.',
  invalidPhone: 'Invalid Phone Number',
  invalidFlag: 'Please choose yes or no.',
  created: 'User created successfully. We have emailed them a link to set their password.',
  createdMailFailed:
    'User created, but the email with the link to set a password could not be sent. They can use Forgot Password on the login page.',
  createFailed: 'Failed to create user.',
  updated: 'User updated successfully',
  updateFailed: 'Failed to update user',
  passwordUpdated: 'Password updated successfully',
  passwordFailed: 'Failed to update password.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordConfirmationRequired: 'Please confirm the password',
  deleted: 'User deleted successfully',
  deleteFailed: 'Failed to delete user',
  deleteConfirmTitle: 'Delete User',
  deleteConfirmText: 'This action will permanently delete the user.',
  deleteConfirmButton: 'Yes, delete',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotRemoveOwnRight: 'You cannot remove your own right to manage school users.',
  ownPassword: 'Please change your own password on the Change Password page.',
  userNotFound: 'User not found',
  verifyBeforeInviting: 'Please verify your email address before adding users. We can send you a new link from My Account.',
} as const;

/** New users a school may add (each gets an invitation e-mail), per rolling hour and day (docs/decisions/084). */
export const INVITATION_LIMITS = [
  { limit: 20, windowMs: 60 * 60_000, period: 'hour' },
  { limit: 100, windowMs: 24 * 60 * 60_000, period: '24 hours' },
] as const;

export function invitationLimitMessage(limit: number, period: string, retryAfterMinutes: number): string {
  const wait = retryAfterMinutes >= 120 ? `${Math.ceil(retryAfterMinutes / 60)} hours` : `${retryAfterMinutes} minute${retryAfterMinutes === 1 ? '' : 's'}`;
  return `Your school has added ${limit} users in the last ${period}, the most allowed. Please try again in ${wait}.`;
}

/** Success toasts stay 2 s (account-area §9). */
export const SUCCESS_TOAST_MS = 2000;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 255;
export const TITLE_MAX_LENGTH = 100;
export const USERS_PER_PAGE = 10;

const REQUIRED = SCHOOL_USER_MESSAGES.namesAndEmailRequired;

const name = (label: string) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(NAME_MAX_LENGTH, `${label} may not be greater than ${NAME_MAX_LENGTH} characters.`);

const email = z
  .string({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, REQUIRED)
  .pipe(z.email(SCHOOL_USER_MESSAGES.invalidEmail).max(EMAIL_MAX_LENGTH, SCHOOL_USER_MESSAGES.invalidEmail));

/** 0/1 as the spec sends it (has_access_rights), also true/false and their strings (multipart sends text). */
export const ZFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: SCHOOL_USER_MESSAGES.invalidFlag })
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const objectBody = { error: (issue: { code: string }) => (issue.code === 'invalid_type' ? 'The request body must be a JSON object.' : undefined) };

export const ZCreateSchoolUserInput = z.strictObject(
  {
    first_name: name('First name'),
    last_name: name('Last name'),
    email,
    has_access_rights: ZFlag.optional().default(false),
  },
  objectBody,
);
export type TCreateSchoolUserInput = z.output<typeof ZCreateSchoolUserInput>;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} may not be greater than ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** Digits only once the formatting (xxx-xxx-xxxx) is removed; empty clears it. */
const phone = z
  .string({ error: SCHOOL_USER_MESSAGES.invalidPhone })
  .max(20, SCHOOL_USER_MESSAGES.invalidPhone)
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits === '' || digits.length === 10, SCHOOL_USER_MESSAGES.invalidPhone)
  .transform((digits) => (digits === '' ? null : digits))
  .nullable()
  .optional();

export const ZUpdateSchoolUserInput = z.strictObject(
  {
    first_name: name('First name'),
    last_name: name('Last name'),
    email,
    title: optionalText(TITLE_MAX_LENGTH, 'Title'),
    phone,
    is_active: ZFlag.optional(),
    is_manage_school_user: ZFlag.optional(),
    // A multipart form posted with method override carries it as a field.
    _method: z.literal('PUT').optional(),
  },
  objectBody,
);
export type TUpdateSchoolUserInput = z.output<typeof ZUpdateSchoolUserInput>;

export const ZSchoolUserPasswordInput = z
  .strictObject(
    {
      // The same strength rule as registration and password reset (account-area §5).
      password: ZNewPassword,
      password_confirmation: z
        .string({ error: SCHOOL_USER_MESSAGES.passwordConfirmationRequired })
        .min(1, SCHOOL_USER_MESSAGES.passwordConfirmationRequired),
    },
    objectBody,
  )
  .refine((input) => input.password === input.password_confirmation, {
    path: ['password_confirmation'],
    message: SCHOOL_USER_MESSAGES.passwordsDoNotMatch,
    when: ({ value }) => {
      const input = value as { password?: unknown; password_confirmation?: unknown } | undefined;
      return typeof input?.password === 'string' && typeof input.password_confirmation === 'string' && input.password_confirmation !== '';
    },
  });
export type TSchoolUserPasswordInput = z.output<typeof ZSchoolUserPasswordInput>;

export const SCHOOL_USER_SORT_COLUMNS = ['id', 'name', 'email', 'status'] as const;
export type SchoolUserSortColumn = (typeof SCHOOL_USER_SORT_COLUMNS)[number];
export const SCHOOL_USER_STATUSES = ['active', 'inactive'] as const;
export const DEFAULT_SCHOOL_USER_SORT = { sort_by: 'id', sort_direction: 'desc' } as const satisfies {
  sort_by: SchoolUserSortColumn;
  sort_direction: SortDirection;
};

export const ZSchoolUsersQuery = z.object({
  search: ZListSearch,
  status: z.preprocess(emptyToUndefined, z.enum(SCHOOL_USER_STATUSES, { error: 'Please choose Active or Inactive.' }).optional()),
  sort_by: zSortColumn(SCHOOL_USER_SORT_COLUMNS, 'The users cannot be sorted that way.', DEFAULT_SCHOOL_USER_SORT.sort_by),
  sort_direction: zSortDirection(DEFAULT_SCHOOL_USER_SORT.sort_direction),
  page: ZPage,
});
export type TSchoolUsersQuery = z.output<typeof ZSchoolUsersQuery>;
