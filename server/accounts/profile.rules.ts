// My Profile's words and timings (account-area §2, §5, §7, §8), without zod: the account frame shows one of them
// on every account page, so they must not pull the form's schemas into it (docs/decisions/100-js-budget.md).
export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const PROFILE_LOAD_FAILED = 'Failed to load user profile.';
/** account-area §8 "Profile": where the signed-in user's name and account type belong, when there is no user. */
export const USER_DETAIL_LOAD_FAILED = 'Failed to load user detail.';
export const INVALID_PROFILE_PHONE = 'Invalid Phone Number';
export const PROFILE_NOTHING_TO_SAVE = 'There are no changes to save.';
export const PROFILE_FIELD_READ_ONLY = 'This field cannot be changed for your account. Please contact us to change it.';
export const PROFILE_FORBIDDEN = 'You can only update your own profile.';
export const PROFILE_TOAST_MS = 2000;
