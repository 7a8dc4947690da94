import type { FormOption } from '#server/shared/form-option.types.js';
import type { CheckTermsView } from './check-terms.service.js';
import type { NoPageProps } from '#server/inertia/page-registry.js';
import type { ProfileField } from './profile.schemas.js';
import type { ProfileView } from './profile.service.js';
import type { RegistrationVisitorType } from './registration.schemas.js';

// The props of the sign-in, registration, password and profile pages (docs/decisions/060).

/** The choices of the account forms (account-fields.schemas.ts, labels by account-form-options.ts). */
export interface AccountFormOptions {
  heardAboutUs: FormOption[];
  /** Values of heardAboutUs that ask "which one?". */
  heardAboutUsWithDetail: readonly string[];
  organizationTypes: FormOption[];
  /** Value: the state's code. */
  states: FormOption[];
}

export interface LoginPageProps {
  /** A one-off notice, e.g. after a password reset. */
  status?: string;
}

export interface RegisterPageProps {
  visitorType: RegistrationVisitorType;
  options: AccountFormOptions;
  captchaUrl: string;
}

export interface RegisterVerificationPageProps {
  status: 'verified' | 'already-verified' | 'invalid' | 'expired';
  message: string;
  signedIn: boolean;
  continueUrl: string;
}

export interface ResetPasswordPageProps {
  token: string;
  email: string;
  /** False when the server already knows the link is spent or expired. */
  linkValid: boolean;
}

export interface ProfilePageProps {
  profile: ProfileView | null;
  visibleFields: ProfileField[];
  editableFields: ProfileField[];
  options: AccountFormOptions;
  updateUrl: string;
  /** Schools only (docs/decisions/096): the school's check / PO terms; the main account may request them. */
  checkTerms: ProfileCheckTerms | null;
}

export interface ProfileCheckTerms extends CheckTermsView {
  /** The main account asks; a sub-user sees its school's terms. */
  can_request: boolean;
  request_url: string;
  note_max_length: number;
}

export interface ChangePasswordPageProps {
  updateUrl: string;
}

export interface AccountsPages {
  'auth/login': LoginPageProps;
  'auth/register': RegisterPageProps;
  'auth/register-verification': RegisterVerificationPageProps;
  'auth/forgot-password': NoPageProps;
  'auth/reset-password': ResetPasswordPageProps;
  'account/profile': ProfilePageProps;
  'account/change-password': ChangePasswordPageProps;
}
