import { accountOwnerIdOf, canManageSchoolUsers, visitorTypeForRole, type Role, type VisitorType } from '#server/shared/account-types.js';
import type { CurrentUser } from './current-user.service.js';

// The signed-in user as services see it (camelCase, typed), built once per request from req.user by the controller.
// req.user itself is the page's shared `auth.user` prop (snake_case) and stays at the HTTP edge.

export interface Viewer {
  userId: number;
  role: Role;
  accountTypeId: number;
  /** The school's main account for a school sub-user, else null. */
  parentId: number | null;
  isManageSchoolUser: boolean;
  /** Whose orders, licences and history this user's actions count for (accountOwnerIdOf). */
  accountId: number;
  /** The main school account, or a sub-user allowed to manage the school's users. */
  canManageSchoolUsers: boolean;
  visitorType: VisitorType;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  /** Read with the user on this request (loadCurrentUser); an unverified account may not order (decision 030). */
  emailVerified: boolean;
}

/** A viewer who is buying: the same model, named for what the checkout does with it. */
export type Buyer = Viewer;

export function viewerOf(user: CurrentUser): Viewer {
  const membership = { id: user.id, parentId: user.parent_id, isManageSchoolUser: user.is_manage_school_user, accountTypeId: user.account_type_id };
  return {
    userId: user.id,
    role: user.role,
    accountTypeId: user.account_type_id,
    parentId: user.parent_id,
    isManageSchoolUser: user.is_manage_school_user,
    accountId: accountOwnerIdOf(membership),
    canManageSchoolUsers: canManageSchoolUsers(membership),
    visitorType: visitorTypeForRole(user.role),
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: user.full_name,
    email: user.email,
    emailVerified: user.email_verified,
  };
}
