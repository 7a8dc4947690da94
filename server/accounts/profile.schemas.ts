import { z } from 'zod';
import type { FileRule } from '#server/http/uploads.types.js';
import {
  FIELD_MAX,
  zEmail,
  zHeardAboutUs,
  zHeardAboutUsDetail,
  zName,
  zPhone,
  zRequiredText,
  zState,
  zZip,
  TAX_DOCUMENT_RULE,
} from './account-fields.schemas.js';
import { INVALID_PROFILE_PHONE } from './profile.rules.js';

// My Profile (account-area §2, §5, §7): PUT /settings/profile/{id}, multipart, with only the changed fields.

export {
  INVALID_PROFILE_PHONE,
  PROFILE_FIELD_READ_ONLY,
  PROFILE_FORBIDDEN,
  PROFILE_LOAD_FAILED,
  PROFILE_NOTHING_TO_SAVE,
  PROFILE_TOAST_MS,
  PROFILE_UPDATED,
  PROFILE_UPDATE_FAILED,
  USER_DETAIL_LOAD_FAILED,
} from './profile.rules.js';

/** The text fields of the profile, in the page's order. */
export const PROFILE_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'title',
  'phone',
  'email',
  'organization_name',
  'organization_type',
  'tax_id',
  'heard_about_us',
  'address',
  'city',
  'state',
  'zip_code',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

export const PROFILE_FILE_FIELDS = ['profile_pic', 'tax_exempt_certificate'] as const;
export type ProfileFileField = (typeof PROFILE_FILE_FIELDS)[number];
export type ProfileField = ProfileTextField | ProfileFileField;

/** Profile picture: JPG, PNG or WEBP up to 5 MB, read from the bytes. */
export const PROFILE_PICTURE_RULE: FileRule = {
  maxBytes: 5 * 1024 * 1024,
  kinds: ['jpg', 'png', 'webp'],
  extensions: ['jpg', 'jpeg', 'png', 'webp'],
  typeMessage: 'The profile picture must be a JPG, PNG or WEBP image',
  sizeMessage: 'The profile picture must be 5 MB or smaller',
};

export const PROFILE_UPLOAD_RULES = {
  profile_pic: PROFILE_PICTURE_RULE,
  tax_exempt_certificate: TAX_DOCUMENT_RULE,
} satisfies Record<ProfileFileField, FileRule>;

/** Every field optional: the page sends what changed. Organization identity fields are not accepted here. */
export const ZProfileUpdate = z.object({
  first_name: zName('First name').optional(),
  last_name: zName('Last name').optional(),
  title: z.string({ error: 'Please enter a title' }).trim().max(FIELD_MAX.title, `Title must be at most ${FIELD_MAX.title} characters`).optional(),
  phone: zPhone(INVALID_PROFILE_PHONE).optional(),
  email: zEmail.optional(),
  heard_about_us: zHeardAboutUs.optional(),
  heard_about_us_detail: zHeardAboutUsDetail,
  address: zRequiredText('Address', FIELD_MAX.address).optional(),
  city: zRequiredText('City', FIELD_MAX.city).optional(),
  state: zState.optional(),
  zip_code: zZip.optional(),
});
export type TProfileUpdate = z.output<typeof ZProfileUpdate>;
