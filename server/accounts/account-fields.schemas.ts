import { z } from 'zod';
import type { FileRule } from '#server/http/uploads.types.js';
import { looksLikeLinkOrMarkup } from '#server/shared/plain-name.rules.js';

// Field rules shared by registration and My Profile (account-area §5), with the spec's messages. Pure (zod and
// data only), so the pages import the same rules and option lists.

export const EMAIL_EXAMPLE = 'name@example.com';
export const INVALID_EMAIL = `Please enter a valid email address (e.g., ${EMAIL_EXAMPLE})`;
export const EMAIL_TAKEN = 'An account with this email address already exists.';
export const INVALID_PHONE = 'Please enter a valid 10-digit phone number';
export const INVALID_ZIP = 'Please enter a valid US zip code (e.g., 12345 or 12345-1234)';
export const INVALID_EIN = 'Please enter a valid EIN (e.g., 12-3456789)';
export const INVALID_ORGANIZATION_NAME = 'Please enter only the name of your organization, without web or e-mail addresses or the characters < and >.';
export const HEARD_ABOUT_US_DETAIL_REQUIRED = 'Please specify how you heard about us (at least 3 characters)';

/** Input lengths the pages also use as maxLength (account-area §9: zip 10, phone 12). */
export const FIELD_MAX = {
  name: 50,
  email: 255,
  phoneInput: 12,
  zip: 10,
  title: 100,
  organizationName: 150,
  ein: 10,
  address: 255,
  city: 100,
  heardAboutUsDetail: 150,
} as const;

export const NAME_MIN_LENGTH = 3;
export const ORGANIZATION_NAME_MIN_LENGTH = 2;

export const HEARD_ABOUT_US_OPTIONS = [
  'Conference',
  'Recommended program list',
  'Internet search',
  'Social media',
  'Friend or family',
  'School or district',
  'Other',
] as const;
export type HeardAboutUs = (typeof HEARD_ABOUT_US_OPTIONS)[number];
/** The options that ask "which one?" (account-area §5, Profile). */
export const HEARD_ABOUT_US_WITH_DETAIL: readonly HeardAboutUs[] = ['Conference', 'Recommended program list', 'Other'];
export const HEARD_ABOUT_US_DETAIL_MIN = 3;

export const needsHeardAboutUsDetail = (option: string | null | undefined) =>
  (HEARD_ABOUT_US_WITH_DETAIL as readonly string[]).includes(option ?? '');

export const ORGANIZATION_TYPES = [
  'School',
  'School District',
  'Non-profit Organization',
  'Government Agency',
  'Healthcare Provider',
  'Other',
] as const;

export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
  ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
  ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'], ['PR', 'Puerto Rico'], ['GU', 'Guam'],
  ['VI', 'U.S. Virgin Islands'],
] as const satisfies readonly (readonly [string, string])[];
const STATE_CODES = new Set<string>(US_STATES.map(([code]) => code));

/** Digits only: how phones are sent and stored. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');

/** xxx-xxx-xxxx while typing (account-area §5); at most 10 digits are kept. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value).slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** 12-3456789 while typing. */
export function formatEin(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 9);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

const text = (required: string) => z.string({ error: required }).trim();

export const zName = (label: string) =>
  text(`${label} is required`)
    .min(1, `${label} is required`)
    .min(NAME_MIN_LENGTH, `${label} must be at least ${NAME_MIN_LENGTH} characters`)
    .max(FIELD_MAX.name, `${label} must be at most ${FIELD_MAX.name} characters`);

export const zEmail = text('Email is required')
  .toLowerCase()
  .min(1, 'Email is required')
  .max(FIELD_MAX.email, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL));

/** Accepts the formatted or the digits-only form; yields digits only. */
export const zPhone = (invalid: string) =>
  text('Phone number is required')
    .min(1, 'Phone number is required')
    .max(16, invalid)
    .refine((value) => /^[\d\s().+-]*$/.test(value) && phoneDigits(value).length === 10, invalid)
    .transform(phoneDigits);

export const zRequiredText = (label: string, max: number) =>
  text(`${label} is required`).min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** An organization's name is shown to its users and in e-mails: plain words only (docs/decisions/084). */
export const zOrganizationName = zRequiredText('Organization name', FIELD_MAX.organizationName)
  .min(ORGANIZATION_NAME_MIN_LENGTH, `Organization name must be at least ${ORGANIZATION_NAME_MIN_LENGTH} characters`)
  .refine((value) => !looksLikeLinkOrMarkup(value), INVALID_ORGANIZATION_NAME);

export const zState = text('State is required')
  .min(1, 'State is required')
  .transform((value) => value.toUpperCase())
  .refine((value) => STATE_CODES.has(value), 'Please choose a state');

export const zZip = text('Zip code is required')
  .min(1, 'Zip code is required')
  .max(FIELD_MAX.zip, INVALID_ZIP)
  .regex(/^\d{5}(-\d{4})?$/, INVALID_ZIP);

export const zEin = text('EIN is required')
  .min(1, 'EIN is required')
  .max(FIELD_MAX.ein, INVALID_EIN)
  .regex(/^\d{2}-?\d{7}$/, INVALID_EIN)
  .transform(formatEin);

export const zHeardAboutUs = z.enum(HEARD_ABOUT_US_OPTIONS, { error: 'Please tell us how you heard about us' });

export const zHeardAboutUsDetail = z
  .string({ error: HEARD_ABOUT_US_DETAIL_REQUIRED })
  .trim()
  .max(FIELD_MAX.heardAboutUsDetail, `Please keep this under ${FIELD_MAX.heardAboutUsDetail} characters`)
  .optional();

export const zOrganizationType = z.enum(ORGANIZATION_TYPES, { error: 'Please choose an organization type' });

/** Tax exempt documentation: PDF, JPG, JPEG or PNG up to 20 MB (account-area §5, §9). */
export const TAX_DOCUMENT_RULE: FileRule = {
  maxBytes: 20 * 1024 * 1024,
  kinds: ['pdf', 'jpg', 'png'],
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  requiredMessage: 'Tax exempt documentation is required',
  typeMessage: 'Tax exempt documentation must be a PDF, JPG, JPEG or PNG file',
  sizeMessage: 'Tax exempt documentation must be 20 MB or smaller',
};

/** True when the file's name and size pass the page's first check (the server reads the bytes). */
export function fileLooksAcceptable(rule: FileRule, file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!rule.extensions.includes(extension)) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}
