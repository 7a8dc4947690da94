import { z } from 'zod';
import { EMAIL_EXAMPLE } from '#server/accounts/account-fields.schemas.js';

// The contact form (storefront §2 "Contact Us", §5 "Contact form", §9). Pure: the page checks the same rules
// before sending, and the server checks them again. The captcha's code is known only to the server, so the
// page checks only that one was typed.

export const CONTACT_ORGANIZATIONS = [
  'School',
  'Non-profit Organization',
  'Government Agency',
  'Healthcare Provider',
  'Parent/Guardian',
  'Other',
] as const;

/**
 * 38 calling codes, +1 first and the default; the Americas first, as most of the center's callers are there. `country` is
 * the English label; `regions` (ISO 3166) name them in other languages (contact-options.ts).
 */
export const CALLING_CODES = [
  { code: '+1', country: 'United States / Canada', regions: ['US', 'CA'] },
  { code: '+52', country: 'Mexico', regions: ['MX'] },
  { code: '+502', country: 'Guatemala', regions: ['GT'] },
  { code: '+503', country: 'El Salvador', regions: ['SV'] },
  { code: '+504', country: 'Honduras', regions: ['HN'] },
  { code: '+505', country: 'Nicaragua', regions: ['NI'] },
  { code: '+506', country: 'Costa Rica', regions: ['CR'] },
  { code: '+507', country: 'Panama', regions: ['PA'] },
  { code: '+53', country: 'Cuba', regions: ['CU'] },
  { code: '+509', country: 'Haiti', regions: ['HT'] },
  { code: '+57', country: 'Colombia', regions: ['CO'] },
  { code: '+58', country: 'Venezuela', regions: ['VE'] },
  { code: '+593', country: 'Ecuador', regions: ['EC'] },
  { code: '+51', country: 'Peru', regions: ['PE'] },
  { code: '+591', country: 'Bolivia', regions: ['BO'] },
  { code: '+56', country: 'Chile', regions: ['CL'] },
  { code: '+54', country: 'Argentina', regions: ['AR'] },
  { code: '+55', country: 'Brazil', regions: ['BR'] },
  { code: '+44', country: 'United Kingdom', regions: ['GB'] },
  { code: '+353', country: 'Ireland', regions: ['IE'] },
  { code: '+34', country: 'Spain', regions: ['ES'] },
  { code: '+33', country: 'France', regions: ['FR'] },
  { code: '+49', country: 'Germany', regions: ['DE'] },
  { code: '+39', country: 'Italy', regions: ['IT'] },
  { code: '+31', country: 'Netherlands', regions: ['NL'] },
  { code: '+48', country: 'Poland', regions: ['PL'] },
  { code: '+7', country: 'Russia / Kazakhstan', regions: ['RU', 'KZ'] },
  { code: '+90', country: 'Türkiye', regions: ['TR'] },
  { code: '+20', country: 'Egypt', regions: ['EG'] },
  { code: '+234', country: 'Nigeria', regions: ['NG'] },
  { code: '+254', country: 'Kenya', regions: ['KE'] },
  { code: '+27', country: 'South Africa', regions: ['ZA'] },
  { code: '+971', country: 'United Arab Emirates', regions: ['AE'] },
  { code: '+91', country: 'India', regions: ['IN'] },
  { code: '+86', country: 'China', regions: ['CN'] },
  { code: '+63', country: 'Philippines', regions: ['PH'] },
  { code: '+84', country: 'Vietnam', regions: ['VN'] },
  { code: '+82', country: 'South Korea', regions: ['KR'] },
] as const;

export type CallingCode = (typeof CALLING_CODES)[number]['code'];
export const DEFAULT_CALLING_CODE: CallingCode = '+1';

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 50,
  emailMax: 100,
  phoneMinDigits: 7,
  phoneMax: 20,
  messageMin: 10,
  messageMax: 1000,
} as const;

/** The spec's messages, word for word (§5 "Contact form", §8 "Contact"). */
export const CONTACT_MESSAGES = {
  firstNameMin: 'First name must be at least 2 characters long',
  firstNameMax: 'First name must be less than 50 characters',
  lastNameMin: 'Last name must be at least 2 characters long',
  lastNameMax: 'Last name must be less than 50 characters',
  // The spec's "(e.g., an address example)" stands for an example address, as registration's '(e.g., {email})'.
  emailInvalid: `Please enter a valid email address (e.g., ${EMAIL_EXAMPLE})`,
  emailMax: 'Email must be less than 100 characters',
  phoneInvalid: 'Please enter a valid phone number (at least 7 digits)',
  phoneMax: 'Phone number must be less than 20 characters',
  organizationRequired: 'Please select an organization type',
  messageMin: 'Message must be at least 10 characters long',
  messageMax: 'Message must be less than 1000 characters',
  captchaRequired: 'Please enter the captcha code',
  captchaIncorrect: 'Captcha code is incorrect',
  // Not quoted by the spec: the calling-code list is a dropdown, so only a tampered request gets this.
  callingCodeInvalid: 'Please select a country calling code',
  formInvalid: 'Please fill all the fields correctly.',
  unexpected: 'An unexpected error occurred.',
  successTitle: 'Thank you for contacting us!',
  successText: 'Your message has been received. We will get back to you as soon as possible.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the usual separators: "(817) 555-0100", "817.555.0100", "+52 55 1234 5678".
const PHONE_CHARACTERS = /^[\d\s().+-]*$/;

const digitCountOf = (value: string) => value.replace(/\D/g, '').length;

/** A trimmed string; anything that is not a string (a number, an array, an object) gets `message`. */
const text = (message: string) => z.string({ error: message }).trim();

export const ZContactInput = z.object({
  first_name: text(CONTACT_MESSAGES.firstNameMin)
    .min(CONTACT_LIMITS.nameMin, CONTACT_MESSAGES.firstNameMin)
    .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.firstNameMax),
  last_name: text(CONTACT_MESSAGES.lastNameMin)
    .min(CONTACT_LIMITS.nameMin, CONTACT_MESSAGES.lastNameMin)
    .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.lastNameMax),
  email: text(CONTACT_MESSAGES.emailInvalid)
    .max(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailMax)
    .regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid),
  phone_country_code: z
    .enum(
      CALLING_CODES.map((entry) => entry.code) as [CallingCode, ...CallingCode[]],
      { error: CONTACT_MESSAGES.callingCodeInvalid },
    )
    .default(DEFAULT_CALLING_CODE),
  phone_number: text(CONTACT_MESSAGES.phoneInvalid)
    .max(CONTACT_LIMITS.phoneMax, CONTACT_MESSAGES.phoneMax)
    .refine((value) => PHONE_CHARACTERS.test(value) && digitCountOf(value) >= CONTACT_LIMITS.phoneMinDigits, CONTACT_MESSAGES.phoneInvalid),
  organization: z.enum(CONTACT_ORGANIZATIONS, { error: CONTACT_MESSAGES.organizationRequired }),
  message: text(CONTACT_MESSAGES.messageMin)
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageMin)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageMax),
  captcha: text(CONTACT_MESSAGES.captchaRequired).min(1, CONTACT_MESSAGES.captchaRequired).max(32, CONTACT_MESSAGES.captchaIncorrect),
});

export type TContactInput = z.output<typeof ZContactInput>;
export type ContactField = keyof TContactInput;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Field → first message, for the page (the server answers the same shape in `errors`). */
export function checkContactInput(input: unknown): { data: TContactInput; errors: null } | { data: null; errors: ContactErrors } {
  const result = ZContactInput.safeParse(input);
  if (result.success) return { data: result.data, errors: null };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in ZContactInput.shape) errors[field as ContactField] ??= issue.message;
  }
  return { data: null, errors };
}
