import type { Role, VisitorType } from '#server/shared/account-types.js';
import type { Locale } from '#server/shared/locales.rules.js';

// The props every page receives (PingCRM's HandleInertiaRequests::share). Types only, so the pages import them too.

export type { Role, VisitorType };

export interface SignedInUser {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  /** False until the address is confirmed: the pages show the verification banner and checkout says why it cannot order. */
  email_verified: boolean;
  account_type_id: number;
  account_type: { name: string };
  role: Role;
  role_label: string;
  parent_id: number | null;
  is_manage_school_user: boolean;
  /** The language chosen with ENG/ESP while signed in (null: never chosen); the user's e-mails follow it. */
  locale: Locale | null;
}

/** The signed-in user as pages see it: `is_staff` shows the staff-area link (the server still guards every staff route). */
export interface SharedUser extends SignedInUser {
  is_staff: boolean;
}

export interface SharedProps {
  [key: string]: unknown;
  appName: string;
  /** The language of the page: the visitor's choice, else the browser's (server/http/locale.ts). */
  locale: Locale;
  auth: { user: SharedUser | null };
  /** The navigation's visitor type: the account's for a signed-in user, else the visitor's choice (null: not chosen yet). */
  visitorType: VisitorType | null;
  cart: { count: number };
  schoolLevels: { id: number; name: string }[];
  /** The product types behind the schools' "Additional Items" link (empty for other visitors). */
  additionalItemTypeIds: number[];
  /** Head elements written by the server (server/http/page-head.ts); Inertia's head manager renders them. */
  head: string[];
}

export interface FlashData {
  [key: string]: unknown;
  success?: string;
  error?: string;
  warning?: string;
  info?: string;
}
