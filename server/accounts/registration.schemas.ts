import { z } from 'zod';
import { ZNewPassword } from './password-reset.schemas.js';
import {
  FIELD_MAX,
  HEARD_ABOUT_US_DETAIL_MIN,
  HEARD_ABOUT_US_DETAIL_REQUIRED,
  INVALID_PHONE,
  needsHeardAboutUsDetail,
  zEin,
  zEmail,
  zHeardAboutUs,
  zHeardAboutUsDetail,
  zName,
  zOrganizationName,
  zOrganizationType,
  zPhone,
  zRequiredText,
  zState,
  zZip,
} from './account-fields.schemas.js';

// The registration payload of account-area §3 with the rules of §5. POST /api/register and the page share it.

export const REGISTRATION_SUCCESS = 'Registration successful';
export const REGISTRATION_CHECK_EMAIL =
  'Please check your email to verify your account. If it has not arrived within 5 minutes, please check your spam folder.';
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';
export const REGISTRATION_UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const CAPTCHA_REQUIRED = 'Please enter the captcha code';
export const CAPTCHA_INCORRECT = 'Captcha code is incorrect';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const REGISTRATION_TOAST_MS = 5000;

export const REGISTRATION_VISITOR_TYPES = ['organizations', 'other'] as const;
export type RegistrationVisitorType = (typeof REGISTRATION_VISITOR_TYPES)[number];

export const ZRegistrationVisitorType = z.enum(REGISTRATION_VISITOR_TYPES, {
  error: 'Please register as an organization or as an individual.',
});

const individualFields = {
  visitorType: ZRegistrationVisitorType,
  firstName: zName('First name'),
  lastName: zName('Last name'),
  email: zEmail,
  phone: zPhone(INVALID_PHONE),
  howHeard: zHeardAboutUs,
  howHeardOther: zHeardAboutUsDetail,
  address: zRequiredText('Address', FIELD_MAX.address),
  city: zRequiredText('City', FIELD_MAX.city),
  state: zState,
  zip: zZip,
  password: ZNewPassword,
  confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  captcha: z.string({ error: CAPTCHA_REQUIRED }).trim().min(1, CAPTCHA_REQUIRED).max(20, CAPTCHA_INCORRECT),
};

const organizationFields = {
  ...individualFields,
  title: zRequiredText('Title', FIELD_MAX.title),
  orgName: zOrganizationName,
  orgType: zOrganizationType,
  ein: zEin,
};

interface CrossFieldInput {
  password?: unknown;
  confirmPassword?: unknown;
  howHeard?: unknown;
  howHeardOther?: unknown;
}

// Checked even when another field is invalid, so every message shows at once.
function withCrossFieldRules<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object(shape)
    .refine((input) => (input as CrossFieldInput).password === (input as CrossFieldInput).confirmPassword, {
      path: ['confirmPassword'],
      message: PASSWORDS_DO_NOT_MATCH,
      when: ({ value }) => {
        const input = value as CrossFieldInput | undefined;
        return typeof input?.password === 'string' && typeof input.confirmPassword === 'string' && input.confirmPassword !== '';
      },
    })
    .refine(
      (input) => {
        const { howHeard, howHeardOther } = input as CrossFieldInput;
        return !needsHeardAboutUsDetail(howHeard as string) || (typeof howHeardOther === 'string' && howHeardOther.trim().length >= HEARD_ABOUT_US_DETAIL_MIN);
      },
      {
        path: ['howHeardOther'],
        message: HEARD_ABOUT_US_DETAIL_REQUIRED,
        when: ({ value }) => typeof (value as CrossFieldInput | undefined)?.howHeard === 'string',
      },
    );
}

export const ZIndividualRegistration = withCrossFieldRules(individualFields);
export const ZOrganizationRegistration = withCrossFieldRules(organizationFields);
export type TIndividualRegistration = z.output<typeof ZIndividualRegistration>;
export type TOrganizationRegistration = z.output<typeof ZOrganizationRegistration>;
export type TRegistration = TIndividualRegistration | TOrganizationRegistration;

/** The schema of one kind of registration: organizations add title, organization name and type, and EIN. */
export function registrationSchemaFor(visitorType: RegistrationVisitorType) {
  return visitorType === 'organizations' ? ZOrganizationRegistration : ZIndividualRegistration;
}

/** The tax document's field in the multipart payload. */
export const TAX_DOCUMENT_FIELD = 'taxDoc';
